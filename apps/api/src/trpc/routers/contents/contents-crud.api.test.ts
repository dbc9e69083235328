import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { CONTENT_MESSAGES as M } from "@portal/schemas/contents/content-messages";
import { CONTENT_QUERY_MESSAGES as Q } from "@portal/schemas/contents/content-query-options";
import { countdownToStart } from "@portal/schemas/contents/countdown";
import { PAGE_PREVIEW_MESSAGES } from "@portal/schemas/contents/page-preview.schema";
import { FILE_MESSAGES } from "@portal/schemas/files/upload.schema";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { contentAdmin, createContent, createSection, FORMS, storedFile } from "./contents-testing.ts";

let h: ApiHarness;
let admin: string;
let citizen: string;
let section: { tagID: number; friendlyName: string };

useApiHarness(async (started) => {
  h = started;
  admin = await contentAdmin(h);
  citizen = (await h.registerCitizen()).token;
  section = await createSection(h, admin);
});

const contentCount = () => h.db.content.count();
/** A refused call: the status, the first detail's Spanish message, and nothing written. */
async function refused(call: () => Promise<{ status: number; body: any }>, status: number, message?: string) {
  const before = await contentCount();
  const res = await call();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (message) expect(res.body.error.details[0].message).toBe(message);
  expect(await contentCount()).toBe(before);
  return res;
}
const post =
  (body: Record<string, unknown>, token: string | null = admin) =>
  () =>
    h.call("POST", "/api/v1/contents", { tags: [section.tagID], ...body }, token);

describe("POST contents: who may create", () => {
  it("refuses visitors (401) and logged users without the Contents permission (403)", async () => {
    await refused(post(FORMS.article, null), 401);
    await refused(post(FORMS.article, citizen), 403);
  });
});

describe("POST contents: every type with its local attributes", () => {
  it("an article: rich text sanitised, friendly name from the name, unique with a number", async () => {
    const body = `<p onclick="robar()">Hola <a href="javascript:alert(1)">enlace</a><img src="x" onerror="alert(1)"></p><script>alert(1)</script><iframe src="https://evil.example/x"></iframe>`;
    const first = await createContent(h, admin, { ...FORMS.article, name: "Informe de gestión 2025", body }, section.tagID);
    expect(first.friendlyName).toBe("informe-de-gestion-2025");
    expect(first.bodyHtml).toBe("<p>Hola <a>enlace</a></p>");
    expect(first.published).toBe(true);
    expect(new Date(first.closingDate).toISOString()).toBe("2038-01-01T05:00:00.000Z");
    const second = await createContent(h, admin, { ...FORMS.article, name: "Informe de gestión 2025" }, section.tagID);
    expect(second.friendlyName).toBe("informe-de-gestion-2025-2");
    // Read back through tRPC by a visitor, inside its section.
    const input = encodeURIComponent(JSON.stringify({ friendlyName: first.friendlyName, tag: section.friendlyName }));
    const read = await h.call("GET", `/trpc/contents.detail?input=${input}`);
    expect(read.status).toBe(200);
    expect(read.body.result.data.bodyHtml).toBe("<p>Hola <a>enlace</a></p>");
  });

  it("event, accountability and procedure keep their attributes", async () => {
    const attrs = (c: Record<string, any>) => Object.fromEntries((c.attributes as { name: string; value: string }[]).map((a) => [a.name, a.value]));
    const event = await createContent(h, admin, FORMS.event, section.tagID);
    expect(attrs(event)).toEqual({ EventHost: "Alcaldía", EventLocation: "Parque principal" });
    expect(event.startHour).toBe("08");
    const accountability = await createContent(h, admin, FORMS.accountability, section.tagID);
    expect(attrs(accountability)).toEqual({ AccountabilityBase: "10 km", AccountabilityGoal: "50 km", AccountabilityPercentage: "45.5" });
    const stored = await h.db.content.findUniqueOrThrow({ where: { contentID: accountability.contentID } });
    expect(stored.body).toHaveLength(50);
    expect(accountability.percentage).toBe(45.5);
    const challenge = await createContent(h, admin, FORMS.challenge, section.tagID);
    expect(challenge).toMatchObject({ percentageDate: 0, daysToComplete: challenge.daysToStart + 31 });
    expect(challenge.daysToStart).toBeGreaterThan(0);
    const procedure = await createContent(h, admin, FORMS.procedure, section.tagID);
    expect(attrs(procedure)).toMatchObject({ ProcedureTypeID: "2", ProcedureCostType: "2", ProcedureValue: "25.000", ProcedureTime: "15 días hábiles" });
  });

  it("vote options, poll questions and gallery images", async () => {
    const vote = await createContent(h, admin, FORMS.vote, section.tagID);
    expect(vote.answerOptions.map((o: any) => [o.text, o.percentage])).toEqual([
      ["Sí", 0],
      ["No", 0],
    ]);
    const poll = await createContent(h, admin, FORMS.poll, section.tagID);
    expect(poll.contentPoll.map((q: any) => [q.typeQuestion, q.contentAnswers.length])).toEqual([
      [1, 0],
      [2, 0],
      [3, 2],
      [4, 3],
    ]);
    const images = [await storedFile(h, { isImage: true }), await storedFile(h, { isImage: true })];
    const gallery = await createContent(
      h,
      admin,
      { ...FORMS.gallery, imagePrincipalFileID: images[0], files: images.map((fileID) => ({ fileID, isImage: true })) },
      section.tagID,
    );
    expect(gallery.files.map((f: any) => f.filePath)).toEqual(images.map((id) => `/files/${id}`));
    expect(gallery.imagePrincipal.fileID).toBe(images[0]);
    expect((await h.db.storedFile.findUniqueOrThrow({ where: { fileID: images[0]! } })).attachedAt).not.toBeNull();
  });
});

