import * as XLSX from "@e965/xlsx";
import { CONTENT_EXPORT_MESSAGES as M } from "@portal/schemas/contents/content-export.schema";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../testing/api-harness.ts";
import { contentAdmin, createContent, createSection, FORMS } from "../trpc/routers/contents/contents-testing.ts";

let h: ApiHarness;
let admin: string;
let commentAdmin: string;
let citizen: string;
let section: { tagID: number; friendlyName: string };

useApiHarness(async (started) => {
  h = started;
  admin = await contentAdmin(h);
  citizen = (await h.registerCitizen()).token;
  const moderator = await h.registerCitizen();
  await h.db.userPermission.create({ data: { userId: (await h.db.user.findUniqueOrThrow({ where: { email: moderator.email } })).id, permission: "Comments" } });
  commentAdmin = moderator.token;
  section = await createSection(h, admin);
});

const tokenFor = (kind: string, contentID: number, token: string | null) =>
  h.call("GET", `/api/v1/downloadtoken?kind=${kind}&contentID=${contentID}`, undefined, token);

/** Downloads the bytes at `path` (under the base path) and reads the workbook. */
async function download(path: string) {
  const res = await fetch(`${h.baseUrl}/api/v1/${path}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, book: res.status === 200 ? XLSX.read(bytes, { type: "buffer", cellDates: true }) : null, bytes };
}
const rowsOf = (book: XLSX.WorkBook, sheet: string) => XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[sheet]!, { header: 1 });

describe("exports (Descargar resultados, comments) through a short-lived download token", () => {
  it("votes: a content admin gets a token, downloads a real .xlsx once; the token is hashed at rest", async () => {
    const vote = await createContent(h, admin, FORMS.vote, section.tagID);
    for (const [i, answer] of [0, 0, 1].entries()) {
      const voter = i === 0 ? citizen : (await h.registerCitizen()).token;
      const res = await h.call("POST", `/api/v1/contents/${vote.friendlyName}/vote`, { selectedAnswers: [vote.answerOptions[answer].voteOptionID] }, voter);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const granted = await tokenFor("votes", vote.contentID, admin);
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body).toMatchObject({ expiresInSeconds: 60, path: expect.stringMatching(/^content\/votes\/export\?contentID=\d+&token=/) });
    // Redis holds only the token's hash.
    const keys = await h.deps.redis.keys("content-export:*");
    expect(keys.some((k) => k.includes(granted.body.token))).toBe(false);
    expect(await h.deps.redis.ttl(keys[0]!)).toBeLessThanOrEqual(60);

    const first = await download(granted.body.path);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(first.res.headers.get("content-disposition")).toContain("attachment");
    expect(first.bytes.subarray(0, 2).toString()).toBe("PK");
    expect(rowsOf(first.book!, "Resultados")).toEqual([
      ["Opción", "Votos", "Porcentaje"],
      ["Sí", 2, 66.7],
      ["No", 1, 33.3],
    ]);
    // Each vote with its date and option, never who cast it: the secrecy of a vote is the voter's.
    const votes = rowsOf(first.book!, "Votos");
    expect(votes[0]).toEqual(["Fecha", "Opción"]);
    expect(votes.slice(1).map((v) => v[1])).toEqual(["Sí", "Sí", "No"]);
    expect(JSON.stringify(rowsOf(first.book!, "Votos"))).not.toContain("Camila");
    expect(JSON.stringify(rowsOf(first.book!, "Votos"))).not.toContain("Rojas");
    // Single use.
    const again = await download(granted.body.path);
    expect(again.res.status).toBe(404);
    expect(JSON.parse(again.bytes.toString()).error.message).toBe(M.tokenInvalid);
  });

  it("polls export their questions and answers under the votes export", async () => {
    const poll = await createContent(h, admin, FORMS.poll, section.tagID);
    const [open, yesNo, single, multiple] = poll.contentPoll;
    const answered = await h.call(
      "POST",
      `/api/v1/contents/${poll.friendlyName}/votepoll`,
      [
        { contentPollID: open.contentPollID, typeQuestion: 1, value: "Me parece muy bueno para el barrio" },
        { contentPollID: yesNo.contentPollID, typeQuestion: 2, value: "true" },
        { contentPollID: single.contentPollID, typeQuestion: 3, SelectedAnswers: [single.contentAnswers[1].contentAnswerID] },
        { contentPollID: multiple.contentPollID, typeQuestion: 4, SelectedAnswers: [multiple.contentAnswers[0].contentAnswerID] },
      ],
      citizen,
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const { book } = await download((await tokenFor("votes", poll.contentID, admin)).body.path);
    const sheet = rowsOf(book!, "Respuestas");
    expect(sheet[0]).toEqual(["Fecha", "Pregunta", "Respuesta"]);
    const answers = sheet.map((r) => r[2]);
    expect(answers).toContain("Me parece muy bueno para el barrio");
    expect(answers).toContain("Domingo");
    // The answers are the poll's, not the person's: their name is in none of the sheets.
    for (const name of book!.SheetNames) expect(JSON.stringify(rowsOf(book!, name))).not.toContain("Camila");
    expect(rowsOf(book!, "Resultados")[0]).toEqual(["Pregunta", "Respuesta", "Votos", "Porcentaje"]);
  });

  it("comments: content or comment admins; formula-leading text stays text; the token names one content and one export", async () => {
    const article = await createContent(h, admin, { ...FORMS.article, name: "Consulta sobre el parque" }, section.tagID);
    await h.call("POST", "/api/v1/comments", { contentID: article.contentID, value: '=HYPERLINK("http://malo") comentario' }, citizen);
    await h.call("POST", "/api/v1/comments", { contentID: article.contentID, value: "Un comentario normal y suficiente" }, citizen);
    const granted = await tokenFor("comments", article.contentID, commentAdmin);
    expect(granted.status).toBe(200);
    expect(granted.body.path).toMatch(/^contents\/consulta-sobre-el-parque\/comments\/export\?token=/);
    // A token for comments does not open the votes export, nor another content's comments, and is spent trying.
    const wrong = await download(
      `contents/${(await createContent(h, admin, FORMS.article, section.tagID)).friendlyName}/comments/export?token=${encodeURIComponent(granted.body.token)}`,
    );
    expect(wrong.res.status).toBe(404);
    const fresh = await tokenFor("comments", article.contentID, admin);
    const { res, book } = await download(fresh.body.path);
    expect(res.status).toBe(200);
    const rows = rowsOf(book!, "Comentarios");
    expect(rows[0]).toEqual(["ID", "Responde a", "Fecha", "Autor", "Comentario", "Estado", "Me gusta", "Respuestas"]);
    expect(rows).toHaveLength(3);
    const cell = book!.Sheets.Comentarios!.E2!;
    expect(cell.t).toBe("s");
    expect(cell.f).toBeUndefined();
    expect(String(cell.v).startsWith(" =")).toBe(true);
  });

  it("a token taken before its holder lost the permission, or was deactivated, downloads nothing", async () => {
    const article = await createContent(h, admin, { ...FORMS.article, name: "Consulta con autores" }, section.tagID);
    await h.call("POST", "/api/v1/comments", { contentID: article.contentID, value: "Un comentario con el nombre de su autora" }, citizen);
    const moderator = await h.registerCitizen();
    const { id } = await h.db.user.findUniqueOrThrow({ where: { email: moderator.email } });
    await h.db.userPermission.create({ data: { userId: id, permission: "Comments" } });
    const revoked = await tokenFor("comments", article.contentID, moderator.token);
    expect(revoked.status).toBe(200);
    await h.db.userPermission.deleteMany({ where: { userId: id } });
    const refused = await download(revoked.body.path);
    expect(refused.res.status).toBe(404);
    expect(JSON.parse(refused.bytes.toString()).error.message).toBe(M.tokenInvalid);

    await h.db.userPermission.create({ data: { userId: id, permission: "Comments" } });
    const deactivated = await tokenFor("comments", article.contentID, moderator.token);
    expect(deactivated.status).toBe(200);
    await h.db.user.update({ where: { id }, data: { active: false } });
    expect((await download(deactivated.body.path)).res.status).toBe(404);
  });

  it("refuses tokens to visitors (401), citizens and the wrong permission (403), wrong content types (400)", async () => {
    const vote = await createContent(h, admin, FORMS.vote, section.tagID);
    const challenge = await createContent(h, admin, FORMS.challenge, section.tagID);
    expect((await tokenFor("votes", vote.contentID, null)).status).toBe(401);
    expect((await tokenFor("votes", vote.contentID, citizen)).status).toBe(403);
    expect((await tokenFor("comments", vote.contentID, citizen)).status).toBe(403);
    expect((await tokenFor("votes", vote.contentID, commentAdmin)).status).toBe(403);
    expect((await tokenFor("challenge", challenge.contentID, commentAdmin)).status).toBe(403);
    const wrongType = await tokenFor("votes", challenge.contentID, admin);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.details[0].message).toBe(M.notExportable);
    expect((await tokenFor("votes", 999999, admin)).status).toBe(404);
    // A guessed or absent token downloads nothing.
    expect((await download(`content/votes/export?contentID=${vote.contentID}&token=${"a".repeat(43)}`)).res.status).toBe(404);
    expect((await download(`content/votes/export?contentID=${vote.contentID}`)).res.status).toBe(404);
    // Challenge results: its ideas, most liked first.
    const { res, book } = await download((await tokenFor("challenge", challenge.contentID, admin)).body.path);
    expect(res.status).toBe(200);
    expect(rowsOf(book!, "Ideas")[0]).toEqual(["Fecha", "Autor", "Idea", "Me gusta", "Respuestas"]);
  });
});
