import type { RestDownloadRoute } from "./download-route.ts";
import { certificatesDownloads } from "./routes/certificates.ts";
import { commentsDownloads } from "./routes/comments.ts";
import { complaintFormsDownloads } from "./routes/complaint-forms.ts";
import { contentsDownloads } from "./routes/contents.ts";
import { documentsDownloads } from "./routes/documents.ts";
import { indicatorsDownloads } from "./routes/indicators.ts";
import { selfAssessmentDownloads } from "./routes/self-assessment.ts";

/** Every GET under the base path that answers a file, one list per domain beside its REST rows (rest-table.test.ts checks both against the spec). */
export const restDownloads: RestDownloadRoute[] = [
  ...certificatesDownloads,
  ...documentsDownloads,
  ...contentsDownloads,
  ...indicatorsDownloads,
  ...commentsDownloads,
  ...selfAssessmentDownloads,
  ...complaintFormsDownloads,
];