describe("POST contents: bad input changes nothing and answers the spec's message", () => {
  it("the form's rules (section 5), verbatim", async () => {
    await refused(post({ ...FORMS.article, name: "abc" }), 400, M.nameMin);
    await refused(post({ ...FORMS.article, name: "!!!!!" }), 400, M.nameInvalid);
    await refused(post({ ...FORMS.article, description: "corta" }), 400, M.descriptionMin);
    await refused(post({ ...FORMS.article, withoutClosingDate: false }), 400, M.closingDateRequired);
    await refused(post({ ...FORMS.article, externalLink: "javascript:alert(1)" }), 400, M.linkInvalid);
    await refused(post({ ...FORMS.event, endDate: "2099-04-30" }), 400, M.eventEndAfterStart);
    await refused(post({ ...FORMS.accountability, accountabilityPercentage: 150 }), 400, M.percentageMax);
    await refused(post({ ...FORMS.procedure, procedureValue: null }), 400, M.procedureValueRequired);
    await refused(post({ ...FORMS.vote, answerOptions: [{ text: "Sí" }] }), 400, M.voteOptionsMin);
    await refused(post({ ...FORMS.poll, contentPoll: [{ text: "¿Corta?", typeQuestion: 1 }] }), 400, M.pollQuestionMin);
    await refused(post({ ...FORMS.article, commentWallType: null }), 400, M.wallTypeRequired);
  });

  it("sections, categories and files must exist and fit", async () => {
    await refused(post({ ...FORMS.article, tags: [] }), 400, Q.sectionRequired);
    const onlyNews = await createSection(h, admin, { validContentTypes: [1] });
    await refused(post({ ...FORMS.vote, tags: [onlyNews.tagID] }), 400, Q.typeNotAllowed);
    await refused(post({ ...FORMS.article, labels: [999_999] }), 400, Q.labelInvalid);
    await refused(post({ ...FORMS.gallery, imagePrincipalFileID: "no-existe", files: [{ fileID: "no-existe", isImage: true }] }), 400, FILE_MESSAGES.invalidId);
    // A PDF sent as an image, and a PQRDS attachment (private, another kind) used as a content file.
    const pdf = await storedFile(h, { isImage: false });
    await refused(post({ ...FORMS.gallery, imagePrincipalFileID: pdf, files: [{ fileID: pdf, name: "foto.png", isImage: true }] }), 400, M.fileWrongType);
    const attachment = await storedFile(h, { isImage: true, purpose: "complaint" });
    await refused(post({ ...FORMS.gallery, imagePrincipalFileID: attachment, files: [{ fileID: attachment, isImage: true }] }), 400, FILE_MESSAGES.invalidId);
    const seven = await Promise.all(Array.from({ length: 7 }, () => storedFile(h, { isImage: true })));
    await refused(
      post({ ...FORMS.gallery, imagePrincipalFileID: seven[0], files: seven.map((fileID) => ({ fileID, isImage: true })) }),
      400,
      M.galleryImagesMax,
    );
  });

  it("a section holds at most 216 gallery images", async () => {
    const galleries = await createSection(h, admin, { validContentTypes: [15] });
    const images = await Promise.all(Array.from({ length: 6 }, () => storedFile(h, { isImage: true })));
    const files = images.map((fileID) => ({ fileID, isImage: true }));
    // 36 galleries of 6 fill the section (written directly: the limit, not the 36 calls, is under test).
    for (let i = 0; i < 36; i++) {
      await h.db.content.create({
        data: {
          contentType: 15,
          name: `Galería ${i}`,
          friendlyName: `galeria-llena-${i}`,
          tags: { create: { tagID: galleries.tagID } },
          files: { create: images.map((fileID) => ({ fileID, name: "a.png", isImage: true })) },
        },
      });
    }
    await refused(post({ ...FORMS.gallery, tags: [galleries.tagID], imagePrincipalFileID: images[0], files: files.slice(0, 1) }), 400, M.gallerySectionFull);
  });
});

