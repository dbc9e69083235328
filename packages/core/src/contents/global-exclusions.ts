import { globalContentID, GLOBAL_EXCLUSION_MESSAGES as M, ZContentExclude } from "@portal/schemas/contents/global-exclusion.schema";
import type { z } from "zod";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

type Deps = Pick<CoreDeps, "db">;
const KIND = "content";

/**
 * POST contentexclude: this site stops showing the global content {-contentID} (idempotent). There is no global host:
 * global contents are served from this portal's own (GET globalcontents, README "Global calls"), so global content N
 * is content N, and one flagged isRequired is never hidden (spec 03 §6).
 */
export async function excludeGlobalContent(deps: Deps, raw: z.input<typeof ZContentExclude>) {
  const { contentID } = ZContentExclude.parse(raw);
  const globalID = globalContentID(contentID);
  const source = await deps.db.content.findUnique({ where: { contentID: globalID }, select: { isRequired: true } });
  if (source?.isRequired) throw new AppError("BAD_REQUEST", M.requiredNotExcluded);
  await deps.db.excludedGlobalItem.upsert({ where: { kind_globalID: { kind: KIND, globalID } }, create: { kind: KIND, globalID }, update: {} });
  return { contentID, message: M.excluded };
}

/** Shows an excluded global content again (idempotent). */
export async function restoreGlobalContent(deps: Deps, raw: z.input<typeof ZContentExclude>) {
  const { contentID } = ZContentExclude.parse(raw);
  await deps.db.excludedGlobalItem.deleteMany({ where: { kind: KIND, globalID: globalContentID(contentID) } });
  return { contentID, message: M.restored };
}

/** The global contents this site hides, as negative content ids (what lists of global contents filter out). */
export async function excludedGlobalContents(deps: Deps) {
  const rows = await deps.db.excludedGlobalItem.findMany({
    where: { kind: KIND },
    orderBy: { createdAt: "desc" },
    take: 1000,
    select: { globalID: true, createdAt: true },
  });
  return rows.map((r) => ({ contentID: globalContentID(r.globalID), createdAt: r.createdAt }));
}
