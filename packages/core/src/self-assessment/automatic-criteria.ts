import { CAPTCHA_FORMS, type TCaptchaForm } from "@portal/schemas/captcha/captcha-rules";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { API_SECURITY_HEADERS, REQUIRED_SECURITY_HEADERS } from "@portal/schemas/common/security-headers";
import {
  ACCESSIBILITY_RUN_LIMITS,
  SELF_ASSESSMENT_LIMITS as L,
  LINK_CHECK_LIMITS,
  SELF_ASSESSMENT_MESSAGES as M,
  type TAutomaticCriterion,
  type TSelfAssessmentFigure,
  type TSelfAssessmentStatus,
} from "@portal/schemas/self-assessment/self-assessment-messages";
import { isPortalPageSection } from "@portal/schemas/transparency/transparency-scaffold";
import { formatSpanishDay } from "../common/spanish-format.ts";
import { addCalendarDays, bogotaDay, businessCalendarCache } from "../complaint-forms/business-days.ts";
import { openDataPeriod } from "../complaint-forms/open-data.ts";
import { computePqrdsFigures } from "../complaint-forms/report-figures.ts";
import type { CoreDeps } from "../deps.ts";
import { countImageDescriptions } from "../indicators/indicator-measures.ts";
import { lastAccessibilityRun } from "./accessibility-run.ts";

type Deps = Pick<CoreDeps, "db" | "settings">;
/** What one automatic check finds: its status, the sentence that proves it, and the numbers behind it. */
export type TCheck = { status: TSelfAssessmentStatus; evidence: string; figures: TSelfAssessmentFigure[] };

const DAY_MS = 86_400_000;

/** The headers the API sets on every answer (the same list http/security-headers.ts sends), against MinTIC's. */
function securityHeaders(): TCheck {
  const sent = API_SECURITY_HEADERS.map(([name]) => name);
  const missing = REQUIRED_SECURITY_HEADERS.filter((name) => !sent.includes(name));
  const evidence = fillMessage(M.evidence.securityHeaders, { headers: API_SECURITY_HEADERS.map(([n, v]) => `${n}: ${v}`).join("; ") });
  return {
    status: missing.length === 0 ? "compliant" : "nonCompliant",
    evidence: missing.length === 0 ? evidence : `${evidence} ${fillMessage(M.evidence.securityHeadersMissing, { missing: missing.join(", ") })}`,
    figures: [{ label: M.figures.headers, value: sent.length }],
  };
}

/** The setting auditSafeMethods: on, the REST area takes GET and POST only. */
async function httpMethods(deps: Deps): Promise<TCheck> {
  const safe = await deps.settings.get("auditSafeMethods");
  return { status: safe ? "compliant" : "nonCompliant", evidence: safe ? M.evidence.methodsSafe : M.evidence.methodsOpen, figures: [] };
}

/** The public forms and how they carry a captcha (schemas' CAPTCHA_FORMS, the list the server enforces). */
function captchaForms(): TCheck {
  const forms = Object.entries(CAPTCHA_FORMS) as [TCaptchaForm, string][];
  const always = forms.filter(([, how]) => how === "always").map(([form]) => form);
  const random = forms.filter(([, how]) => how === "random").map(([form]) => form);
  return {
    status: "compliant",
    evidence: fillMessage(M.evidence.captchaForms, { always: always.join(", "), random: random.join(", ") }),
    figures: [{ label: M.figures.total, value: forms.length }],
  };
}

