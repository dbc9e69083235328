import { HELP_TEXT_MESSAGES as H } from "@portal/schemas/policies/help-texts.schema";
import { POLICY_MESSAGES as M } from "@portal/schemas/policies/policy.schema";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";

let h: ApiHarness;
let settings: string;
let contents: string;
let citizen: string;

useApiHarness(async (started) => {
  h = started;
  settings = await h.registerStaff("Settings");
  contents = await h.registerStaff("Contents");
  citizen = (await h.registerCitizen()).token;
});

const terms = "Estos son los nuevos términos de uso del portal, versión de prueba.";

describe("policiesterms: versioned texts, each new version seen once", () => {
  it("a fresh portal has no version of its own (the built-in text applies); a visitor has nothing to acknowledge", async () => {
    expect((await h.call("GET", "/api/v1/policiesterms")).body).toEqual({ termType: "terms", TermTerritorial: null, TermGlobal: null });
    expect((await h.call("GET", "/api/v1/policiesterms/treatment")).body.termType).toBe("treatment");
  });

  it("only the Settings permission publishes; the rules and messages hold; refused calls store nothing", async () => {
    for (const [token, status] of [
      [null, 401],
      [citizen, 403],
      [contents, 403],
    ] as const) {
      expect((await h.call("POST", "/api/v1/policiesterms", { term: terms }, token)).status).toBe(status);
    }
    for (const [term, message] of [
      ["", M.termRequired],
      ["corto", M.termMin],
      ["a".repeat(4001), M.termMax],
      [`${terms}<script>alert(1)</script>`, M.markup],
    ] as const) {
      const res = await h.call("POST", "/api/v1/policiesterms", { term }, settings);
      expect(res.status).toBe(400);
      expect(res.body.error.details[0]).toEqual({ path: "term", message });
    }
    expect(await h.db.policyTerm.count()).toBe(0);
  });

  it("a new version is shown to a logged user once: isViewed false until they acknowledge it, then true; the next version again", async () => {
    const v1 = await h.call("POST", "/api/v1/policiesterms", { termType: "terms", term: terms }, settings);
    expect(v1.status, JSON.stringify(v1.body)).toBe(201);
    expect(v1.body).toMatchObject({ termType: "terms", version: 1, term: terms });
    // The author has read it; the citizen has not; a visitor has nothing to acknowledge.
    expect((await h.call("GET", "/api/v1/policiesterms", undefined, settings)).body.TermTerritorial.isViewed).toBe(true);
    const unseen = (await h.call("GET", "/api/v1/policiesterms", undefined, citizen)).body.TermTerritorial;
    expect(unseen).toMatchObject({ id: v1.body.id, version: 1, term: terms, isViewed: false });
    expect((await h.call("GET", "/api/v1/policiesterms")).body.TermTerritorial.isViewed).toBe(true);

    expect((await h.call("PUT", "/api/v1/policiesterms", { id: v1.body.id })).status).toBe(401);
    expect((await h.call("PUT", "/api/v1/policiesterms", { id: v1.body.id }, citizen)).body).toEqual({ id: v1.body.id, isViewed: true });
    expect((await h.call("PUT", "/api/v1/policiesterms", { id: v1.body.id }, citizen)).status).toBe(200);
    expect((await h.call("GET", "/api/v1/policiesterms", undefined, citizen)).body.TermTerritorial.isViewed).toBe(true);

    const v2 = await h.call("POST", "/api/v1/policiesterms", { term: `${terms} Con un cambio.` }, settings);
    expect(v2.body.version).toBe(2);
    expect((await h.call("GET", "/api/v1/policiesterms", undefined, citizen)).body.TermTerritorial).toMatchObject({ version: 2, isViewed: false });
    // Someone who signs up after it accepted the texts in force: nothing new to show them.
    const late = (await h.registerCitizen()).token;
    expect((await h.call("GET", "/api/v1/policiesterms", undefined, late)).body.TermTerritorial).toMatchObject({ version: 2, isViewed: true });
    // An old version cannot be acknowledged in place of the current one.
    const stale = await h.call("PUT", "/api/v1/policiesterms", { id: v1.body.id }, citizen);
    expect(stale.status).toBe(400);
    expect(stale.body.error.details[0]).toEqual({ path: "id", message: M.notCurrent });
    // Each text has its own versions.
    expect((await h.call("GET", "/api/v1/policiesterms/treatment", undefined, citizen)).body.TermTerritorial).toBeNull();
    const history = await h.call("GET", "/api/v1/policiesterms/history", undefined, settings);
    expect(history.body.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(await h.db.policyTermView.count({ where: { termId: v1.body.id } })).toBe(2);
  });
});

describe("tooltips and text resources", () => {
  it("GET sites/tooltips lists the seeded helpers by their numeric keys", async () => {
    const res = await h.call("GET", "/api/v1/sites/tooltips");
    expect(res.body.map((t: { id: number; key: string }) => `${t.id} ${t.key}`)).toEqual([
      "26 normatividad",
      "28 articulos",
      "38 categorias",
      "60 informe-de-pqr",
    ]);
  });
  it("content administrators rewrite a tooltip; others and hostile texts change nothing", async () => {
    const before = await h.db.tooltip.findMany({ orderBy: { id: "asc" } });
    for (const [token, status] of [
      [null, 401],
      [citizen, 403],
      [settings, 403],
    ] as const) {
      expect((await h.call("PUT", "/api/v1/sites/tooltips/26", { text: "Texto de ayuda nuevo" }, token)).status).toBe(status);
    }
    const hostile = await h.call("PUT", "/api/v1/sites/tooltips/26", { text: "<img src=x onerror=alert(1)> ayuda" }, contents);
    expect(hostile.body.error.details[0]).toEqual({ path: "text", message: H.markup });
    expect((await h.call("PUT", "/api/v1/sites/tooltips/999", { text: "Texto de ayuda nuevo" }, contents)).status).toBe(404);
    expect(await h.db.tooltip.findMany({ orderBy: { id: "asc" } })).toEqual(before);
    const ok = await h.call("PUT", "/api/v1/sites/tooltips/26", { text: "Publica aquí las normas vigentes." }, contents);
    expect(ok.body).toEqual({ id: 26, key: "normatividad", text: "Publica aquí las normas vigentes." });
  });
  it("Settings staff rewrite the Personal.Policy text; the PQRDS form reads it", async () => {
    expect((await h.call("PUT", "/api/v1/textresources/Personal.Policy", { value: "Autorizo el tratamiento de mis datos personales." }, contents)).status).toBe(
      403,
    );
    expect((await h.call("PUT", "/api/v1/textresources/Otra.Clave", { value: "Autorizo el tratamiento de mis datos personales." }, settings)).status).toBe(400);
    const list = await h.call("GET", "/api/v1/textresources", undefined, settings);
    expect(list.body[0]).toMatchObject({ key: "Personal.Policy" });
    const res = await h.call("PUT", "/api/v1/textresources/Personal.Policy", { value: "Autorizo el tratamiento de mis datos personales." }, settings);
    expect(res.status).toBe(200);
    expect((await h.call("GET", "/api/v1/textresources/Personal.Policy")).body.value).toBe("Autorizo el tratamiento de mis datos personales.");
  });
});

describe("policiesterms/notice: the administrators' notice on the home about updated texts", () => {
  it("staff see each text that changed since they last saw it, once; its author and citizens do not; anonymous 401, citizens 403", async () => {
    const other = await h.registerStaff("PQRs");
    const useText = await h.call("POST", "/api/v1/policiesterms", { termType: "terms", term: `${terms} Incluye seguridad y cookies.` }, settings);
    const treatment = await h.call(
      "POST",
      "/api/v1/policiesterms",
      { termType: "treatment", term: "Nueva política de tratamiento de datos personales de la entidad." },
      settings,
    );
    expect(useText.status).toBe(201);
    const notice = await h.call("GET", "/api/v1/policiesterms/notice", undefined, other);
    expect(notice.status).toBe(200);
    expect(notice.body.pending.map((p: any) => [p.id, p.termType, p.label])).toEqual([
      [useText.body.id, "terms", "Políticas y términos de uso"],
      [treatment.body.id, "treatment", "Política de tratamiento de datos personales"],
    ]);
    // The author has read what they wrote.
    expect((await h.call("GET", "/api/v1/policiesterms/notice", undefined, settings)).body.pending).toEqual([]);
    expect((await h.call("GET", "/api/v1/policiesterms/notice")).status).toBe(401);
    const refused = await h.call("GET", "/api/v1/policiesterms/notice", undefined, citizen);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(M.staffOnly);

    // Acknowledged (PUT policiesterms per text), it does not come back; hostile ids change nothing.
    const views = await h.db.policyTermView.count();
    for (const id of ["<script>alert(1)</script>", -1, 999999, "1 OR 1=1"])
      expect((await h.call("PUT", "/api/v1/policiesterms", { id }, other)).status).toBe(400);
    expect(await h.db.policyTermView.count()).toBe(views);
    for (const p of notice.body.pending) expect((await h.call("PUT", "/api/v1/policiesterms", { id: p.id }, other)).status).toBe(200);
    expect((await h.call("GET", "/api/v1/policiesterms/notice", undefined, other)).body.pending).toEqual([]);
    // A staff member who joins after a version was published accepted it when registering.
    const newcomer = await h.registerStaff("Contents");
    expect((await h.call("GET", "/api/v1/policiesterms/notice", undefined, newcomer)).body.pending).toEqual([]);
  });
});
