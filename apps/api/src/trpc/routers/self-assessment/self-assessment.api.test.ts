import * as XLSX from "@e965/xlsx";
import { recordAccessibilityRun } from "@portal/core/self-assessment/accessibility-run";
import { createQueue, QUEUE_NAMES } from "@portal/jobs/queues";
import {
  SELF_ASSESSMENT_MESSAGES as M,
  type TSelfAssessmentCriterion,
  type TSelfAssessmentReport,
} from "@portal/schemas/self-assessment/self-assessment-messages";
import { SEAL_MESSAGES } from "@portal/schemas/validity/seal-messages";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { createContent, createSection, FORMS } from "../contents/contents-testing.ts";

let h: ApiHarness;
let admin: string;
useApiHarness(async (started) => {
  h = started;
  admin = await h.login();
});

const report = async (token: string) => {
  const res = await h.call("GET", "/api/v1/selfassessment", undefined, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as TSelfAssessmentReport;
};
const criterion = (r: TSelfAssessmentReport, id: string) => r.criteria.find((c) => c.id === id) as TSelfAssessmentCriterion;

describe("Autodiagnóstico (GET/POST selfassessment, Administrator only)", () => {
  it("refuses anonymous callers (401), citizens and other staff (403)", async () => {
    const citizen = (await h.registerCitizen()).token;
    const pqrs = await h.registerStaff("PQRs");
    expect((await h.call("GET", "/api/v1/selfassessment", undefined, null)).status).toBe(401);
    for (const token of [citizen, pqrs]) {
      expect((await h.call("GET", "/api/v1/selfassessment", undefined, token)).status).toBe(403);
      expect(
        (await h.call("POST", "/api/v1/selfassessment", { criterionId: "dataPolicy", status: "compliant", justification: "Aprobada por el comité" }, token))
          .status,
      ).toBe(403);
      expect((await h.call("GET", "/api/v1/selfassessment/downloadtoken?format=pdf", undefined, token)).status).toBe(403);
      expect((await h.call("POST", "/api/v1/selfassessment/linkcheck", {}, token)).status).toBe(403);
      expect((await h.call("POST", "/api/v1/selfassessment/accessibilityrun", {}, token)).status).toBe(403);
    }
  });

  it("computes the automatic criteria from the portal's rows and settings", async () => {
    // Every transparency item linked: the criterion passes.
    await h.db.transparencyItem.updateMany({ data: { link: "https://www.ejemplo.gov.co/documento.pdf" } });
    let r = await report(admin);
    expect(criterion(r, "transparencyLinks")).toMatchObject({ kind: "automatic", status: "compliant", statusName: "Cumple" });
    expect(criterion(r, "securityHeaders")).toMatchObject({ status: "compliant", evidence: expect.stringContaining("Strict-Transport-Security") });
    expect(criterion(r, "httpMethods")).toMatchObject({ status: "nonCompliant", evidence: M.evidence.methodsOpen });
    expect(criterion(r, "pqrdsOnTime").status).toBe("review");

    // One item loses its link: "No cumple", and the evidence names its Anexo 2 category.
    const item = await h.db.transparencyItem.findFirstOrThrow({
      where: { active: true, section: { active: true } },
      include: { section: { include: { parent: true } } },
    });
    await h.db.transparencyItem.update({ where: { transparencyItemID: item.transparencyItemID }, data: { link: "" } });
    await h.deps.settings.set("auditSafeMethods", true);
    r = await report(admin);
    const transparency = criterion(r, "transparencyLinks");
    expect(transparency).toMatchObject({ status: "nonCompliant", statusName: "No cumple" });
    expect(transparency.evidence).toContain(`1 de `);
    expect(transparency.evidence).toContain((item.section.parent ?? item.section).title);
    expect(criterion(r, "httpMethods")).toMatchObject({ status: "compliant", evidence: M.evidence.methodsSafe });
    await h.deps.settings.set("auditSafeMethods", false);
  });

  it("counts published contents whose image has no description", async () => {
    const content = await h.db.content.findFirst({ where: { published: true, creationDate: { lt: new Date() } }, select: { contentID: true } });
    expect(content, "the seed publishes demo contents").toBeTruthy();
    await h.db.content.updateMany({ data: { imageDescription: "Fotografía del evento" } });
    expect(criterion(await report(admin), "imageDescriptions").status).toBe("compliant");
    await h.db.content.update({ where: { contentID: content!.contentID }, data: { defaultImage: "/images/evento.jpg", imageDescription: null } });
    const images = criterion(await report(admin), "imageDescriptions");
    expect(images).toMatchObject({ status: "nonCompliant", evidence: expect.stringMatching(/^1 de \d+ contenidos publicados con imagen no la describen\.$/) });
  });

  it("a manual mark needs a justification (400 in Spanish), then is kept with who and when", async () => {
    const before = criterion(await report(admin), "dataPolicy");
    expect(before).toMatchObject({ kind: "manual", status: "review", statusName: "Revisar", mark: null });
    const bad = await h.call("POST", "/api/v1/selfassessment", { criterionId: "dataPolicy", status: "compliant", justification: "" }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].message).toBe(M.justificationRequired);
    expect(await h.db.selfAssessmentMark.count()).toBe(0);
    const automatic = await h.call(
      "POST",
      "/api/v1/selfassessment",
      { criterionId: "securityHeaders", status: "compliant", justification: "Lo revisé a mano" },
      admin,
    );
    expect(automatic.status).toBe(400);

    const ok = await h.call(
      "POST",
      "/api/v1/selfassessment",
      { criterionId: "dataPolicy", status: "compliant", justification: "Aprobada por el comité el 3 de marzo" },
      admin,
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const after = criterion(await report(admin), "dataPolicy");
    expect(after).toMatchObject({
      status: "compliant",
      statusName: "Cumple",
      mark: { justification: "Aprobada por el comité el 3 de marzo", markedBy: expect.any(String) },
    });
    expect(after.evidence).toContain("Aprobada por el comité el 3 de marzo");
  });

  it("exports every criterion as .xlsx (SheetJS reads it) and as a PDF, each link once", async () => {
    const r = await report(admin);
    const xlsxToken = await h.call("GET", "/api/v1/selfassessment/downloadtoken?format=xlsx", undefined, admin);
    expect(xlsxToken.status, JSON.stringify(xlsxToken.body)).toBe(200);
    const xlsx = await fetch(`${h.baseUrl}/api/v1/${xlsxToken.body.path}`);
    expect(xlsx.status).toBe(200);
    const book = XLSX.read(Buffer.from(await xlsx.arrayBuffer()), { type: "buffer" });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[M.title]!, { header: 1 });
    for (const c of r.criteria) expect(rows.some((row) => row[1] === c.name && row[3] === c.statusName)).toBe(true);
    expect((await fetch(`${h.baseUrl}/api/v1/${xlsxToken.body.path}`)).status).toBe(404);

    const pdfToken = await h.call("GET", "/api/v1/selfassessment/downloadtoken?format=pdf", undefined, admin);
    const pdf = await fetch(`${h.baseUrl}/api/v1/${pdfToken.body.path}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const pdfBytes = Buffer.from(await pdf.arrayBuffer());
    expect(pdfBytes.subarray(0, 5).toString()).toBe("%PDF-");
    // Sealed like the portal's documents (issue 31): authentic when uploaded to /validez/, with no code to look up.
    const form = new FormData();
    form.append("file", new Blob([pdfBytes], { type: "application/pdf" }), "autodiagnostico.pdf");
    const sealCheck = await fetch(`${h.baseUrl}/api/v1/validity/pdf`, { method: "POST", body: form });
    expect(await sealCheck.json()).toMatchObject({
      status: "valid",
      demo: true,
      message: SEAL_MESSAGES.results.validDemo,
      code: null,
      validityPath: null,
    });
  });

  it("queues the broken-links check on request (the worker runs it; the criterion says 'Revisar' until then)", async () => {
    expect(criterion(await report(admin), "brokenLinks")).toMatchObject({ status: "review", evidence: M.evidence.linksNotChecked });
    const res = await h.call("POST", "/api/v1/selfassessment/linkcheck", {}, admin);
    expect(res).toMatchObject({ status: 202, body: { queued: true } });
    const queue = createQueue(QUEUE_NAMES.indicators, h.services.redis);
    try {
      const jobs = await queue.getJobs(["waiting", "active", "delayed", "completed", "failed", "prioritized"]);
      expect(jobs.filter((j) => j.name === "check-links")).toHaveLength(1);
    } finally {
      await queue.close();
    }
  });

  it("queues the accessibility review on request, and anyone reads its newest result grouped by rule (for the statement)", async () => {
    expect((await h.call("GET", "/api/v1/accessibility/lastrun", undefined, null)).body).toBeNull();
    expect(criterion(await report(admin), "accessibilityRun")).toMatchObject({ status: "review", evidence: M.evidence.a11yNotRun });
    expect(await h.call("POST", "/api/v1/selfassessment/accessibilityrun", {}, admin)).toMatchObject({ status: 202, body: { queued: true } });
    const queue = createQueue(QUEUE_NAMES.indicators, h.services.redis);
    try {
      const jobs = await queue.getJobs(["waiting", "active", "delayed", "completed", "failed", "prioritized"]);
      expect(jobs.filter((j) => j.name === "accessibility-run")).toHaveLength(1);
    } finally {
      await queue.close();
    }

    // What the worker records (apps/worker's review-pages test drives Chromium itself).
    await recordAccessibilityRun(h.deps, {
      pages: ["/", "/pqrds", "/transparencia"],
      violations: [
        { path: "/", rule: "image-alt", impact: "critical", help: "Las imágenes deben tener texto alternativo", nodes: 2 },
        { path: "/transparencia", rule: "image-alt", impact: "critical", help: "Las imágenes deben tener texto alternativo", nodes: 1 },
        { path: "/pqrds", rule: "color-contrast", impact: "serious", help: "Contraste suficiente", nodes: 3 },
      ],
    });
    const last = await h.call("GET", "/api/v1/accessibility/lastrun", undefined, null);
    expect(last.body).toMatchObject({
      pages: 3,
      failed: false,
      issues: [
        { rule: "image-alt", paths: ["/", "/transparencia"] },
        { rule: "color-contrast", paths: ["/pqrds"] },
      ],
    });
    const a11y = criterion(await report(admin), "accessibilityRun");
    expect(a11y.status).toBe("nonCompliant");
    expect(a11y.evidence).toContain("/pqrds: color-contrast (serious, 3) Contraste suficiente");
  });

  it("names in the public statement only the pages a visitor may still open: a publication or section hidden since the review drops out", async () => {
    const section = await createSection(h, admin);
    const gone = await createContent(h, admin, { ...FORMS.article, name: "Resolución publicada por error" }, section.tagID);
    const kept = await createContent(h, admin, { ...FORMS.article, name: "Horario de atención al público" }, section.tagID);
    const hiddenSection = await createSection(h, admin);
    const page = (segment: string, friendlyName: string) => `/${segment}/${encodeURIComponent(friendlyName)}`;
    const help = "Las imágenes deben tener texto alternativo";
    // The weekly review read them while they were public (pages of the visitor's portal).
    await recordAccessibilityRun(h.deps, {
      pages: ["/", page("publicaciones", gone.friendlyName), page("publicaciones", kept.friendlyName), page("tema", hiddenSection.friendlyName)],
      violations: [
        { path: "/", rule: "image-alt", impact: "critical", help, nodes: 1 },
        { path: page("publicaciones", gone.friendlyName), rule: "image-alt", impact: "critical", help, nodes: 1 },
        { path: page("publicaciones", kept.friendlyName), rule: "image-alt", impact: "critical", help, nodes: 1 },
        { path: page("publicaciones", gone.friendlyName), rule: "link-name", impact: "serious", help: "Los enlaces deben tener texto", nodes: 1 },
        { path: page("tema", hiddenSection.friendlyName), rule: "color-contrast", impact: "serious", help: "Contraste suficiente", nodes: 2 },
      ],
    });
    // Since then the publication was withdrawn and the section made private.
    expect((await h.call("POST", `/api/v1/contents/${gone.friendlyName}/disable`, {}, admin)).status).toBe(200);
    expect((await h.call("PUT", `/api/v1/tags/${hiddenSection.tagID}`, { isPrivate: true }, admin)).status).toBe(200);

    const citizen = (await h.registerCitizen()).token;
    for (const token of [null, citizen]) {
      const last = await h.call("GET", "/api/v1/accessibility/lastrun", undefined, token);
      expect(last.status).toBe(200);
      const text = JSON.stringify(last.body);
      expect(text).not.toContain(gone.friendlyName);
      expect(text).not.toContain(hiddenSection.friendlyName);
      // The pages still public keep their barriers; a rule found only on a hidden page is no barrier of the public portal.
      expect(last.body).toMatchObject({ pages: 4, failed: false, issues: [{ rule: "image-alt", paths: ["/", page("publicaciones", kept.friendlyName)] }] });
      expect((last.body as { issues: unknown[] }).issues).toHaveLength(1);
    }
  });
});
