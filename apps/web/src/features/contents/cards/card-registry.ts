import type { TContentType } from "@portal/schemas/contents/content-types";
import type { ComponentType } from "react";
import type { TContentCard } from "../content-api";
import { AccountabilityPart, CountdownPart, DocumentPart, EventPart, LinkPart, PollPart, ProcedurePart, VotePart } from "./card-parts";

/** A card template of spec 02 §2 and the part only its type shows (null: title, image and description only). */
export type TCardTemplate = {
  template: "news" | "event" | "document" | "poll" | "poll2" | "challenge" | "link" | "procedure" | "accountability" | "hangout";
  Part: ComponentType<{ content: TContentCard }> | null;
};

/** One row per content type: a seventeenth type in CONTENT_TYPES does not compile until it has its card here. */
const CARD_REGISTRY = {
  1: { template: "news", Part: null },
  2: { template: "event", Part: EventPart },
  3: { template: "poll", Part: VotePart },
  4: { template: "news", Part: null },
  5: { template: "challenge", Part: CountdownPart },
  6: { template: "hangout", Part: CountdownPart },
  7: { template: "link", Part: LinkPart },
  8: { template: "news", Part: null },
  9: { template: "accountability", Part: AccountabilityPart },
  10: { template: "document", Part: DocumentPart },
  11: { template: "news", Part: null },
  12: { template: "challenge", Part: CountdownPart },
  13: { template: "news", Part: null },
  14: { template: "procedure", Part: ProcedurePart },
  15: { template: "news", Part: null },
  100: { template: "poll2", Part: PollPart },
} as const satisfies { [K in TContentType]: TCardTemplate };

export function cardTemplate(contentType: number): TCardTemplate {
  return (CARD_REGISTRY as Record<number, TCardTemplate>)[contentType] ?? CARD_REGISTRY[1];
}
