import { cropImage } from "@portal/core/files/crop-image";
import { ZImageCrop } from "@portal/schemas/files/image-crop.schema";
import { ZUploadedFile } from "@portal/schemas/files/uploaded-file.schema";
import { authedProcedure, router } from "../../trpc.ts";

/** Uploaded files beyond the multipart upload itself (http/uploads.ts). */
export const filesRouter = router({
  /** POST uploadfiles/{id}/crop: the rectangle parsed with ZImageCrop (core checks the file); counts as an upload. */
  crop: authedProcedure
    .meta({ rateLimit: "upload" })
    .input(ZImageCrop)
    .output(ZUploadedFile)
    .mutation(({ ctx, input }) => cropImage(ctx.deps, input, ctx.user)),
});
