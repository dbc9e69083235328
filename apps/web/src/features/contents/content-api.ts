import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@portal/api/router";

type TOutputs = inferRouterOutputs<AppRouter>;
/** A content as lists and cards read it (GET contents). */
export type TContentCard = TOutputs["contents"]["list"]["items"][number];
/** A content as the detail page reads it (GET contents/{friendlyName}). */
export type TContentDetail = TOutputs["contents"]["detail"];
/** A section (tag) as GET tags/{friendlyName} answers. */
export type TSection = TOutputs["contents"]["sections"]["detail"];

/** A local attribute's value (EventHost, AccountabilityPercentage…), or null. */
export function attributeOf(content: { attributes: readonly { name: string; value: string }[] }, name: string): string | null {
  return content.attributes.find((a) => a.name === name)?.value ?? null;
}