/** Active transparency items without a link (a portal page of its own counts as published), by Anexo 2 category. */
async function transparencyLinks(deps: Deps): Promise<TCheck> {
  const [sections, items] = await Promise.all([
    deps.db.transparencySection.findMany({ where: { active: true }, select: { transparencySectionID: true, parentID: true, title: true, idIndex: true } }),
    deps.db.transparencyItem.findMany({ where: { active: true }, select: { transparencySectionID: true, link: true, specialSection: true } }),
  ]);
  const byId = new Map(sections.map((s) => [s.transparencySectionID, s]));
  const categoryOf = (id: number) => {
    let section = byId.get(id);
    while (section?.parentID != null && byId.has(section.parentID)) section = byId.get(section.parentID);
    return section;
  };
  const missingByCategory = new Map<string, number>();
  let total = 0;
  for (const item of items) {
    const category = categoryOf(item.transparencySectionID);
    if (!category) continue; // in an inactive group: not shown, not counted
    total++;
    if (["", "#"].includes(item.link.trim()) && !isPortalPageSection(item.specialSection)) {
      const name = category.idIndex ? `${category.idIndex}. ${category.title}` : category.title;
      missingByCategory.set(name, (missingByCategory.get(name) ?? 0) + 1);
    }
  }
  const missing = [...missingByCategory.values()].reduce((a, b) => a + b, 0);
  const figures: TSelfAssessmentFigure[] = [
    { label: M.figures.total, value: total },
    { label: M.figures.missing, value: missing },
  ];
  if (total === 0) return { status: "nonCompliant", evidence: M.evidence.transparencyNone, figures };
  if (missing === 0) return { status: "compliant", evidence: fillMessage(M.evidence.transparencyAll, { total }), figures };
  const byCategory = [...missingByCategory]
    .sort(([a], [b]) => a.localeCompare(b, "es", { numeric: true }))
    .map(([name, n]) => `${name}: ${n}`)
    .join("; ");
  return { status: "nonCompliant", evidence: fillMessage(M.evidence.transparencyMissing, { missing, total, byCategory }), figures };
}

/** Published contents whose image has no description (the same count as the indicator's). */
async function imageDescriptions(deps: Deps, now: Date): Promise<TCheck> {
  const { total, described } = await countImageDescriptions(deps.db, now);
  const figures: TSelfAssessmentFigure[] = [
    { label: M.figures.total, value: total },
    { label: M.figures.described, value: described },
  ];
  if (described === total) return { status: "compliant", evidence: fillMessage(M.evidence.imagesAll, { total }), figures };
  return { status: "nonCompliant", evidence: fillMessage(M.evidence.imagesMissing, { missing: total - described, total }), figures };
}

/** PQRDS filed in the last 12 months, answered on time, by the semester report's own figures. */
async function pqrdsOnTime(deps: Deps, now: Date): Promise<TCheck> {
  const to = bogotaDay(now);
  const from = addCalendarDays(`${String(Number(to.slice(0, 4)) - 1)}${to.slice(4)}`, 1);
  const calendar = await businessCalendarCache.get(deps.db);
  const figures = await computePqrdsFigures(deps.db, "semester", { from, to }, calendar);
  if (figures.kind !== "semester") throw new Error("semester figures expected");
  const { answeredOnTime, answeredLate, pending } = figures.total;
  const answered = answeredOnTime + answeredLate;
  const days = { from: formatSpanishDay(from, false), to: formatSpanishDay(to, false) };
  if (answered === 0) return { status: "review", evidence: fillMessage(M.evidence.onTimeNone, days), figures: [{ label: M.figures.answered, value: 0 }] };
  const percent = Math.round((1000 * answeredOnTime) / answered) / 10;
  return {
    status: percent >= L.onTimeMinPercent ? "compliant" : "nonCompliant",
    evidence: fillMessage(M.evidence.onTime, { ...days, onTime: answeredOnTime, answered, pending, percent: percent.toLocaleString("es-CO") }),
    figures: [
      { label: M.figures.answered, value: answered },
      { label: M.figures.onTime, value: answeredOnTime },
      { label: M.figures.percent, value: percent },
    ],
  };
}

/** The open data is produced on each download, up to the last ended month: fresh unless that month is far behind. */
function openDataFreshness(now: Date): TCheck {
  const { to } = openDataPeriod(undefined, now);
  const age = Math.floor((Date.parse(`${bogotaDay(now)}T00:00:00Z`) - Date.parse(`${to}T00:00:00Z`)) / DAY_MS);
  return {
    status: age <= L.openDataMaxAgeDays ? "compliant" : "nonCompliant",
    evidence: fillMessage(M.evidence.openData, { to: formatSpanishDay(to, false) }),
    figures: [],
  };
}

