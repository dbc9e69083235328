import { COMMENT_STATUSES } from "@portal/schemas/comments/comment-moderation";
import { REPORT_TYPES } from "@portal/schemas/comments/report.schema";
import { TAG_TEMPLATE_TYPES } from "@portal/schemas/contents/content-types";
import { describe, expect, it } from "vitest";
import { CommentStatus, ReportType, TagTemplateType } from "./enums.ts";

// The content domains' browser enums, declared again in @portal/schemas, must not drift from Prisma's.
describe("content enums match Prisma's", () => {
  it("REPORT_TYPES equals ReportType", () => {
    expect([...REPORT_TYPES]).toEqual(Object.values(ReportType));
  });
  it("COMMENT_STATUSES equals CommentStatus", () => {
    expect([...COMMENT_STATUSES]).toEqual(Object.values(CommentStatus));
  });
  it("TAG_TEMPLATE_TYPES equals TagTemplateType", () => {
    expect([...TAG_TEMPLATE_TYPES]).toEqual(Object.values(TagTemplateType));
  });
});
