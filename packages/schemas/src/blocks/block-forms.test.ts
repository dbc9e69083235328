import { describe, expect, it } from "vitest";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { messageCoverage } from "../testing/message-coverage.ts";
import { BLOCK_PAGE_EDITORS, BLOCK_SUBSECTIONS, BLOCK_TYPE_NAMES } from "./block-catalog.ts";
import { BLOCK_FIELD_MESSAGES as F, isSafeLink } from "./block-fields.ts";
import { BLOCK_MESSAGES as M, ZBlockForm, ZBlockItems, ZBlockRef, ZBlockSort, ZBlockStatus } from "./block-forms.ts";

const coverage = messageCoverage(M, F);
const m = (input: unknown) => coverage.messagesOf(ZBlockForm, input);
const block = { type: 6, status: 1, frame: { title: "Trámites en línea", color: "#004884", url: "/tramites-y-servicios" } };

describe("ZBlockForm", () => {
  it("accepts a block and fills the frame's defaults", () => {
    expect(m(block)).toEqual({});
    const parsed = ZBlockForm.parse({ type: "19" });
    expect(parsed).toMatchObject({
      type: 19,
      status: 1,
      blockSectionID: null,
      frame: { title: null, titleExists: true, sections: [] },
      listSocialNetworks: [],
    });
  });
  it("type 1–19 required, status 0 or 1", () => {
    expect(m({}).type).toEqual([M.typeRequired]);
    expect(m({ type: 20 }).type).toEqual([M.typeRequired]);
    expect(m({ type: 0 }).type).toEqual([M.typeRequired]);
    expect(m({ ...block, status: 2 }).status).toEqual([M.statusInvalid]);
    expect(m({ ...block, blockSectionID: "x" }).blockSectionID).toEqual([M.sectionInvalid]);
    expect(Object.keys(BLOCK_TYPE_NAMES)).toHaveLength(19);
  });
  it("frame: title 150 without markup, hex colour, safe url, rotation 1–60", () => {
    expect(m({ ...block, frame: { title: "t".repeat(151) } })["frame.title"]).toEqual([M.titleMax]);
    expect(m({ ...block, frame: { title: "<script>alert(1)</script>" } })["frame.title"]).toEqual([F.htmlNotAllowed]);
    expect(m({ ...block, frame: { title: "&lt;img src=x onerror=alert(1)&gt;" } })["frame.title"]).toEqual([F.htmlNotAllowed]);
    expect(m({ ...block, frame: { color: "red" } })["frame.color"]).toEqual([F.colorInvalid]);
    expect(m({ ...block, frame: { color: "#12345" } })["frame.color"]).toEqual([F.colorInvalid]);
    expect(ZBlockForm.parse({ ...block, frame: { color: "#ABC" } }).frame.color).toBe("#abc");
    expect(m({ ...block, frame: { url: "javascript:alert(1)" } })["frame.url"]).toEqual([F.linkInvalid]);
    expect(m({ ...block, frame: { url: `https://a.gov.co/${"x".repeat(500)}` } })["frame.url"]).toEqual([F.linkMax]);
    expect(m({ ...block, frame: { rotation: 0 } })["frame.rotation"]).toEqual([F.rotationRange]);
    expect(m({ ...block, frame: { rotation: 61 } })["frame.rotation"]).toEqual([F.rotationRange]);
  });
  it("frame: position/company 100, content order from the list, 1–8 contents, 12 sections, zoom 1–19", () => {
    expect(m({ ...block, frame: { company: "c".repeat(101) } })["frame.company"]).toEqual([M.nameMax]);
    expect(m({ ...block, frame: { contentOrder: "random" } })["frame.contentOrder"]).toEqual([M.contentOrderInvalid]);
    expect(m({ ...block, frame: { numberContents: 9 } })["frame.numberContents"]).toEqual([M.numberContentsRange]);
    expect(m({ ...block, frame: { numberContents: 2.5 } })["frame.numberContents"]).toEqual([M.numberContentsRange]);
    expect(m({ ...block, frame: { sections: Array.from({ length: 13 }, (_, i) => ({ tagID: i + 1 })) } })["frame.sections"]).toEqual([M.tooManySections]);
    expect(m({ ...block, frame: { sections: [{ tagID: "abc" }] } })["frame.sections.0.tagID"]).toEqual([M.sectionInvalid]);
    expect(m({ ...block, frame: { labelIdentifiers: Array.from({ length: 51 }, (_, i) => i + 1) } })["frame.labelIdentifiers"]).toEqual([M.tooManyItems]);
    expect(m({ ...block, frame: { zoom: 20 } })["frame.zoom"]).toEqual([M.zoomRange]);
  });
  it("frame: coordinates in range and in pairs", () => {
    expect(m({ ...block, frame: { latitude: 91, longitude: 0 } })["frame.latitude"]).toEqual([COMMON_MESSAGES.latitudeRange]);
    expect(m({ ...block, frame: { latitude: 4.6, longitude: "-181" } })["frame.longitude"]).toEqual([COMMON_MESSAGES.longitudeRange]);
    expect(m({ ...block, frame: { latitude: 4.6 } })["frame.latitude"]).toEqual([M.coordinatesRequired]);
    expect(ZBlockForm.parse({ ...block, frame: { latitude: "4.6097", longitude: "-74.0817" } }).frame).toMatchObject({ latitude: 4.6097, longitude: -74.0817 });
  });
  it("only a text block carries HTML; other descriptions are plain text up to 500", () => {
    expect(m({ type: 16, frame: { description: "<p>Hola <strong>ciudadanía</strong></p>" } })).toEqual({});
    expect(m({ type: 16, frame: { description: "x".repeat(20_001) } })["frame.description"]).toEqual([M.textMax]);
    expect(m({ ...block, frame: { description: "<p>no</p>" } })["frame.description"]).toEqual([F.htmlNotAllowed]);
    expect(m({ ...block, frame: { description: "d".repeat(501) } })["frame.description"]).toEqual([M.descriptionMax]);
  });
  it("social handles and networks: a handle or an https url, each network once", () => {
    expect(m({ ...block, frame: { facebook: "@alcaldia.ejemplo", twitter: "https://x.com/alcaldia" } })).toEqual({});
    expect(m({ ...block, frame: { youtube: "javascript:alert(1)" } })["frame.youtube"]).toEqual([M.socialHandleInvalid]);
    const networks = (list: unknown) => m({ type: 11, listSocialNetworks: list });
    expect(networks([{ network: "tiktok", url: "https://t.co" }])["listSocialNetworks.0.network"]).toEqual([M.socialNetworkInvalid]);
    expect(networks([{ network: "facebook", url: "" }])["listSocialNetworks.0.url"]).toEqual([M.socialUrlRequired]);
    expect(
      networks([
        { network: "facebook", url: "https://fb.com/a" },
        { network: "facebook", url: "https://fb.com/b" },
      ])["listSocialNetworks.1.network"],
    ).toEqual([M.socialNetworkRepeated]);
    const five = ["facebook", "twitter", "youtube", "instagram", "facebook"].map((network) => ({ network, url: "https://a.co" }));
    expect(networks(five).listSocialNetworks).toEqual([M.socialNetworkRepeated]);
  });
});

