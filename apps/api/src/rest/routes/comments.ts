import { downloadFeedbackExport } from "@portal/core/comments/feedback-export";
import { ZComment, ZCommentEdit } from "@portal/schemas/comments/comment.schema";
import { ZCommentId } from "@portal/schemas/comments/comment-queries.schema";
import { ZFeedbackVisitor } from "@portal/schemas/comments/feedback.schema";
import { XLSX_TYPE } from "../../http/send-file.ts";
import type { RestDownloadRoute } from "../download-route.ts";
import type { RestRoute } from "../rest-route.ts";

/**
 * Spec 02 §7, comments, feedback and reports, with the field names of spec 02 §3. Fixed paths (listadmin,
 * activecount, partialupdate, reasons) come before the ones with an id. Not in the spec's table: GET reports,
 * suggestions (the suggestion box), GET feedback as the admin list of /administrador/feedback-usuarios.
 */
export const commentsRestRoutes: RestRoute[] = [
  // A comment's post and edit and the feedback take z.custom (core checks them): `documentedInput` names the shared
  // schemas; the feedback's is the visitor's (a logged-in caller sends the same fields but name and e-mail).
  // Reading threads.
  { method: "get", path: "contents/:contentID/comments", call: (t) => t.comments.thread },
  { method: "get", path: "comments/listadmin", call: (t) => t.comments.adminList },
  { method: "get", path: "comments/activecount", call: (t) => t.comments.activeCount },
  { method: "get", path: "comments/partialupdate/:id", call: (t) => t.comments.adminDetail },
  { method: "put", path: "comments/partialupdate/:id", call: (t) => t.comments.moderate },
  { method: "get", path: "comments", call: (t) => t.comments.recent },
  { method: "get", path: "comments/:id/comments", call: (t) => t.comments.replies },
  { method: "get", path: "users/:id/comments", call: (t) => t.comments.byUser },
  // Writing.
  { method: "post", path: "comments", call: (t) => t.comments.create, status: 201, documentedInput: ZComment },
  { method: "put", path: "comments/:id", call: (t) => t.comments.update, documentedInput: ZCommentEdit.and(ZCommentId) },
  { method: "delete", path: "comments/:id", call: (t) => t.comments.remove },
  { method: "post", path: "comments/:id/like", call: (t) => t.comments.like },
  { method: "post", path: "comments/:id/shared", call: (t) => t.comments.share },
  // Reports.
  { method: "get", path: "reports/reasons", call: (t) => t.comments.reports.reasons },
  { method: "get", path: "reports", call: (t) => t.comments.reports.list },
  { method: "post", path: "reports", call: (t) => t.comments.reports.add, status: 201 },
  { method: "put", path: "reports/:id/resolve", call: (t) => t.comments.reports.resolve },
  // Feedback and suggestions.
  { method: "get", path: "feedback", call: (t) => t.feedback.list },
  { method: "get", path: "feedback/downloadtoken", call: (t) => t.feedback.exportToken },
  { method: "post", path: "feedback", call: (t) => t.feedback.add, status: 201, documentedInput: ZFeedbackVisitor },
  { method: "get", path: "feedback/count", call: (t) => t.feedback.count },
  { method: "get", path: "feedback/mine", call: (t) => t.feedback.mine },
  { method: "get", path: "suggestions", call: (t) => t.feedback.suggestions },
  { method: "post", path: "suggestions", call: (t) => t.feedback.suggest, status: 201 },
];

/** GET feedback/export?token: the feedback of /administrador/feedback-usuarios as .xlsx; the token (GET feedback/downloadtoken, Feedback permission) is the credential: 60 s, single use. */
export const commentsDownloads: RestDownloadRoute[] = [
  {
    method: "get",
    path: "feedback/export",
    file: async ({ deps, req }) => {
      const { fileName, bytes } = await downloadFeedbackExport(deps, req.query.token);
      return { contentType: XLSX_TYPE, fileName, body: { bytes } };
    },
  },
];
