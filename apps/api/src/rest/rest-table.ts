import type { RestRoute } from "./rest-route.ts";
import { accountsRestRoutes, userProfileRestRoutes } from "./routes/accounts.ts";
import { bannersRestRoutes } from "./routes/banners.ts";
import { blocksRestRoutes } from "./routes/blocks.ts";
import { captchaRestRoutes } from "./routes/captcha.ts";
import { certificatesRestRoutes } from "./routes/certificates.ts";
import { commentsRestRoutes } from "./routes/comments.ts";
import { complaintDependenciesRestRoutes } from "./routes/complaint-dependencies.ts";
import { complaintFormAnswersRestRoutes } from "./routes/complaint-form-answers.ts";
import { complaintFormsRestRoutes } from "./routes/complaint-forms.ts";
import { complaintFormsDashboardRestRoutes } from "./routes/complaint-forms-dashboard.ts";
import { complaintLifecycleRestRoutes } from "./routes/complaint-lifecycle.ts";
import { contentsRestRoutes } from "./routes/contents.ts";
import { documentsRestRoutes } from "./routes/documents.ts";
import { filesRestRoutes } from "./routes/files.ts";
import { importsRestRoutes } from "./routes/imports.ts";
import { indicatorsRestRoutes } from "./routes/indicators.ts";
import { labelsRestRoutes } from "./routes/labels.ts";
import { locationsRestRoutes } from "./routes/locations.ts";
import { menusRestRoutes } from "./routes/menus.ts";
import { messagesRestRoutes } from "./routes/messages.ts";
import { newsletterRestRoutes } from "./routes/newsletter.ts";
import { notificationsRestRoutes } from "./routes/notifications.ts";
import { policiesRestRoutes } from "./routes/policies.ts";
import { pqrdsReportsRestRoutes } from "./routes/pqrds-reports.ts";
import { selfAssessmentRestRoutes } from "./routes/self-assessment.ts";
import { settingsRestRoutes } from "./routes/settings.ts";
import { tracksRestRoutes } from "./routes/tracks.ts";
import { transparencyRestRoutes } from "./routes/transparency.ts";

/** Every REST route of the spec, one file per router domain; rest-table.api.test.ts checks it against the spec. */
export const restRoutes: RestRoute[] = [
  ...accountsRestRoutes,
  ...notificationsRestRoutes,
  ...captchaRestRoutes,
  ...locationsRestRoutes,
  ...complaintDependenciesRestRoutes,
  ...pqrdsReportsRestRoutes,
  ...complaintFormsRestRoutes,
  ...complaintFormsDashboardRestRoutes,
  ...complaintFormAnswersRestRoutes,
  ...complaintLifecycleRestRoutes,
  ...settingsRestRoutes,
  ...selfAssessmentRestRoutes,
  ...newsletterRestRoutes,
  ...certificatesRestRoutes,
  ...importsRestRoutes,
  ...documentsRestRoutes,
  ...bannersRestRoutes,
  ...tracksRestRoutes,
  ...contentsRestRoutes,
  ...commentsRestRoutes,
  ...labelsRestRoutes,
  ...menusRestRoutes,
  ...transparencyRestRoutes,
  ...policiesRestRoutes,
  ...blocksRestRoutes,
  ...indicatorsRestRoutes,
  ...messagesRestRoutes,
  ...filesRestRoutes,
  // Last: `users/:friendlyName` would shadow the fixed `users/…` paths above.
  ...userProfileRestRoutes,
];