/** The accessibility statement's review date (setting accessibilityStatement.reviewedOn): at most a year old. */
async function accessibilityStatement(deps: Deps, now: Date): Promise<TCheck> {
  const { reviewedOn } = await deps.settings.get("accessibilityStatement");
  const days = Math.floor((Date.parse(`${bogotaDay(now)}T00:00:00Z`) - Date.parse(`${reviewedOn}T00:00:00Z`)) / DAY_MS);
  return {
    status: days <= L.statementMaxAgeDays ? "compliant" : "nonCompliant",
    evidence: fillMessage(M.evidence.statement, { date: formatSpanishDay(reviewedOn, false), days }),
    figures: [{ label: M.figures.ageDays, value: days }],
  };
}

/** The last weekly check of the external links (LinkCheckRun and LinkCheck, written by the check-links job). */
async function brokenLinks(deps: Deps): Promise<TCheck> {
  const [last, brokenRows] = await Promise.all([
    deps.db.linkCheckRun.findFirst({ orderBy: { finishedAt: "desc" } }),
    deps.db.linkCheck.findMany({ where: { broken: true }, orderBy: { url: "asc" }, take: LINK_CHECK_LIMITS.listed }),
  ]);
  if (!last) return { status: "review", evidence: M.evidence.linksNotChecked, figures: [] };
  const { checked: total, broken } = last;
  const date = formatSpanishDay(bogotaDay(last.finishedAt), false);
  const figures = [
    { label: M.figures.linksChecked, value: total },
    { label: M.figures.linksBroken, value: broken },
  ];
  if (broken === 0) return { status: "compliant", evidence: fillMessage(total ? M.evidence.linksAllWorking : M.evidence.linksNone, { total, date }), figures };
  const list = brokenRows.map((r) => `${r.url} (${r.statusCode ?? r.error ?? "?"}; ${r.sources.join(", ")})`).join("; ");
  return { status: "nonCompliant", evidence: fillMessage(M.evidence.linksBroken, { broken, total, date, list }), figures };
}

/** The newest automatic accessibility review (AccessibilityRun, written by the accessibility-run job). */
async function accessibilityRun(deps: Deps): Promise<TCheck> {
  const run = await lastAccessibilityRun(deps);
  if (!run) return { status: "review", evidence: M.evidence.a11yNotRun, figures: [] };
  const date = formatSpanishDay(bogotaDay(run.finishedAt), false);
  if (run.error) return { status: "review", evidence: fillMessage(M.evidence.a11yUnavailable, { date, error: run.error }), figures: [] };
  const figures = [
    { label: M.figures.pagesReviewed, value: run.pages.length },
    { label: M.figures.violations, value: run.violations.length },
  ];
  if (run.violations.length === 0) return { status: "compliant", evidence: fillMessage(M.evidence.a11yClean, { pages: run.pages.length, date }), figures };
  const list = run.violations
    .slice(0, ACCESSIBILITY_RUN_LIMITS.listed)
    .map((v) => `${v.path}: ${v.rule} (${v.impact ?? "?"}, ${v.nodes}) ${v.help}`)
    .join("; ");
  return { status: "nonCompliant", evidence: fillMessage(M.evidence.a11yViolations, { count: run.violations.length, date, list }), figures };
}

/** Every automatic criterion, checked side by side. */
export async function runAutomaticChecks(deps: Deps, now: Date): Promise<Record<TAutomaticCriterion, TCheck>> {
  const [httpMethodsCheck, transparency, images, onTime, statement, links, a11y] = await Promise.all([
    httpMethods(deps),
    transparencyLinks(deps),
    imageDescriptions(deps, now),
    pqrdsOnTime(deps, now),
    accessibilityStatement(deps, now),
    brokenLinks(deps),
    accessibilityRun(deps),
  ]);
  return {
    securityHeaders: securityHeaders(),
    httpMethods: httpMethodsCheck,
    captchaForms: captchaForms(),
    transparencyLinks: transparency,
    imageDescriptions: images,
    pqrdsOnTime: onTime,
    openDataFreshness: openDataFreshness(now),
    accessibilityStatement: statement,
    brokenLinks: links,
    accessibilityRun: a11y,
  };
}
