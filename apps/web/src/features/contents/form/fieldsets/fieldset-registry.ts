import type { TContentType } from "@portal/schemas/contents/content-types";
import type { ComponentType } from "react";
import type { TFieldsetProps } from "../use-content-form";
import { AccountabilityFieldset } from "./accountability-fieldset";
import { DocumentFieldset } from "./document-fieldset";
import { EventFieldset } from "./event-fieldset";
import { GalleryFieldset } from "./gallery-fieldset";
import { HangoutFieldset } from "./hangout-fieldset";
import { PollFieldset } from "./poll-fieldset";
import { ProcedureFieldset } from "./procedure-fieldset";
import { VoteFieldset } from "./vote-fieldset";

/**
 * The fieldsets each type adds to the common ones (name, description, body, image, link, dates, sections, wall),
 * whose presence follows the type's row in CONTENT_TYPES. Exhaustive: a seventeenth type does not compile here.
 */
export const FIELDSET_REGISTRY = {
  1: [],
  2: [EventFieldset],
  3: [VoteFieldset],
  4: [],
  5: [],
  6: [HangoutFieldset],
  7: [],
  8: [],
  9: [AccountabilityFieldset],
  10: [DocumentFieldset],
  11: [],
  12: [],
  13: [],
  14: [ProcedureFieldset],
  15: [GalleryFieldset],
  100: [PollFieldset],
} as const satisfies { [K in TContentType]: readonly ComponentType<TFieldsetProps>[] };
