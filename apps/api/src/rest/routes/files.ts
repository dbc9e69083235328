import type { RestRoute } from "../rest-route.ts";

/** Spec 02 §7 "POST uploadfiles/{id}/crop" (the multipart POST uploadfiles/{x} is http/uploads.ts). */
export const filesRestRoutes: RestRoute[] = [{ method: "post", path: "uploadfiles/:fileID/crop", call: (t) => t.files.crop, status: 201 }];
