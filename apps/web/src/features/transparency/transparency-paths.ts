/** The spec's fixed path of the transparency page (spec 02 §2), shared with the API's sitemap. */
export { TRANSPARENCY_PATH } from "@portal/schemas/transparency/transparency.schema";
