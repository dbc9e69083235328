import { ACCESSIBILITY_RUN_JOB } from "@portal/jobs/self-assessment/accessibility-run.job";
import { segmentPath } from "@portal/schemas/common/portal-paths";
import {
  ACCESSIBILITY_RUN_PATHS,
  ACCESSIBILITY_RUN_LIMITS as L,
  SELF_ASSESSMENT_MESSAGES as M,
  type TAccessibilityRunView,
  type TAccessibilityViolation,
} from "@portal/schemas/self-assessment/self-assessment-messages";
import { contentActor } from "../contents/content-viewer.ts";
import { publicContentWhere, readableSectionWhere } from "../contents/content-where.ts";
import type { CoreDeps } from "../deps.ts";
import { queueSelfAssessmentCheck } from "./queue-check.ts";

/**
 * The pages an accessibility review opens: the fixed public ones, then a few public sections and the newest public
 * publications (under the route names the settings give them), as a visitor without a session sees them.
 */
export async function accessibilityRunPages(deps: Pick<CoreDeps, "db" | "settings">, now = new Date()): Promise<string[]> {
  const routes = await deps.settings.get("routes");
  const [sections, contents] = await Promise.all([
    deps.db.tag.findMany({
      where: readableSectionWhere({ loggedIn: false }),
      orderBy: [{ displayOrder: "asc" }, { name: "asc" }],
      select: { friendlyName: true },
      take: L.sections,
    }),
    deps.db.content.findMany({
      where: publicContentWhere(contentActor(null), now),
      orderBy: { creationDate: "desc" },
      select: { friendlyName: true },
      take: L.contents,
    }),
  ]);
  return [
    ...ACCESSIBILITY_RUN_PATHS,
    ...sections.map((s) => `${segmentPath(routes.tag)}/${encodeURIComponent(s.friendlyName)}`),
    ...contents.map((c) => `${segmentPath(routes.contentInfo)}/${encodeURIComponent(c.friendlyName)}`),
  ];
}

/** Keeps what a review found (or why it could not run). */
export async function recordAccessibilityRun(
  deps: Pick<CoreDeps, "db">,
  run: { pages: string[]; violations: TAccessibilityViolation[]; error?: string | null; finishedAt?: Date },
): Promise<void> {
  await deps.db.accessibilityRun.create({
    data: { finishedAt: run.finishedAt ?? new Date(), pages: run.pages, violations: run.violations, error: run.error ?? null },
  });
}

/** The newest review, as the Autodiagnóstico and the accessibility statement read it. */
export async function lastAccessibilityRun(deps: Pick<CoreDeps, "db">) {
  const run = await deps.db.accessibilityRun.findFirst({ orderBy: { finishedAt: "desc" } });
  return run ? { finishedAt: run.finishedAt, pages: run.pages, violations: run.violations as TAccessibilityViolation[], error: run.error } : null;
}

/**
 * Of the paths a review opened, those a visitor may still open now: the fixed public pages, and a section or
 * publication only while it is active/published, inside its window and not private. The review is a week old at
 * most, and what was public then may have been withdrawn since (a publication put out by mistake, a section made
 * private): its address (the friendly name, made from its title) must not stay on the public statement. A path
 * under no current route (renamed since) is left out too.
 */
async function stillPublicPaths(deps: Pick<CoreDeps, "db" | "settings">, paths: readonly string[], now: Date): Promise<Set<string>> {
  const routes = await deps.settings.get("routes");
  const contentPrefix = `${segmentPath(routes.contentInfo)}/`;
  const tagPrefix = `${segmentPath(routes.tag)}/`;
  const fixed: readonly string[] = ACCESSIBILITY_RUN_PATHS;
  const nameOf = (path: string, prefix: string) => {
    if (!path.startsWith(prefix)) return null;
    try {
      return decodeURIComponent(path.slice(prefix.length));
    } catch {
      return null;
    }
  };
  const contentNames = paths.flatMap((p) => nameOf(p, contentPrefix) ?? []);
  const tagNames = paths.flatMap((p) => nameOf(p, tagPrefix) ?? []);
  const [contents, tags] = await Promise.all([
    contentNames.length === 0
      ? []
      : deps.db.content.findMany({
          where: { AND: [{ friendlyName: { in: contentNames } }, publicContentWhere(contentActor(null), now)] },
          select: { friendlyName: true },
        }),
    tagNames.length === 0
      ? []
      : deps.db.tag.findMany({ where: { friendlyName: { in: tagNames }, ...readableSectionWhere({ loggedIn: false }) }, select: { friendlyName: true } }),
  ]);
  const visibleContents = new Set(contents.map((c) => c.friendlyName));
  const visibleTags = new Set(tags.map((t) => t.friendlyName));
  return new Set(
    paths.filter((p) => {
      if (fixed.includes(p)) return true;
      const content = nameOf(p, contentPrefix);
      if (content !== null) return visibleContents.has(content);
      const tag = nameOf(p, tagPrefix);
      return tag !== null && visibleTags.has(tag);
    }),
  );
}

/**
 * GET accessibility/lastrun — the newest review for the accessibility statement (public: it names rules and public
 * pages, nothing about anyone), grouped by rule. Only pages a visitor may still open are named (stillPublicPaths);
 * a rule broken only on pages hidden since is no barrier of the public portal any more, so it is left out.
 */
export async function accessibilityRunView(deps: Pick<CoreDeps, "db" | "settings">, now = new Date()): Promise<TAccessibilityRunView> {
  const run = await lastAccessibilityRun(deps);
  if (!run) return null;
  const shown = await stillPublicPaths(deps, [...new Set(run.violations.map((v) => v.path))], now);
  const byRule = new Map<string, { rule: string; help: string; impact: string | null; paths: string[] }>();
  for (const v of run.violations) {
    if (!shown.has(v.path)) continue;
    const issue = byRule.get(v.rule) ?? { rule: v.rule, help: v.help, impact: v.impact, paths: [] };
    if (!issue.paths.includes(v.path)) issue.paths.push(v.path);
    byRule.set(v.rule, issue);
  }
  return { finishedAt: run.finishedAt.toISOString(), pages: run.pages.length, failed: run.error !== null, issues: [...byRule.values()] };
}

/** POST selfassessment/accessibilityrun — staff ask for the weekly review now; queued, never run in the request. */
export function requestAccessibilityRun(deps: Pick<CoreDeps, "queues" | "log" | "requestId">): Promise<{ queued: true }> {
  return queueSelfAssessmentCheck(deps, ACCESSIBILITY_RUN_JOB, M.a11yQueueUnavailable);
}
