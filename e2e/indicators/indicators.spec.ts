// The indicators page shows a score and rankings the worker computed from data this test created; /indicadores and
// /estadisticas/ pass axe (WCAG 2.1 AA).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { COMPUTE_INDICATORS_JOB } from "@portal/jobs/indicators/compute-indicators.job";
import { createQueue, QUEUE_NAMES, QUEUE_PREFIX } from "@portal/jobs/queues";
import { createRedis } from "@portal/jobs/redis";
import { QueueEvents } from "bullmq";
import { adminToken, loginAsAdmin, preparePage } from "../certificates/support.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { e2e } from "../support/env.ts";

test.describe.configure({ timeout: 90_000 });

/** Runs the worker's daily job now (as its scheduler would) and waits for it. */
async function runIndicatorsJob(): Promise<void> {
  // The booted system's Redis asks for the password it keeps in its DATA_DIR.
  const password = readFileSync(join(e2e.dataDir, "redis-password"), "utf8").trim();
  const url = `redis://:${encodeURIComponent(password)}@127.0.0.1:${e2e.redisPort}`;
  const redis = createRedis(url);
  const queue = createQueue(QUEUE_NAMES.indicators, redis, { prefix: QUEUE_PREFIX });
  const events = new QueueEvents(QUEUE_NAMES.indicators, { connection: { url }, prefix: QUEUE_PREFIX });
  try {
    await events.waitUntilReady();
    const job = await COMPUTE_INDICATORS_JOB.enqueue(queue, { back: 0 });
    await job.waitUntilFinished(events, 60_000);
  } finally {
    await events.close();
    await queue.close();
    redis.disconnect();
  }
}

const thisMonth = () => {
  const bogota = new Date(Date.now() - 5 * 3_600_000);
  return { year: bogota.getUTCFullYear(), month: bogota.getUTCMonth() + 1 };
};