describe("links", () => {
  it("http(s) with a host or a path of the portal, nothing else", () => {
    for (const ok of ["https://www.gov.co", "http://a.co/x?y=1", "/tema/noticias", "/"]) expect(isSafeLink(ok)).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<script>",
      "//evil.example",
      "/\\evil.example",
      "vbscript:x",
      "https://",
      "ftp://a.co",
      "tema/noticias",
      'https://a.co/"onmouseover=x',
    ]) {
      expect(isSafeLink(bad), bad).toBe(false);
    }
  });
});

describe("block children", () => {
  const items = (kind: keyof typeof ZBlockItems, list: unknown) => coverage.messagesOf(ZBlockItems[kind], { blockID: 1, items: list });
  it("shortcuts need a name and a safe url; 24 at most", () => {
    expect(items("shortcuts", [{ name: "PQRDS", url: "/pqrds" }])).toEqual({});
    expect(items("shortcuts", [{ name: "", url: "/pqrds" }])["items.0.name"]).toEqual([M.nameRequired]);
    expect(items("shortcuts", [{ name: "n".repeat(101), url: "/pqrds" }])["items.0.name"]).toEqual([M.nameMax]);
    expect(items("shortcuts", [{ name: "<b>x</b>", url: "/pqrds" }])["items.0.name"]).toEqual([F.htmlNotAllowed]);
    expect(items("shortcuts", [{ name: "PQRDS" }])["items.0.url"]).toEqual([M.urlRequired]);
    expect(items("shortcuts", [{ name: "PQRDS", url: "javascript:alert(1)" }])["items.0.url"]).toEqual([F.linkInvalid]);
    expect(items("shortcuts", [{ name: "PQRDS", url: "/pqrds", fileID: "../etc/passwd" }])["items.0.fileID"]).toEqual([M.imageInvalid]);
    expect(
      items(
        "shortcuts",
        Array.from({ length: 25 }, () => ({ name: "A", url: "/a" })),
      ).items,
    ).toEqual([M.tooManyItems]);
  });
  it("persons: e-mail valid, texts plain", () => {
    expect(items("persons", [{ name: "Ana", email: "ana@entidad.gov.co", position: "Alcaldesa" }])).toEqual({});
    expect(items("persons", [{ name: "Ana", email: "ana@" }])["items.0.email"]).toEqual([M.emailInvalid]);
    expect(items("persons", [{ name: "Ana", description: "d".repeat(501) }])["items.0.description"]).toEqual([M.descriptionMax]);
  });
  it("sections: icon 60; map items need both coordinates in range", () => {
    expect(items("sections", [{ name: "Noticias", tagID: 3, icon: "i".repeat(61) }])["items.0.icon"]).toEqual([M.iconMax]);
    expect(items("mapItems", [{ name: "Sede", latitude: 4.6, longitude: -74.1 }])).toEqual({});
    expect(items("mapItems", [{ name: "Sede", latitude: 4.6 }])["items.0.longitude"]).toEqual([M.coordinatesRequired]);
    expect(items("mapItems", [{ name: "Sede", latitude: "norte", longitude: 1 }])["items.0.latitude"]).toEqual([COMMON_MESSAGES.latitudeRange]);
    expect(items("logos", [{ name: "Gobierno", url: "https://www.gov.co" }])).toEqual({});
  });
});

