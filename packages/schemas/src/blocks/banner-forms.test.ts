import { describe, expect, it } from "vitest";
import { messageCoverage } from "../testing/message-coverage.ts";
import { BANNER_MESSAGES as M, ZBannerExclude, ZBannerForm, ZBannerGlobalUpdate, ZBannerRef, ZBannerSort, ZSliderConf } from "./banner-forms.ts";
import { BLOCK_FIELD_MESSAGES as F } from "./block-fields.ts";

const coverage = messageCoverage(M);
const m = (input: unknown) => coverage.messagesOf(ZBannerForm, input);
const banner = {
  title: "Feria de servicios",
  subtitle: "Este sábado en la plaza",
  titleColor: "#FFFFFF",
  subtitleColor: "#fc0",
  titleFont: "Georgia",
  titleBold: true,
  link: "/tema/noticias",
  fileID: "0b7e3f2e-1111-4c3a-9f00-1234567890ab",
  bckColor: "#004884",
  bckOpacity: 60,
  rotation: 8,
  position: 2,
};

describe("ZBannerForm", () => {
  it("accepts a full banner and fills defaults", () => {
    expect(m(banner)).toEqual({});
    expect(ZBannerForm.parse({ fileID: banner.fileID })).toMatchObject({
      blockID: null,
      rotation: 5,
      position: 1,
      active: true,
      titleBold: false,
      bckOpacity: null,
    });
    expect(ZBannerForm.parse(banner).titleColor).toBe("#ffffff");
  });
  it("a YouTube video instead of the image, stored as its privacy-enhanced embed; any other address refused", () => {
    const { fileID: _image, ...noImage } = banner;
    expect(ZBannerForm.parse({ ...noImage, bckColor: null, embedUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }).embedUrl).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(ZBannerForm.parse({ ...banner, embedUrl: "https://youtu.be/dQw4w9WgXcQ" }).embedUrl).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(ZBannerForm.parse({ ...banner, embedUrl: "" }).embedUrl).toBeNull();
    for (const embedUrl of ["https://vimeo.com/1234", "javascript:alert(1)", "https://www.youtube.com/watch?v=corto"])
      expect(m({ ...banner, embedUrl }).embedUrl).toEqual([M.embedInvalid]);
  });
  it("title 100, subtitle 200, description 500, no markup", () => {
    expect(m({ ...banner, title: "t".repeat(101) }).title).toEqual([M.titleMax]);
    expect(m({ ...banner, subtitle: "s".repeat(201) }).subtitle).toEqual([M.subtitleMax]);
    expect(m({ ...banner, description: "d".repeat(501) }).description).toEqual([M.descriptionMax]);
    expect(m({ ...banner, title: "<script>alert('x')</script>" }).title).toEqual([F.htmlNotAllowed]);
    expect(m({ ...banner, subtitle: "<img src=x onerror=alert(1)>" }).subtitle).toEqual([F.htmlNotAllowed]);
  });
  it("colours hex, fonts from the list", () => {
    expect(m({ ...banner, titleColor: "blue" }).titleColor).toEqual([F.colorInvalid]);
    expect(m({ ...banner, bckColor: "#00488" }).bckColor).toEqual([F.colorInvalid]);
    expect(m({ ...banner, subtitleColor: "#fff;background:url(x)" }).subtitleColor).toEqual([F.colorInvalid]);
    expect(m({ ...banner, titleFont: "Comic Sans MS" }).titleFont).toEqual([M.fontInvalid]);
    expect(m({ ...banner, subtitleFont: "x" }).subtitleFont).toEqual([M.fontInvalid]);
  });
  it("links http(s) or a relative path, never javascript:", () => {
    expect(m({ ...banner, link: "javascript:alert(document.cookie)" }).link).toEqual([F.linkInvalid]);
    expect(m({ ...banner, customUrl: "data:text/html;base64,PHNjcmlwdD4=" }).customUrl).toEqual([F.linkInvalid]);
    expect(m({ ...banner, customUrl: "//evil.example/x" }).customUrl).toEqual([F.linkInvalid]);
    expect(m({ ...banner, link: "https://www.gov.co/servicios", customUrl: "/pqrds" })).toEqual({});
  });
  it("image required, valid ids; opacity 0–100; rotation 1–60; position 1–3", () => {
    // A banner without an image is text on its background colour; with neither it would show nothing.
    expect(m({ ...banner, fileID: null, bckColor: null }).fileID).toEqual([M.imageRequired]);
    expect(m({ ...banner, fileID: null }).fileID).toBeUndefined();
    expect(m({ ...banner, fileID: "../../x" }).fileID).toEqual([M.imageInvalid]);
    expect(m({ ...banner, mobileFileID: "a b" }).mobileFileID).toEqual([M.imageInvalid]);
    expect(m({ ...banner, bckOpacity: 101 }).bckOpacity).toEqual([M.opacityRange]);
    expect(m({ ...banner, bckOpacity: -1 }).bckOpacity).toEqual([M.opacityRange]);
    expect(m({ ...banner, bckOpacity: 50.5 }).bckOpacity).toEqual([M.opacityRange]);
    expect(m({ ...banner, rotation: 0 }).rotation).toEqual([F.rotationRange]);
    expect(m({ ...banner, position: 4 }).position).toEqual([M.positionInvalid]);
    expect(m({ ...banner, blockID: "uno" }).blockID).toEqual([M.blockInvalid]);
  });
});

describe("banner calls", () => {
  it("refs, sort, global update, exclude, slider variant", () => {
    expect(coverage.messagesOf(ZBannerRef, { bannerID: 0 }).bannerID).toEqual([M.notFound]);
    expect(coverage.messagesOf(ZBannerSort, { bannerIDs: [3, 3] }).bannerIDs).toEqual([M.sortInvalid]);
    expect(ZBannerSort.parse({ bannerIDs: [3, "1"] }).bannerIDs).toEqual([3, 1]);
    expect(coverage.messagesOf(ZBannerGlobalUpdate, { rotation: 100 }).rotation).toEqual([F.rotationRange]);
    expect(ZBannerExclude.parse({ bannerID: 2 })).toEqual({ bannerID: 2, removeBySite: true });
    expect(coverage.messagesOf(ZSliderConf, { variant: 4 }).variant).toEqual([M.sliderVariantInvalid]);
    expect(ZSliderConf.parse({ variant: "3" })).toEqual({ variant: 3 });
  });
  it("gives every message", () => {
    coverage.saw(M.notFound);
    // A server refusal (banner-admin.api.test.ts "a required banner is never excluded").
    coverage.saw(M.requiredNotExcluded);
    expect(coverage.unused()).toEqual([]);
  });
});
