import { z } from "zod";
import { CONTENT_BASE_SHAPE, commonContentRules } from "./content-common.schema.ts";
import { CONTENT_MESSAGES as M } from "./content-messages.ts";
import { CONTENT_QUERY_MESSAGES as Q } from "./content-query-options.ts";
import { CONTENT_TYPES, NO_CLOSING_DATE, type TContentType } from "./content-types.ts";
import { ZAccountabilityContent } from "./types/accountability.schema.ts";
import { ZDocumentContent } from "./types/document.schema.ts";
import { ZEventContent } from "./types/event.schema.ts";
import { ZGalleryContent } from "./types/gallery.schema.ts";
import { ZHangoutContent } from "./types/hangout.schema.ts";
import { ZPollContent } from "./types/poll.schema.ts";
import { ZProcedureContent } from "./types/procedure.schema.ts";
import { ZVoteContent } from "./types/vote.schema.ts";

/** A type whose only rules are the common ones (the registry row drives link, dates and closing date). */
function plainContent<T extends TContentType>(contentType: T) {
  return z.object({ ...CONTENT_BASE_SHAPE, contentType: z.literal(contentType) }).superRefine((v, ctx) => commonContentRules(v, ctx));
}

/** The add/update content form of every type (spec 02 §5), keyed like CONTENT_TYPES: a missing type does not compile. */
export const CONTENT_FORMS = {
  1: plainContent(1),
  2: ZEventContent,
  3: ZVoteContent,
  4: plainContent(4),
  5: plainContent(5),
  6: ZHangoutContent,
  7: plainContent(7),
  8: plainContent(8),
  9: ZAccountabilityContent,
  10: ZDocumentContent,
  11: plainContent(11),
  12: plainContent(12),
  13: plainContent(13),
  14: ZProcedureContent,
  15: ZGalleryContent,
  100: ZPollContent,
} as const satisfies { [K in TContentType]: z.ZodType<{ contentType: K }> };

const FORM_LIST = Object.values(CONTENT_FORMS) as unknown as [(typeof CONTENT_FORMS)[TContentType], ...(typeof CONTENT_FORMS)[TContentType][]];

/**
 * POST contents / PUT contents/{friendlyName}: one discriminated union on contentType, in at least one section. After the rules: the closing date is
 * kept only for Article, Convocation and Challenge ("Sin fecha de cierre" stores 2038-01-01), and saving a content
 * publishes it (spec 02 §4: "Editing an existing content sets published true").
 */
export const ZContentForm = z
  .preprocess(
    // Form posts may send the type as a digit string.
    (v) =>
      v && typeof v === "object" && "contentType" in v && typeof v.contentType === "string" && /^\d+$/.test(v.contentType)
        ? { ...v, contentType: Number(v.contentType) }
        : v,
    z.discriminatedUnion("contentType", FORM_LIST, { error: M.typeRequired }),
  )
  // Every content lives in at least one section; whether each one exists and accepts the type is the use case's check.
  .refine((v) => v.tags.length > 0, { path: ["tags"], error: Q.sectionRequired })
  .transform((v) => {
    const row = CONTENT_TYPES[v.contentType];
    const closingDate = !row.keepsClosingDate ? null : v.withoutClosingDate === true ? NO_CLOSING_DATE : v.closingDate;
    return { ...v, closingDate, withoutClosingDate: row.keepsClosingDate && v.withoutClosingDate === true, published: true as const };
  });
export type TContentFormInput = z.input<typeof ZContentForm>;
export type TContentForm = z.output<typeof ZContentForm>;
