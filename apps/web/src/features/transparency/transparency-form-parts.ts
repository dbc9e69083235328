import type { TTransparencyGroup } from "@portal/schemas/transparency/transparency.schema";

/** The groups and subgroups as select options ("4.10. Informes trimestrales…"), in page order. */
export function groupOptions(groups: TTransparencyGroup[], topOnly = false): { value: string; label: string }[] {
  return groups.flatMap((g) => [
    { value: String(g.transparencySectionID), label: g.idIndex ? `${g.idIndex}. ${g.title}` : g.title },
    ...(topOnly ? [] : groupOptions(g.children)).map((o) => ({ ...o, label: `— ${o.label}` })),
  ]);
}
