import { describe, expect, it } from "vitest";
import { fillMessage } from "../common/fill-message.ts";
import { FILE_MESSAGES, fileExtension, fileReadPermission, isAllowedFileName, settingUploadLimitMb, UPLOAD_KINDS } from "./upload.schema.ts";
import { zFileId, zOptionalFileId } from "./uploaded-file.schema.ts";

describe("upload rules", () => {
  it("fills the size in the oversize message", () => {
    expect(fillMessage(FILE_MESSAGES.oversize, [2])).toBe("Sube archivos de menos de 2 Mb");
  });
  it("reads extensions case-insensitively", () => {
    expect(fileExtension("Acta.PDF")).toBe("pdf");
    expect(fileExtension("sin-extension")).toBe("");
  });
  it("allows the PQRDS attachment extensions of the spec, and refuses others and path tricks", () => {
    for (const ext of ["pdf", "docx", "jpg", "rar", "7z", "bmp", "tiff"]) expect(isAllowedFileName(`a.${ext}`, UPLOAD_KINDS.complaint.extensions)).toBe(true);
    expect(isAllowedFileName("virus.exe", UPLOAD_KINDS.complaint.extensions)).toBe(false);
    expect(isAllowedFileName("../../etc/passwd.pdf", UPLOAD_KINDS.complaint.extensions)).toBe(false);
    expect(UPLOAD_KINDS.complaint.limit).toBe(2_097_152);
    expect(UPLOAD_KINDS.legalRepresentative.limit).toBe(31_457_280);
  });
});

describe("upload limits, ids and read permissions", () => {
  const uploads = { maxSizeMbAdmin: 20, maxSizeMbPublic: 5 };
  it("gives public kinds the public limit for everyone, staff included, and admin kinds the admin one only to staff", () => {
    expect(settingUploadLimitMb("comment", uploads, true)).toBe(5);
    expect(settingUploadLimitMb("profile", uploads, true)).toBe(5);
    expect(settingUploadLimitMb("answer", uploads, true)).toBe(20);
    expect(settingUploadLimitMb("answer", uploads, false)).toBe(5);
    expect(settingUploadLimitMb("complaint", uploads, true)).toBeNull();
  });
  it("reads private PQRDS files with PQRs and everything else private with Administrator", () => {
    expect(fileReadPermission("complaint")).toBe("PQRs");
    expect(fileReadPermission("answer")).toBe("PQRs");
    expect(fileReadPermission("certificate")).toBe("Administrator");
    expect(fileReadPermission("legalRepresentative")).toBe("Administrator");
    expect(fileReadPermission("desconocido")).toBe("Administrator");
  });
  it("takes file ids as opaque strings and refuses path tricks", () => {
    expect(zOptionalFileId().parse("")).toBeNull();
    expect(zOptionalFileId().parse("3f0c2a9e-1b7d-4c55-9d1e-8a6b2c4d5e6f")).toBe("3f0c2a9e-1b7d-4c55-9d1e-8a6b2c4d5e6f");
    expect(zFileId().safeParse("../etc").success).toBe(false);
    expect(zFileId().safeParse("a b").error?.issues[0]?.message).toBe(FILE_MESSAGES.invalidId);
  });
});
