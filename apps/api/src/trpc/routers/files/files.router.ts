import { cropImage } from "@portal/core/files/crop-image";
import type { TImageCropInput } from "@portal/schemas/files/image-crop.schema";
import { z } from "zod";
import { authedProcedure, router } from "../../trpc.ts";

/** Uploaded files beyond the multipart upload itself (http/uploads.ts). */
export const filesRouter = router({
  /** POST uploadfiles/{id}/crop: parsed in core (ZImageCrop); counts as an upload. */
  crop: authedProcedure
    .meta({ rateLimit: "upload" })
    .input(z.custom<TImageCropInput>())
    .mutation(({ ctx, input }) => cropImage(ctx.deps, input, ctx.user)),
});
