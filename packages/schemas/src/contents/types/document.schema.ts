import { z } from "zod";
import { CONTENT_BASE_SHAPE, commonContentRules } from "../content-common.schema.ts";
import { CONTENT_TYPE } from "../content-types.ts";

/**
 * Document (10): a link or a file, and its issue date (startingDate). Both rules come from the type's row in
 * CONTENT_TYPES (link "linkOrFile", needsIssueDate), applied by the common rules so the mass upload shares them.
 */
export const ZDocumentContent = z
  .object({ ...CONTENT_BASE_SHAPE, contentType: z.literal(CONTENT_TYPE.document) })
  .superRefine((v, ctx) => commonContentRules(v, ctx));
export type TDocumentContent = z.output<typeof ZDocumentContent>;
