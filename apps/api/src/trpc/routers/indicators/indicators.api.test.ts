import * as XLSX from "@e965/xlsx";
import { computeIndicators } from "@portal/core/indicators/compute-indicators";
import { INDICATORS_MESSAGES as M } from "@portal/schemas/indicators/indicators.schema";
import { STATISTICS_SETTINGS_MESSAGES as S } from "@portal/schemas/indicators/statistics-settings.schema";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";

let h: ApiHarness;
const NOW = new Date("2026-11-20T20:00:00Z");
const get = (path: string, token: string | null = null) => h.call("GET", `/api/v1/${path}`, undefined, token);

useApiHarness(async (started) => {
  h = started;
  await computeIndicators(h.deps, { now: NOW, back: 3 });
});

describe("a fresh portal", () => {
  it("is scored at seed: this month has a score out of 100 and a ranking", async () => {
    const res = await get("sitescores");
    expect(res.status).toBe(200);
    expect(res.body.periodType).toBe(1);
    expect(res.body.score).toBeGreaterThanOrEqual(0);
    expect(res.body.score).toBeLessThanOrEqual(100);
    expect(["red", "yellow", "green"]).toContain(res.body.colorClass);
  });

  it("ranks no invented entity: without received peer scores this entity stands alone, with a note saying why", async () => {
    for (const path of ["indicators/ranking?year=2026&month=11&siteTypeID=0", "sitescores/ranking?year=2026&month=11&siteTypeID=1", "indicators/ranking"]) {
      const ranking = (await get(path)).body;
      expect(ranking.rows, path).toEqual([expect.objectContaining({ rank: 1, current: true, demo: false })]);
      expect(ranking.note).toBe(M.rankingAloneNote);
    }
  });

  it("shows fictitious example peers, marked demo, only while the demonstration setting is on", async () => {
    const admin = await h.login();
    expect((await h.call("PUT", "/api/v1/settings/demoRankingPeers", "true", admin, { "content-type": "application/json" })).status).toBe(200);
    const ranking = (await get("sitescores/ranking?year=2026&month=11&siteTypeID=0")).body;
    expect(ranking.rows.filter((r: { demo: boolean }) => r.demo).length).toBeGreaterThan(5);
    expect(ranking.rows.filter((r: { demo: boolean; current: boolean }) => !r.demo && !r.current)).toEqual([]);
    expect(ranking.note).toBe(M.rankingDemoNote);
    expect((await h.call("PUT", "/api/v1/settings/demoRankingPeers", "false", admin, { "content-type": "application/json" })).status).toBe(200);
    expect((await get("sitescores/ranking?year=2026&month=11&siteTypeID=0")).body.rows).toHaveLength(1);
  });
});

describe("periods: year, month, week", () => {
  it("answers each period code", async () => {
    expect((await get("sitescores?year=2026")).body).toMatchObject({ periodType: 2, year: 2026, month: 0, week: 0, dateStr: "2026" });
    expect((await get("sitescores?year=2026&month=11")).body).toMatchObject({
      periodType: 1,
      month: 11,
      dateStr: "noviembre 2026",
      monthStr: "noviembre 2026",
    });
    expect((await get("sitescores?year=2026&week=47")).body).toMatchObject({ periodType: 0, week: 47, dateStr: "Semana 47 de 2026" });
    const dates = (await get("sitescores/availabledates?periodType=1")).body;
    expect(dates.map((d: any) => d.dateStr)).toEqual(expect.arrayContaining(["noviembre 2026", "agosto 2026"]));
    expect(dates.every((d: any) => d.periodType === 1)).toBe(true);
  });

  it("gives 4 history points by default, oldest first", async () => {
    const history = (await get("indicators/history?year=2026&month=11")).body;
    expect(history.map((p: any) => p.dateStr)).toEqual(["agosto 2026", "septiembre 2026", "octubre 2026", "noviembre 2026"]);
    expect((await get("sitescores/history?year=2026&month=11&amountPoints=2")).body).toHaveLength(2);
  });

  it("gives each indicator's score and its formula with the numbers", async () => {
    const scores = (await get("sitescores/byindicator?year=2026&month=11")).body;
    expect(scores).toHaveLength(5);
    expect(scores[0]).toMatchObject({ indicatorId: 1, name: "PQRDS respondidas a tiempo", recommendations: expect.any(String), scoreStr: expect.any(String) });
    const formula = (await get("indicators/formula/4/2026/11/0")).body;
    expect(formula).toMatchObject({ indicatorId: 4, metricName: expect.any(String), minValue: 0, maxValue: 100, type: 1 });
    expect((await get("sitescores/detailformula?indicatorId=4&year=2026&month=11")).body).toEqual(formula);
  });

  it("ranks in general and by entity type", async () => {
    const general = (await get("sitescores/ranking?year=2026&month=11&siteTypeID=0")).body;
    const byType = (await get("indicators/ranking?year=2026&month=11&siteTypeID=1")).body;
    expect(general.rows[general.currentIndex].current).toBe(true);
    expect(byType.rows[byType.currentIndex].current).toBe(true);
    expect(byType.siteTypeName).toBe("Alcaldía");
  });

  it("refuses bad periods with the schema's message", async () => {
    expect((await get("sitescores?year=2026&month=13")).body.error.details[0].message).toBe(M.monthInvalid);
    expect((await get("sitescores?year=1&month=1")).body.error.details[0].message).toBe(M.yearInvalid);
    expect((await get("sitescores/history?amountPoints=0")).body.error.details[0].message).toBe(M.amountPointsInvalid);
    expect((await get("indicators/ranking?siteTypeID=-1")).status).toBe(400);
    expect((await get("indicators/formula/99/2026/11/0")).status).toBe(404);
  });
});

