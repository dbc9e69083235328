const NAMES = { instagram: "Instagram", twitter: "Twitter", youtube: "YouTube", facebook: "Facebook" } as const;

/** The entity's social links, each shown only if set and not the text "false" (spec 01 §2). */
export function socialLinks(networks: Record<keyof typeof NAMES, string>): { name: string; url: string }[] {
  return (Object.keys(NAMES) as (keyof typeof NAMES)[])
    .map((k) => ({ name: NAMES[k], url: (networks[k] ?? "").trim() }))
    .filter((l) => l.url !== "" && l.url.toLowerCase() !== "false");
}
