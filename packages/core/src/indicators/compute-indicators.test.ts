import { INDICATOR_IDS } from "@portal/schemas/indicators/indicator-catalog";
import { INDICATORS_MESSAGES as M } from "@portal/schemas/indicators/indicators.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedComplaintCatalogues } from "../complaint-forms/seed-complaint-catalogues.ts";
import { seedIdentificationTypes } from "../locations/seed-locations.ts";
import { createSettingsStore } from "../settings/settings-store.ts";
import { leaseOrStartTestServices } from "../testing/shared-test-services.ts";
import { type TestServices } from "../testing/test-services.ts";
import { computeIndicators } from "./compute-indicators.ts";
import { getSiteScore, indicatorFormula, scoreHistory, scoresByIndicator, siteRanking } from "./read-indicators.ts";

/** A Friday in November 2026, mid-afternoon in Bogotá. */
const NOW = new Date("2026-11-20T20:00:00Z");
const NOVEMBER = { year: 2026, month: 11 };

describe("the indicators job", () => {
  let services: TestServices;
  let deps: { db: TestServices["db"]; settings: ReturnType<typeof createSettingsStore> };
  let tracking = 1_000n;
  beforeAll(async () => {
    services = await leaseOrStartTestServices();
    deps = { db: services.db, settings: createSettingsStore(services.db, 0) };
    await seedIdentificationTypes(services.db);
    await seedComplaintCatalogues(services.db);
    await deps.settings.set("entity", { ...(await deps.settings.get("entity")), name: "Alcaldía de Prueba" });
  }, 60_000);
  afterAll(() => services?.stop());

  /** A request filed on the 3rd, due on `due`, closed at `closed` (or open). */
  const request = (due: string, closed: string | null) =>
    services.db.complaintForm.create({
      data: {
        trackingID: tracking++,
        complaintFormTypeID: 1,
        responseTypeID: 1,
        description: "Solicitud de prueba",
        date: new Date("2026-11-03T15:00:00Z"),
        answerableDate: new Date(`${due}T00:00:00Z`),
        status: closed ? 2 : 1,
        closingDate: closed ? new Date(closed) : null,
      },
    });
  const indicatorScore = async (indicatorId: number) => (await scoresByIndicator(deps, NOVEMBER)).find((s) => s.indicatorId === indicatorId)!.score;

  it("scores PQRDS answered on time and open overdue ones from the requests", async () => {
    await request("2026-11-10", "2026-11-09T18:00:00Z");
    await request("2026-11-10", "2026-11-10T22:00:00Z"); // the due day itself, 17:00 in Bogotá: on time
    await request("2026-11-10", "2026-11-12T15:00:00Z"); // late
    await request("2026-11-10", null); // open and overdue
    await request("2026-11-30", null); // not due yet: counts for neither
    await computeIndicators(deps, { now: NOW });
    expect(await indicatorScore(INDICATOR_IDS.pqrdsOnTime)).toBe(50);
    expect(await indicatorScore(INDICATOR_IDS.pqrdsOverdue)).toBe(90);
    const formula = await indicatorFormula(deps, { ...NOVEMBER, indicatorId: INDICATOR_IDS.pqrdsOnTime });
    expect(formula).toMatchObject({ value: 50, minValue: 0, maxValue: 100, populationPercentage: 4, type: 1 });
    expect(formula.description).toContain("2 de 4 PQRDS");
  });

  it("raises the site score when more requests are answered on time", async () => {
    const before = (await getSiteScore(deps, NOVEMBER)).score!;
    for (let i = 0; i < 4; i++) await request("2026-11-13", "2026-11-12T15:00:00Z");
    await computeIndicators(deps, { now: NOW });
    expect(await indicatorScore(INDICATOR_IDS.pqrdsOnTime)).toBe(75); // 6 of 8
    const after = await getSiteScore(deps, NOVEMBER);
    expect(after.score!).toBeGreaterThan(before);
    expect(after).toMatchObject({ monthStr: "noviembre 2026", dateStr: "noviembre 2026" });
    // The header's badge asks without a period: before a new month is scored it shows the newest scored month.
    expect(await getSiteScore(deps, {}, new Date("2026-12-01T06:00:00Z"))).toMatchObject({ year: 2026, month: 11, score: after.score });
  });

  it("counts transparency items with a link, updated contents and described images", async () => {
    const section = await services.db.transparencySection.create({ data: { title: "1. Información de la entidad" } });
    await services.db.transparencyItem.createMany({
      data: [
        { transparencySectionID: section.transparencySectionID, title: "1.1 Misión", description: "Misión", link: "https://entidad.gov.co/mision" },
        { transparencySectionID: section.transparencySectionID, title: "1.2 Estructura", description: "Organigrama", link: "" },
      ],
    });
    const recent = new Date("2026-11-15T15:00:00Z");
    await services.db.content.createMany({
      data: [
        {
          friendlyName: "n1",
          contentType: 1,
          name: "Noticia 1",
          creationDate: recent,
          defaultImage: "/files/a/a.png",
          imageDescription: "Alcalde en la plaza",
        },
        { friendlyName: "n2", contentType: 1, name: "Noticia 2", creationDate: recent, defaultImage: "/files/b/b.png" },
        { friendlyName: "n3", contentType: 1, name: "Noticia 3", creationDate: recent },
      ],
    });
    await computeIndicators(deps, { now: NOW });
    expect(await indicatorScore(INDICATOR_IDS.transparencyLinks)).toBe(50);
    expect(await indicatorScore(INDICATOR_IDS.contentsUpdated)).toBe(30);
    expect(await indicatorScore(INDICATOR_IDS.imageDescriptions)).toBe(50);
    const scores = await scoresByIndicator(deps, NOVEMBER);
    const site = (await getSiteScore(deps, NOVEMBER)).score;
    expect(site).toBe(Math.round((scores.reduce((s, i) => s + i.score!, 0) / scores.length) * 10) / 10);
  });

  it("never invents peers: without received scores the ranking holds this site alone, with a note", async () => {
    for (const siteTypeID of [0, 1]) {
      const ranking = await siteRanking(deps, { ...NOVEMBER, siteTypeID });
      expect(ranking.rows).toEqual([
        { rank: 1, siteName: "Alcaldía de Prueba", score: (await getSiteScore(deps, NOVEMBER)).score, current: true, demo: false },
      ]);
      expect(ranking.note).toBe(M.rankingAloneNote);
    }
    expect(await services.db.peerSite.count()).toBe(0);
  });

  it("ranks this site among the peers whose scores were received, in general and by entity type", async () => {
    const own = (await getSiteScore(deps, NOVEMBER)).score!;
    const received = [
      { name: "Alcaldía Vecina", siteTypeId: 1, score: own + 5 },
      { name: "Gobernación Vecina", siteTypeId: 2, score: own - 5 },
    ];
    for (const peer of received) {
      await services.db.peerSite.create({
        data: { name: peer.name, siteTypeId: peer.siteTypeId, scores: { create: { periodType: 1, year: 2026, month: 11, score: peer.score } } },
      });
    }
    await computeIndicators(deps, { now: NOW, back: 0 });
    const general = await siteRanking(deps, { ...NOVEMBER, siteTypeID: 0 });
    expect(general.rows.map((r) => [r.rank, r.siteName, r.current])).toEqual([
      [1, "Alcaldía Vecina", false],
      [2, "Alcaldía de Prueba", true],
      [3, "Gobernación Vecina", false],
    ]);
    expect(general.currentIndex).toBe(1);
    expect(general.note).toBeNull();
    const byType = await siteRanking(deps, { ...NOVEMBER, siteTypeID: 1 });
    expect(byType.rows.map((r) => r.siteName)).toEqual(["Alcaldía Vecina", "Alcaldía de Prueba"]);
    expect(byType.siteTypeName).toBe("Alcaldía");
  });

  it("adds fictitious example peers, marked demo, only while the demonstration setting is on", async () => {
    await deps.settings.set("demoRankingPeers", true);
    try {
      const general = await siteRanking(deps, { ...NOVEMBER, siteTypeID: 0 });
      const examples = general.rows.filter((r) => r.demo);
      expect(examples.length).toBeGreaterThan(5);
      expect(examples.every((r) => /de ejemplo/.test(r.siteName) && !r.current)).toBe(true);
      expect(general.rows.filter((r) => !r.demo).map((r) => r.siteName)).toEqual(["Alcaldía Vecina", "Alcaldía de Prueba", "Gobernación Vecina"]);
      expect(general.rows.map((r) => r.rank)).toEqual(general.rows.map((_, i) => i + 1));
      const scores = general.rows.map((r) => r.score!);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
      expect(general.rows[general.currentIndex]!.siteName).toBe("Alcaldía de Prueba");
      expect(general.note).toBe(M.rankingDemoNote);
      // Never stored: the examples exist only in the answer.
      expect(await services.db.siteRanking.count({ where: { siteName: { contains: "de ejemplo" } } })).toBe(0);
    } finally {
      await deps.settings.set("demoRankingPeers", false);
    }
    expect((await siteRanking(deps, { ...NOVEMBER, siteTypeID: 0 })).rows.some((r) => r.demo)).toBe(false);
  });

  it("keeps a history of the previous periods of the same type", async () => {
    await computeIndicators(deps, { now: NOW, back: 3 });
    const history = await scoreHistory(deps, { ...NOVEMBER, amountPoints: 4 });
    expect(history.map((p) => p.dateStr)).toEqual(["agosto 2026", "septiembre 2026", "octubre 2026", "noviembre 2026"]);
    expect(history.every((p) => typeof p.score === "number")).toBe(true);
    const weeks = await scoreHistory(deps, { year: 2026, week: 47, amountPoints: 4 });
    expect(weeks.map((p) => p.week)).toEqual([44, 45, 46, 47]);
  });
});
