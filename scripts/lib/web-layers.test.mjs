// The web app's layers (ARCHITECTURE.md, "Web app"): the shared kits (components/, lib/, state/, testing/, styles/)
// import no feature, no layout and not the app shell; a feature reads another feature only through the modules that
// feature lets others read (FEATURE_SURFACES below), so what a feature shares is written down in one place and grows
// only on purpose. Tests may reach into any feature for their fixtures. dpdm reads the imports as the compiler
// resolves them, dynamic ones included.
import { relative } from "node:path";
import { parseDependencyTree } from "dpdm";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./steps.mjs";

const WEB = "apps/web/src/";
const SHARED_KITS = ["components/", "lib/", "state/", "testing/", "styles/"];
const ABOVE_THE_KITS = ["features/", "layout/", "app/"];
/** The fixed route paths: constants with no import of the app's, which a kit may name (a dialog links a policy page). */
const ROUTE_PATHS = "app/paths.ts";

/**
 * What each feature lets other features import, by module (under `features/<name>/`, without extension). A module
 * added here is part of that feature's public surface: keep it small and stable (paths, hooks, one widget).
 * @type {Record<string, string[]>}
 */
const FEATURE_SURFACES = {
  accounts: ["mfa-enrolment-view", "use-logout"],
  admin: ["shortcut-list"],
  blocks: ["home-blocks", "section-blocks"],
  certificates: ["certificate-logic", "personal-code-form", "step-crumb", "validity-check"],
  comments: ["comment-thread", "feedback-widget", "report-content-button"],
  "complaint-forms": ["complaint-paths", "complaint-values", "my-requests-link"],
  contact: ["branch-lines"],
  contents: [
    "content-paths",
    "detail/export-button",
    "form/rich-text-editor",
    "popup/home-popup",
    "use-can-admin-contents",
    "use-content-routes",
    "use-sections",
  ],
  home: ["home-data"],
  indicators: ["score-colors", "site-score-badge"],
  menus: ["menu-tree-view", "menu-types"],
  newsletter: ["newsletter-modal"],
  notifications: ["live-bus", "notification-preferences"],
  policies: ["help-tip", "staff-policy-notice"],
  "pqrds-reports": ["reports-tab"],
};

/** @param {string} file */
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes("/testing/");

async function webImports() {
  const previous = process.cwd();
  process.chdir(repoRoot);
  try {
    const tree = await parseDependencyTree([`${WEB}**/*.ts`, `${WEB}**/*.tsx`], {
      context: repoRoot,
      extensions: [".ts", ".tsx"],
      js: [".ts", ".tsx"],
      include: /\.(ts|tsx)$/,
      exclude: /node_modules/,
      transform: false,
      skipDynamicImports: false,
    });
    /** @type {[from: string, to: string][]} */
    const edges = [];
    for (const [file, deps] of Object.entries(tree)) {
      const from = relative(repoRoot, file);
      if (!from.startsWith(WEB)) continue;
      for (const dep of deps ?? []) {
        const to = dep.id ? relative(repoRoot, dep.id) : null;
        if (to?.startsWith(WEB)) edges.push([from.slice(WEB.length), to.slice(WEB.length)]);
      }
    }
    return edges;
  } finally {
    process.chdir(previous);
  }
}

/** @param {string} path @returns {string | null} */
const featureOf = (path) => (path.startsWith("features/") ? (path.split("/")[1] ?? null) : null);
/** @param {string} path @param {string} feature */
const moduleIn = (path, feature) => path.slice(`features/${feature}/`.length).replace(/\.tsx?$/, "");

describe("the web app's layers", () => {
  /** @type {Promise<[string, string][]>} */
  let edges;
  const imports = () => (edges ??= webImports());

  it("keep the shared kits below the features, the layout and the app shell", { timeout: 120_000 }, async () => {
    expect((await imports()).filter(([from]) => from === ROUTE_PATHS)).toEqual([]);
    const upward = (await imports()).filter(
      ([from, to]) =>
        SHARED_KITS.some((kit) => from.startsWith(kit)) && !isTest(from) && to !== ROUTE_PATHS && ABOVE_THE_KITS.some((top) => to.startsWith(top)),
    );
    expect(upward.map(([from, to]) => `${from} → ${to}`)).toEqual([]);
  });

  it("let a feature read another only through that feature's surface", { timeout: 120_000 }, async () => {
    const outside = (await imports()).filter(([from, to]) => {
      const [a, b] = [featureOf(from), featureOf(to)];
      if (!a || !b || a === b || isTest(from)) return false;
      return !(FEATURE_SURFACES[b] ?? []).includes(moduleIn(to, b));
    });
    expect(
      outside.map(([from, to]) => `${from} → ${to}`),
      "add the module to FEATURE_SURFACES only if it is meant to be shared; otherwise move it to components/ or lib/",
    ).toEqual([]);
  });

  it("name only modules that exist and that another feature reads", { timeout: 120_000 }, async () => {
    const read = new Set(
      (await imports())
        .filter(([from, to]) => featureOf(from) && featureOf(to) && featureOf(from) !== featureOf(to) && !isTest(from))
        .map(([, to]) => `${featureOf(to)}/${moduleIn(to, featureOf(to) ?? "")}`),
    );
    const declared = Object.entries(FEATURE_SURFACES).flatMap(([feature, modules]) => modules.map((m) => `${feature}/${m}`));
    expect(declared.filter((m) => !read.has(m))).toEqual([]);
  });
});
