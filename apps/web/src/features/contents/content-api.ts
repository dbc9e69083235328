import type { RouterOutputs } from "../../lib/trpc";

/** A content as lists and cards read it (GET contents). */
export type TContentCard = RouterOutputs["contents"]["list"]["items"][number];
/** A content as the detail page reads it (GET contents/{friendlyName}). */
export type TContentDetail = RouterOutputs["contents"]["detail"];
/** A section (tag) as GET tags/{friendlyName} answers. */
export type TSection = RouterOutputs["contents"]["sections"]["detail"];

/** A local attribute's value (EventHost, AccountabilityPercentage…), or null. */
export function attributeOf(content: { attributes: readonly { name: string; value: string }[] }, name: string): string | null {
  return content.attributes.find((a) => a.name === name)?.value ?? null;
}