describe("GET indicators/export/", () => {
  it("downloads the scores as .xlsx once per token", async () => {
    const { token, path } = (await get("indicators/downloadtoken?year=2026&month=11")).body;
    expect(token).toEqual(expect.any(String));
    const res = await fetch(`${h.baseUrl}/api/v1/${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    const book = XLSX.read(Buffer.from(await res.arrayBuffer()));
    expect(book.SheetNames).toEqual(["Puntaje del sitio", "Indicadores", "Ranking"]);
    const indicators = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Indicadores!);
    expect(indicators).toHaveLength(5);
    expect(indicators[0]).toMatchObject({ Periodo: "noviembre 2026", Indicador: "PQRDS respondidas a tiempo" });
    // Single use, and a made-up token gets the same answer.
    expect((await get(`indicators/export/?token=${encodeURIComponent(token)}`)).status).toBe(404);
    expect((await get("indicators/export/?token=inventado")).body.error.message).toBe(M.tokenInvalid);
  });
});

describe("/estadisticas/ configuration", () => {
  const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
  async function uploadPdf(token: string) {
    const form = new FormData();
    form.append("file", new Blob([PDF]), "informe-2025.pdf");
    const res = await fetch(`${h.baseUrl}/api/v1/uploadfiles/content`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
    return (await res.json()) as { fileID: string };
  }

  it("lets only the Settings permission set the analytics embed, and only to an https address", async () => {
    const body = { embedUrl: "https://lookerstudio.google.com/embed/reporting/abc", imageUrl: "" };
    expect((await h.call("PUT", "/api/v1/statistics", body)).status).toBe(401);
    expect((await h.call("PUT", "/api/v1/statistics", body, await h.registerStaff("Contents"))).status).toBe(403);
    const settings = await h.registerStaff("Settings");
    const hostile = await h.call("PUT", "/api/v1/statistics", { embedUrl: "javascript:alert(1)", imageUrl: "" }, settings);
    expect(hostile.body.error.details[0].message).toBe(S.embedUrlInvalid);
    expect((await get("statistics")).body.embedUrl).toBeNull();
    expect((await h.call("PUT", "/api/v1/statistics", body, settings)).status).toBe(200);
    expect((await get("statistics")).body).toMatchObject({ embedUrl: body.embedUrl, imageUrl: null });
    // The generic settings call refuses it too (issue 26), and nothing changes.
    const value = { siteTypeId: 1, embedUrl: "javascript:alert(1)", imageUrl: "data:image/svg+xml,<svg onload=alert(1)>", reports: [] };
    const generic = await h.call("PUT", "/api/v1/settings/statistics", value, settings);
    expect(generic.status).toBe(400);
    expect(generic.body.error.message).toBe(S.embedUrlInvalid);
    expect((await get("statistics")).body).toMatchObject({ embedUrl: body.embedUrl, imageUrl: null });
  });

  it("adds a historical PDF uploaded by the admin, refuses another's upload, and removes it", async () => {
    const settings = await h.registerStaff("Settings");
    const other = await h.registerStaff("Contents");
    const foreign = await uploadPdf(other);
    const refused = await h.call("POST", "/api/v1/statistics/reports", { fileID: foreign.fileID, title: "Informe ajeno" }, settings);
    expect(refused.body.error.details[0].message).toBe(M.reportFileInvalid);
    expect((await h.call("POST", "/api/v1/statistics/reports", { fileID: foreign.fileID, title: "Informe" }, other)).status).toBe(403);
    const own = await uploadPdf(settings);
    const added = await h.call("POST", "/api/v1/statistics/reports", { fileID: own.fileID, title: "Informe de visitas 2025" }, settings);
    expect(added.status).toBe(201);
    expect(added.body.reports[0]).toMatchObject({ fileID: own.fileID, title: "Informe de visitas 2025", url: `/files/${own.fileID}/informe-2025.pdf` });
    expect((await fetch(`${h.baseUrl}${added.body.reports[0].url}`)).status).toBe(200);
    expect((await h.call("DELETE", `/api/v1/statistics/reports/${own.fileID}`, undefined, settings)).body.reports).toEqual([]);
  });
});
