import { z } from "zod";
import { present } from "../../common/present.ts";
import { type TIssueSink, zText } from "../../complaint-forms/fields.ts";
import { CONTENT_BASE_SHAPE, commonContentRules } from "../content-common.schema.ts";
import { youtubeCode } from "../content-fields.ts";
import { CONTENT_LIMITS as L, CONTENT_MESSAGES as M } from "../content-messages.ts";
import { CONTENT_TYPE } from "../content-types.ts";

/** Hangout (6): a YouTube live link whose 11-character code is kept; starts at startingDate (countdown). */
export const ZHangoutContent = z
  .object({
    ...CONTENT_BASE_SHAPE,
    contentType: z.literal(CONTENT_TYPE.hangout),
    /** Derived from embedUrl on the server; a value sent by the client must match it. */
    codeYouTube: zText(40),
  })
  .superRefine((v, ctx) => {
    commonContentRules(v, ctx);
    hangoutRules(v, ctx);
  })
  .transform((v) => ({ ...v, codeYouTube: youtubeCode(present(v.embedUrl, "embedUrl")) }));
export type THangoutContent = z.output<typeof ZHangoutContent>;

export function hangoutRules(v: Pick<THangoutContent, "embedUrl" | "codeYouTube">, ctx: TIssueSink): void {
  if (!v.embedUrl) {
    ctx.addIssue({ code: "custom", path: ["embedUrl"], message: M.youtubeRequired });
    return;
  }
  const code = v.embedUrl.length <= L.linkMax ? youtubeCode(v.embedUrl) : null;
  if (code === null || (v.codeYouTube !== null && v.codeYouTube !== code)) {
    ctx.addIssue({ code: "custom", path: ["embedUrl"], message: M.youtubeInvalid });
  }
}
