import { describe, expect, it } from "vitest";
import { FILE_MESSAGES, UPLOAD_KINDS, fileExtension, formatMessage, isAllowedFileName } from "./upload.schema.ts";

describe("upload rules", () => {
  it("fills the size in the oversize message", () => {
    expect(formatMessage(FILE_MESSAGES.oversize, 2)).toBe("Sube archivos de menos de 2 Mb");
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
