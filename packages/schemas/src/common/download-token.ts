import { z } from "zod";

/** A single-use download link (GET …/downloadtoken): the token, how long it lives and the path that spends it. */
export const ZDownloadToken = z.object({ token: z.string(), expiresInSeconds: z.number().int(), path: z.string() });
