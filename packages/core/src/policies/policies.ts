import type { Prisma } from "@portal/db/client";
import { isStaff } from "@portal/schemas/accounts/permissions";
import { present } from "@portal/schemas/common/present";
import {
  POLICY_MESSAGES as M,
  POLICY_TERM_LABELS,
  POLICY_TERM_TYPES,
  type TPolicyStaffNotice,
  type TPolicyTerm,
  type TPolicyTerms,
  type TPolicyTermType,
  ZPolicyTermForm,
  ZPolicyTermQuery,
  ZPolicyTermViewed,
} from "@portal/schemas/policies/policy.schema";
import { lockInTransaction } from "../db-sql/transaction-lock.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

type Deps = Pick<CoreDeps, "db">;
/** The entity's own texts; "global" rows would come from the platform's host, which this portal is not. */
const SCOPE = "territorial";

type TRow = { id: number; termType: string; version: number; term: string; createdAt: Date };
const SELECT = { id: true, termType: true, version: true, term: true, createdAt: true } as const satisfies Prisma.PolicyTermSelect;
const view = (row: TRow): TPolicyTerm => ({ ...row, termType: row.termType as TPolicyTermType, createdAt: row.createdAt.toISOString() });

function current(deps: Deps, termType: TPolicyTermType, scope = SCOPE) {
  return deps.db.policyTerm.findFirst({ where: { termType, scope }, orderBy: { version: "desc" }, select: SELECT });
}

/**
 * GET policiesterms: the current version of a text and whether the logged user has seen it (a visitor has nothing to
 * acknowledge: isViewed true). TermTerritorial is null until the entity publishes its first version.
 */
export async function getPolicyTerms(deps: Deps, raw: unknown, userId: number | null): Promise<TPolicyTerms> {
  const { termType } = ZPolicyTermQuery.parse(raw ?? undefined);
  const [row, global] = await Promise.all([current(deps, termType), current(deps, termType, "global")]);
  if (!row) return { termType, TermTerritorial: null, TermGlobal: global ? view(global) : null };
  const isViewed = userId === null || (await seenOrAcceptedAtSignUp(deps, userId, row));
  return { termType, TermTerritorial: { ...view(row), isViewed }, TermGlobal: global ? view(global) : null };
}

/**
 * A user has seen a version when they acknowledged it, or when their account is younger than it: they accepted the
 * texts in force when they registered, so a version is "new" only to those who signed up before it.
 */
async function seenOrAcceptedAtSignUp(deps: Deps, userId: number, row: TRow): Promise<boolean> {
  const [views, user] = await Promise.all([
    deps.db.policyTermView.count({ where: { userId, termId: row.id } }),
    deps.db.user.findUnique({ where: { id: userId }, select: { creationDate: true } }),
  ]);
  return views > 0 || (user !== null && user.creationDate >= row.createdAt);
}

/**
 * POST policiesterms: publishes a new version (Settings permission). Versions are never edited in place, so what a
 * user acknowledged stays on record and every change reaches each logged user once.
 */
export async function publishPolicyTerm(deps: Deps, raw: unknown, authorId: number): Promise<TPolicyTerm> {
  const form = ZPolicyTermForm.parse(raw);
  const row = await deps.db.$transaction(async (tx) => {
    await lockInTransaction(tx, "policy-terms", form.termType);
    const last = await tx.policyTerm.aggregate({ where: { termType: form.termType, scope: SCOPE }, _max: { version: true } });
    const created = await tx.policyTerm.create({
      data: { termType: form.termType, scope: SCOPE, version: (last._max.version ?? 0) + 1, term: present(form.term, "term") },
      select: SELECT,
    });
    // The author has read what they wrote.
    await tx.policyTermView.create({ data: { userId: authorId, termId: created.id } });
    return created;
  });
  return view(row);
}

/** PUT policiesterms: the logged user has read the current version (idempotent). */
export async function markPolicyTermViewed(deps: Deps, raw: unknown, userId: number): Promise<{ id: number; isViewed: true }> {
  const { id } = ZPolicyTermViewed.parse(raw);
  const row = await deps.db.policyTerm.findUnique({ where: { id }, select: { termType: true, scope: true, version: true } });
  const latest = row ? await current(deps, row.termType as TPolicyTermType, row.scope) : null;
  if (!row || !latest || latest.id !== id) throw AppError.field("id", M.notCurrent);
  await deps.db.policyTermView.upsert({ where: { userId_termId: { userId, termId: id } }, create: { userId, termId: id }, update: {} });
  return { id, isViewed: true };
}

/** GET policiesterms/history: every version of a text, newest first (Settings permission). */
export async function policyTermHistory(deps: Deps, raw: unknown): Promise<TPolicyTerm[]> {
  const { termType } = ZPolicyTermQuery.parse(raw ?? undefined);
  const rows = await deps.db.policyTerm.findMany({ where: { termType, scope: SCOPE }, orderBy: { version: "desc" }, take: 50, select: SELECT });
  return rows.map(view);
}

/**
 * GET policiesterms/notice: the texts (use and terms, data treatment) whose current version this staff member has not
 * seen, for the notice on the home. The same record as the users' terms modal: acknowledging either clears both.
 */
export async function staffPolicyNotice(deps: Deps, user: { id: number; permissions: readonly string[] }): Promise<TPolicyStaffNotice> {
  // Every staff member (any permission), as the citizens' per-version notice is for everyone else.
  if (!isStaff(user.permissions)) throw new AppError("FORBIDDEN", M.staffOnly);
  const rows = (await Promise.all(POLICY_TERM_TYPES.map((t) => current(deps, t)))).filter((r): r is TRow => r !== null);
  const seen = await Promise.all(rows.map((r) => seenOrAcceptedAtSignUp(deps, user.id, r)));
  return {
    pending: rows
      .filter((_, i) => !seen[i])
      .map((r) => {
        const v = view(r);
        return { id: v.id, termType: v.termType, label: POLICY_TERM_LABELS[v.termType], version: v.version, createdAt: v.createdAt };
      }),
  };
}