describe("PUT contents/{friendlyName}", () => {
  it("edits, publishes again and keeps the friendly name; the type cannot change", async () => {
    const article = await createContent(h, admin, { ...FORMS.article, name: "Noticia para editar" }, section.tagID);
    expect((await h.call("POST", `/api/v1/contents/${article.friendlyName}/disable`, {}, admin)).status).toBe(200);
    const edited = await h.call(
      "PUT",
      `/api/v1/contents/${article.friendlyName}`,
      { ...FORMS.article, name: "Noticia editada", tags: [section.tagID], body: "<b>nuevo</b><script>x</script>" },
      admin,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ friendlyName: article.friendlyName, name: "Noticia editada", published: true, bodyHtml: "<b>nuevo</b>" });
    const retyped = await h.call("PUT", `/api/v1/contents/${article.friendlyName}`, { ...FORMS.vote, tags: [section.tagID] }, admin);
    expect(retyped.status).toBe(400);
    expect(retyped.body.error.details[0].message).toBe(Q.typeChange);
    expect((await h.call("PUT", `/api/v1/contents/${article.friendlyName}`, { ...FORMS.article, tags: [section.tagID] }, citizen)).status).toBe(403);
    expect((await h.db.content.findUniqueOrThrow({ where: { contentID: article.contentID } })).name).toBe("Noticia editada");
  });
});

