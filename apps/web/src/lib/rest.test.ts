import { FILE_MESSAGES } from "@portal/schemas/files/upload.schema";
import { UPLOAD_SESSION_HEADER, UPLOAD_SESSION_PATTERN } from "@portal/schemas/files/upload-session";
import { DEFAULT_SETTINGS } from "@portal/schemas/settings/settings.schema";
import { afterEach, describe, expect, it } from "vitest";
import { settingsAtom } from "../state/settings";
import { appStore } from "../state/store";
import { apiBasePath } from "./api-base-path";
import { checkFileBeforeUpload, uploadErrorMessage } from "./rest";
import { withAuthHeader } from "./trpc";

const MB = 1024 * 1024;

describe("uploads (spec 03 §5)", () => {
  afterEach(() => appStore.set(settingsAtom, null));

  it("rejects an empty file, an oversize one and a wrong type with the spec's texts", () => {
    appStore.set(settingsAtom, { ...DEFAULT_SETTINGS, uploads: { ...DEFAULT_SETTINGS.uploads, maxSizeMbPublic: 5, maxSizeMbAdmin: 20 } });
    expect(checkFileBeforeUpload({ name: "foto.png", size: 0 }, "profile", false)).toBe(FILE_MESSAGES.empty);
    expect(checkFileBeforeUpload({ name: "foto.png", size: 6 * MB }, "profile", false)).toBe("Sube archivos de menos de 5 Mb");
    // Public kinds keep the public limit for staff too; admin kinds give staff the admin one.
    expect(checkFileBeforeUpload({ name: "foto.png", size: 6 * MB }, "profile", true)).toBe("Sube archivos de menos de 5 Mb");
    expect(checkFileBeforeUpload({ name: "acta.pdf", size: 6 * MB }, "answer", true)).toBeNull();
    expect(checkFileBeforeUpload({ name: "acta.pdf", size: 6 * MB }, "answer", false)).toBe("Sube archivos de menos de 5 Mb");
    expect(checkFileBeforeUpload({ name: "virus.exe", size: 10 }, "profile", false)).toBe(FILE_MESSAGES.wrongType);
    expect(checkFileBeforeUpload({ name: "acta.pdf", size: 3 * MB }, "complaint", false)).toBe("Sube archivos de menos de 2 Mb");
  });

  it("a failed upload shows the server's first detail, else the type or server text", () => {
    const body = {
      error: { status: 400, code: "BAD_REQUEST", message: "x", details: [{ path: "file", message: "La imagen debe tener un ancho mínimo de 200 px" }] },
    };
    expect(uploadErrorMessage(400, body)).toBe("La imagen debe tener un ancho mínimo de 200 px");
    expect(uploadErrorMessage(415, null)).toBe(FILE_MESSAGES.wrongType);
    expect(uploadErrorMessage(500, null)).toBe(FILE_MESSAGES.serverError);
  });

  it("every call carries this tab's anonymous upload session, the same token each time", () => {
    const first = new Headers(withAuthHeader(undefined, null).headers).get(UPLOAD_SESSION_HEADER);
    expect(first).toMatch(UPLOAD_SESSION_PATTERN);
    expect(new Headers(withAuthHeader({ headers: { "x-a": "1" } }, "token").headers).get(UPLOAD_SESSION_HEADER)).toBe(first);
  });

  it("calls go under the settings' base path", () => {
    expect(apiBasePath()).toBe("/api/v1");
    appStore.set(settingsAtom, { ...DEFAULT_SETTINGS, apiBasePath: "/api/v2" });
    expect(apiBasePath()).toBe("/api/v2");
  });
});
