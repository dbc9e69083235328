import type { TContentForm } from "@portal/schemas/contents/content-form.schema";
import type { TContentType } from "@portal/schemas/contents/content-types";

type TAttribute = { name: string; value: string };
type TFormOf<K extends TContentType> = Extract<TContentForm, { contentType: K }>;
const none = (): TAttribute[] => [];

/**
 * The local attributes each type stores as ContentAttribute rows (spec 02 §3), one row per type: a seventeenth type
 * does not compile until it says what it keeps. Names are the spec's (AccountabilityBase, ProcedureTypeID, EventHost…).
 */
export const CONTENT_TYPE_ATTRIBUTES: { [K in TContentType]: (form: TFormOf<K>) => TAttribute[] } = {
  1: none,
  2: (f) => [
    { name: "EventHost", value: f.eventHost ?? "" },
    { name: "EventLocation", value: f.eventLocation ?? "" },
  ],
  3: none,
  4: none,
  5: none,
  6: none,
  7: none,
  8: none,
  9: (f) => [
    { name: "AccountabilityBase", value: f.accountabilityBase ?? "" },
    { name: "AccountabilityGoal", value: f.accountabilityGoal ?? "" },
    { name: "AccountabilityPercentage", value: String(f.accountabilityPercentage) },
  ],
  // FileExtension and FileSize come from the stored file, not the form.
  10: none,
  11: none,
  12: none,
  13: none,
  14: (f) => [
    { name: "ProcedureTypeID", value: String(f.procedureTypeID) },
    { name: "ProcedureUrl", value: f.procedureUrl ?? "" },
    { name: "ProcedureCostType", value: String(f.procedureCostType) },
    { name: "ProcedureValue", value: f.procedureValue ?? "0" },
    { name: "ProcedureTime", value: f.procedureTime ?? "" },
  ],
  15: none,
  100: none,
};

/** The ContentAttribute rows to write for a parsed content form. */
export function contentAttributes(form: TContentForm): TAttribute[] {
  const build = CONTENT_TYPE_ATTRIBUTES[form.contentType] as (f: TContentForm) => TAttribute[];
  return build(form);
}