describe("GET contents/{friendlyName}, sections and previews", () => {
  it("a content read inside another section, or unknown, is not found", async () => {
    const article = await createContent(h, admin, FORMS.article, section.tagID);
    const other = await createSection(h, admin);
    expect((await h.call("GET", `/api/v1/contents/${article.friendlyName}?tag=${other.friendlyName}`)).status).toBe(404);
    expect((await h.call("GET", `/api/v1/contents/no-existe`)).status).toBe(404);
    const unknownSection = await h.call("GET", `/api/v1/tags/no-existe`);
    expect([unknownSection.status, unknownSection.body.error.message]).toEqual([404, Q.sectionNotFound]);
    const existing = await h.db.tag.findUniqueOrThrow({ where: { tagID: other.tagID } });
    const duplicate = await h.call("POST", "/api/v1/tags", { name: existing.name, validContentTypes: [1] }, admin);
    expect(duplicate.body.error.details[0].message).toBe(Q.sectionDuplicate);
    const types = await h.call("GET", `/api/v1/contents/typesavailable/${other.friendlyName}`);
    expect(types.body.map((t: any) => t.contentType)).toEqual([1, 2, 3, 5, 9, 14, 15, 100]);
  });

  it("lists answer each content's document (its first file, else its link) for the normatividad rows", async () => {
    const docs = await createSection(h, admin, { validContentTypes: [10] });
    const pdf = await storedFile(h, { isImage: false });
    const doc = { contentType: 10, description: "Decreto que regula la movilidad del centro", commentWallType: 2, startingDate: "2025-03-01" };
    await createContent(h, admin, { ...doc, name: "Decreto con archivo", files: [{ fileID: pdf }] }, docs.tagID);
    await createContent(h, admin, { ...doc, name: "Decreto con enlace", embedUrl: "https://www.gov.co/decreto" }, docs.tagID);
    const list = await h.call("GET", `/api/v1/contents?tag=${docs.friendlyName}&orderBy=name`);
    expect(list.body.items.map((c: any) => [c.name, c.document])).toEqual([
      ["Decreto con archivo", { name: "archivo.pdf", filePath: `/files/${pdf}`, isFile: true }],
      ["Decreto con enlace", { name: "https://www.gov.co/decreto", filePath: "https://www.gov.co/decreto", isFile: false }],
    ]);
  });

  it("a challenge starting within a day counts minutes to its start (the card says hours or minutes)", async () => {
    const inThreeHours = new Date(Date.now() + 3 * 3600_000).toISOString();
    const inTenDays = new Date(Date.now() + 10 * 24 * 3600_000).toISOString();
    const c = await createContent(
      h,
      admin,
      { ...FORMS.challenge, name: "Reto de innovación en movilidad", startingDate: inThreeHours, closingDate: inTenDays },
      section.tagID,
    );
    const detail = (await h.call("GET", `/api/v1/contents/${c.friendlyName}`)).body;
    expect(detail.daysToStart).toBe(1);
    expect(detail.minutesToStart).toBeGreaterThanOrEqual(178);
    expect(detail.minutesToStart).toBeLessThanOrEqual(180);
    expect(countdownToStart(detail.minutesToStart)).toMatch(/^Faltan [23] horas para iniciar$/);
  });

  it("PUT tags/{id} edits a section's settings, keeps those it does not name, and keeps the types its contents have", async () => {
    const own = await createSection(h, admin, { isPrivate: true, validContentTypes: [1, 3] });
    await createContent(h, admin, FORMS.article, own.tagID);
    const put = (body: Record<string, unknown>, token: string | null = admin) => h.call("PUT", `/api/v1/tags/${own.tagID}`, body, token);
    expect((await put({ name: "Sección ajena" }, citizen)).status).toBe(403);
    const renamed = await put({ name: "Normas y decretos", description: "Normas de la entidad", templateType: "Sortable" });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const row = await h.db.tag.findUniqueOrThrow({ where: { tagID: own.tagID } });
    // The friendly name stays (shared links keep working); privacy and types were not named, so they stay.
    expect(row).toMatchObject({
      name: "Normas y decretos",
      description: "Normas de la entidad",
      templateType: "Sortable",
      isPrivate: true,
      validContentTypes: [1, 3],
      friendlyName: own.friendlyName,
    });
    const dropped = await put({ validContentTypes: [3] });
    expect(dropped.status).toBe(400);
    expect(dropped.body.error.details[0]).toEqual({ path: "validContentTypes", message: Q.sectionTypeInUse.replace("{0}", "Noticia") });
    expect((await put({ validContentTypes: [1], isPrivate: false })).status).toBe(200);
    expect(await h.db.tag.findUniqueOrThrow({ where: { tagID: own.tagID } })).toMatchObject({ validContentTypes: [1], isPrivate: false });
  });

  it("GET pagepreviews refuses loopback addresses and non-http links", async () => {
    const server: Server = createServer((_req, res) => res.end("<title>interno</title>"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const res = await h.call("GET", `/api/v1/pagepreviews?url=${encodeURIComponent(url)}`);
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].message).toBe(PAGE_PREVIEW_MESSAGES.unavailable);
      // The IPv4-compatible spelling of the same address is refused with the same words.
      const compatible = await h.call("GET", `/api/v1/pagepreviews?url=${encodeURIComponent(`http://[::7f00:1]:${(server.address() as AddressInfo).port}/`)}`);
      expect(compatible.body).toEqual(res.body);
      const script = await h.call("GET", `/api/v1/pagepreviews?url=${encodeURIComponent("javascript:alert(1)")}`);
      expect(script.status).toBe(400);
      expect(script.body.error.details[0].message).toBe(PAGE_PREVIEW_MESSAGES.invalidUrl);
    } finally {
      server.close();
    }
  });
});
