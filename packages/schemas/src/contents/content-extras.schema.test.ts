import { describe, expect, it } from "vitest";
import { COMMENT_SHARE_MESSAGES, commentShareUrl, ZCommentShare } from "../comments/comment-share.ts";
import { CONTENT_FEATURED_MESSAGES as F, ZContentFeatured } from "./content-featured.schema.ts";
import { GALLERY_LIMITS } from "./content-query-options.ts";
import { ZGalleryQuery } from "./gallery.schema.ts";
import { GLOBAL_EXCLUSION_MESSAGES as G, ZContentExclude } from "./global-exclusion.schema.ts";

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0]!.message);

describe("PUT content/{id}/featured/{a}/{b}", () => {
  it("reads true/false and 1/0, nothing else", () => {
    expect(ZContentFeatured.parse({ id: "4", isFeatured: "true", featured: "0" })).toEqual({ id: 4, isFeatured: true, featured: false });
    expect(messageOf(ZContentFeatured.safeParse({ id: 4, isFeatured: "si", featured: "1" }))).toBe(F.flagInvalid);
    expect(messageOf(ZContentFeatured.safeParse({ id: 4, isFeatured: "", featured: "1" }))).toBe(F.flagInvalid);
  });
});

describe("POST contentexclude", () => {
  it("takes negative ids only", () => {
    expect(ZContentExclude.parse({ contentID: "-12" })).toEqual({ contentID: -12 });
    for (const contentID of [12, 0, -1.5, "x", null]) expect(messageOf(ZContentExclude.safeParse({ contentID }))).toBe(G.notGlobal);
  });
});

describe("GET contents/gallery/{x}", () => {
  it("pages 12 by default, at most a section's 216 images", () => {
    expect(ZGalleryQuery.parse({ friendlyName: "galeria" })).toMatchObject({ page: 1, pageSize: GALLERY_LIMITS.pageSize });
    expect(ZGalleryQuery.safeParse({ friendlyName: "galeria", pageSize: 217 }).success).toBe(false);
  });
});

describe("POST comments/{id}/shared", () => {
  it("knows its networks and builds their share addresses with the URL encoded", () => {
    expect(ZCommentShare.parse({ id: 3 })).toEqual({ id: 3, network: "link" });
    expect(messageOf(ZCommentShare.safeParse({ id: 3, network: "myspace" }))).toBe(COMMENT_SHARE_MESSAGES.networkInvalid);
    expect(commentShareUrl("facebook", "https://portal.gov.co/participa/a?b=1#c", "x")).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fportal.gov.co%2Fparticipa%2Fa%3Fb%3D1%23c",
    );
    expect(commentShareUrl("link", "https://portal.gov.co", "x")).toBeNull();
  });
});