test("the indicators page shows the score and rankings computed from the portal's data", async ({ page, request }) => {
  const { year, month } = thisMonth();
  const formula = async () => {
    const res = await request.get(`/api/v1/indicators/formula?indicatorId=3&year=${year}&month=${month}`);
    expect(res.status()).toBe(200);
    return (await res.json()) as { value: number; score: number };
  };
  await runIndicatorsJob();
  const before = await formula();

  // Ten news published now: the "Contenidos actualizados" indicator counts them.
  const token = await adminToken(request);
  // In a section of their own: ten more news in Noticias would push the seeded poll that e2e/contents opens there
  // off the section's first page while both run (the indicator counts published contents of any section).
  const created = await request.post("/api/v1/tags", {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Indicadores ${Date.now()}`, validContentTypes: [1] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const section = (await created.json()) as { tagID: number };
  for (let i = 0; i < 10; i++) {
    const res = await request.post("/api/v1/contents", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        tags: [section.tagID],
        contentType: 1,
        withoutClosingDate: true,
        name: `Indicadores e2e ${Date.now()} ${i}`,
        description: "Noticia publicada por la prueba de indicadores",
        commentWallType: 2,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await runIndicatorsJob();
  const after = await formula();
  expect(after.value).toBeGreaterThanOrEqual(before.value + 10);
  expect(after.score).toBe(100);

  const siteScore = (await (await request.get(`/api/v1/sitescores?year=${year}&month=${month}`)).json()) as { scoreStr: string; score: number };
  const ranking = (await (await request.get(`/api/v1/sitescores/ranking?year=${year}&month=${month}&siteTypeID=0`)).json()) as {
    rows: { siteName: string; current: boolean }[];
  };
  const own = ranking.rows.find((r) => r.current)!;

  await preparePage(page);
  await page.goto("/estadisticas/");
  await expect(page.getByRole("heading", { level: 1, name: "Estadísticas" })).toBeVisible();
  await page.getByRole("link", { name: "Ver indicadores" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Indicadores" })).toBeVisible();
  await expect(page.getByTestId("site-score")).toHaveText(siteScore.scoreStr);
  await expect(page.getByTestId("indicator-3")).toContainText("100");

  // The formula explains the number with the contents the test created.
  await page.getByRole("button", { name: "Explicación de la fórmula: Contenidos actualizados" }).click();
  await expect(page.getByTestId("formula-detail")).toContainText(`${after.value} contenidos publicados o actualizados`);
  await page.getByRole("dialog").getByRole("button", { name: "Cerrar" }).click();

  // No peer's score has been received: the ranking shows this entity alone and says why (no invented entity).
  const general = page.getByTestId("ranking-general");
  expect(ranking.rows).toHaveLength(1);
  await expect(general.getByRole("row", { name: new RegExp(own.siteName) })).toContainText("Esta entidad");
  await expect(general.getByRole("row")).toHaveCount(2);
  await expect(general.getByTestId("ranking-general-note")).toHaveText(
    "Aún no hay puntajes de otras entidades para comparar: el ranking muestra solo esta entidad.",
  );

  // The demonstration setting ranks fictitious examples, badged "Ejemplo", five rows at a time, centred on this site.
  const setDemo = (on: boolean) =>
    request.put("/api/v1/settings/demoRankingPeers", {
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      data: JSON.stringify(on),
    });
  expect((await setDemo(true)).status()).toBe(200);
  try {
    const demo = (await (await request.get(`/api/v1/sitescores/ranking?year=${year}&month=${month}&siteTypeID=0`)).json()) as {
      rows: { siteName: string; current: boolean; demo: boolean }[];
    };
    await page.reload();
    await expect(general.getByRole("row", { name: new RegExp(own.siteName) })).toContainText("Esta entidad");
    await expect(general.getByRole("row")).toHaveCount(6);
    await expect(general.getByText("Ejemplo", { exact: true }).first()).toBeVisible();
    const down = general.getByRole("button", { name: "Bajar en el ranking" });
    const up = general.getByRole("button", { name: "Subir en el ranking" });
    while (await down.isEnabled()) await down.click();
    await expect(down).toBeDisabled();
    await expect(general.getByRole("row").last()).toContainText(demo.rows.at(-1)!.siteName);
    while (await up.isEnabled()) await up.click();
    await expect(general.getByRole("row").nth(1)).toContainText(demo.rows[0]!.siteName);
    await general.getByRole("button", { name: "Centrar en esta entidad" }).click();
    await expect(general.getByText("(Esta entidad)")).toBeVisible();
  } finally {
    await setDemo(false);
  }

  // The history chart (a chunk loaded on demand) draws.
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
});

test.describe("accessibility (axe, WCAG 2.1 AA)", () => {
  test.beforeEach(async ({ page }) => {
    await preparePage(page);
  });
  for (const { path, heading } of [
    { path: "/indicadores", heading: "Indicadores" },
    { path: "/estadisticas/", heading: "Estadísticas" },
  ]) {
    test(`citizen page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("table").first()).toBeVisible();
      await expectNoAxeViolations(page, path);
    });
  }
  test("the recommendations dialog", async ({ page }) => {
    await page.goto("/indicadores");
    await page.getByRole("button", { name: "Recomendaciones: PQRDS respondidas a tiempo" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, "diálogo de recomendaciones");
  });
});

test("an administrator adds a historical report to /estadisticas/, and a visitor sees it", async ({ page, browser }) => {
  await preparePage(page);
  await loginAsAdmin(page);
  await page.goto("/estadisticas/");
  const upload = page.getByLabel("Subir informe histórico (PDF)");
  await expect(upload).toBeVisible();
  await expectNoAxeViolations(page, "/estadisticas/ (administrador)");
  const title = `Informe de visitas ${Date.now()}`;
  await page
    .getByRole("main")
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: "informe.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"),
    });
  await page.getByRole("textbox", { name: "Título del informe" }).fill(title);
  await expect(page.getByRole("button", { name: "Agregar al histórico" })).toBeEnabled();
  await page.getByRole("button", { name: "Agregar al histórico" }).click();
  await expect(page.getByRole("link", { name: `${title} (PDF)` })).toBeVisible();

  const visitor = await browser.newPage();
  await preparePage(visitor);
  await visitor.goto("/estadisticas/");
  await expect(visitor.getByRole("link", { name: `${title} (PDF)` })).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Agregar al histórico" })).toHaveCount(0);
  await visitor.close();
});
