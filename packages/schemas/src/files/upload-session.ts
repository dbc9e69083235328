/**
 * The anonymous upload session (owner of the files a browser uploads without a login): header name and token shape.
 * Zod-free, so the web app's first load (every tRPC call sends the header) does not pull zod in.
 */
export const UPLOAD_SESSION_HEADER = "upload-session";
export const UPLOAD_SESSION_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;
