import { z } from "zod";
import { FILE_ID_PATTERN, FILE_MESSAGES, type TUploadKind, UPLOAD_KINDS } from "./upload.schema.ts";

// The upload's zod parts, apart from upload.schema.ts (its kinds, limits and messages): the public pages show those
// without loading zod (issue 28).

export function zFileId(message: string = FILE_MESSAGES.invalidId) {
  return z.string({ error: message }).trim().regex(FILE_ID_PATTERN, { error: message });
}
/** An optional file id: null, undefined and "" are null. */
export function zOptionalFileId(message: string = FILE_MESSAGES.invalidId) {
  return z
    .union([z.string(), z.number()], { error: message })
    .nullish()
    .transform((v, ctx) => {
      const raw = v === null || v === undefined ? "" : String(v).trim();
      if (raw === "") return null;
      if (!FILE_ID_PATTERN.test(raw)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return raw;
    });
}

export const ZUploadKind = z.enum(Object.keys(UPLOAD_KINDS) as [TUploadKind, ...TUploadKind[]], { error: FILE_MESSAGES.unknownKind });

/**
 * Uploaded file result (spec 03 §3). An upload without a session also carries `uploadToken`: a REST client that sends
 * no upload-session header proves with it that the file is its own when it attaches it (e.g. `POST complaintforms`).
 */
export const ZUploadedFile = z.object({
  fileID: z.string(),
  filePath: z.string(),
  isImage: z.boolean(),
  name: z.string(),
  fileBigImage: z.string().nullable(),
  uploadToken: z.string().optional(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;
