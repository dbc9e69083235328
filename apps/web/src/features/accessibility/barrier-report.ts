import { BARRIER_REPORT_PREFIX, BARRIER_REPORT_TYPE_ID } from "@portal/schemas/accessibility/accessibility-statement";
import { draftKey } from "@portal/schemas/ui/draft-messages";

/** The PQRDS form's draft key for the Sugerencia type: the form puts a draft it finds there back into its fields. */
export const BARRIER_REPORT_DRAFT_KEY = draftKey(`pqrds:${BARRIER_REPORT_TYPE_ID}`);

function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Prepares the Sugerencia form for a barrier report: its description starts with BARRIER_REPORT_PREFIX (how staff tell
 * these reports apart: PQRDS have no tags). The hand-off is the form's own draft (sessionStorage, this tab only), so
 * the form needs no parameter and nothing personal travels in the URL; text already typed there is kept after the prefix.
 */
export function prefillBarrierReport(storage: Storage | null = tabStorage()): void {
  if (!storage) return;
  let draft: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(BARRIER_REPORT_DRAFT_KEY) ?? "null");
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) draft = parsed as Record<string, unknown>;
  } catch {
    // An unreadable draft is replaced.
  }
  const typed = typeof draft.description === "string" ? draft.description : "";
  const description = typed.startsWith(BARRIER_REPORT_PREFIX) ? typed : BARRIER_REPORT_PREFIX + typed;
  try {
    storage.setItem(BARRIER_REPORT_DRAFT_KEY, JSON.stringify({ ...draft, description }));
  } catch {
    // Storage full or refused: the form opens empty, the citizen writes the report themselves.
  }
}