describe("refs, status and sort", () => {
  it("ids and orders", () => {
    expect(coverage.messagesOf(ZBlockRef, { blockID: "x" }).blockID).toEqual([M.notFound]);
    expect(coverage.messagesOf(ZBlockStatus, { blockID: 1, status: 3 }).status).toEqual([M.statusInvalid]);
    expect(coverage.messagesOf(ZBlockSort, { blockIDs: [] }).blockIDs).toEqual([M.sortInvalid]);
    expect(coverage.messagesOf(ZBlockSort, { blockIDs: [1, 1] }).blockIDs).toEqual([M.sortInvalid]);
    expect(ZBlockSort.parse({ blockIDs: ["2", 1] })).toEqual({ blockSectionID: null, blockIDs: [2, 1] });
  });
  it("every sub-section and full-page editor names real block types", () => {
    for (const entry of [...Object.values(BLOCK_SUBSECTIONS), ...Object.values(BLOCK_PAGE_EDITORS)]) {
      for (const type of entry.types) expect(BLOCK_TYPE_NAMES[type]).toBeTruthy();
    }
  });
  it("gives every message (the rest come from the server, checked by the API tests)", () => {
    for (const server of [M.typeLocked, M.notFound, M.wrongKind, M.shortcutsToShow, M.personsToShow]) coverage.saw(server);
    expect(coverage.unused()).toEqual([]);
  });
});
