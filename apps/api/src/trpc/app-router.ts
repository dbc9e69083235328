import { authRouter } from "./routers/accounts/auth.router.ts";
import { emailCodesRouter } from "./routers/accounts/email-codes.router.ts";
import { permissionsRouter } from "./routers/accounts/permissions.router.ts";
import { profileRouter } from "./routers/accounts/profile.router.ts";
import { userMainRouter } from "./routers/accounts/user-main.router.ts";
import { usersRouter } from "./routers/accounts/users.router.ts";
import { auditRouter } from "./routers/audit/audit.router.ts";
import { bannersRouter } from "./routers/blocks/banners.router.ts";
import { blockAdminRouter } from "./routers/blocks/block-admin.router.ts";
import { blocksRouter } from "./routers/blocks/blocks.router.ts";
import { captchaRouter } from "./routers/captcha/captcha.router.ts";
import { certificatesRouter } from "./routers/certificates/certificates.router.ts";
import { commentsRouter } from "./routers/comments/comments.router.ts";
import { feedbackRouter } from "./routers/comments/feedback.router.ts";
import { complaintDependenciesRouter } from "./routers/complaint-forms/complaint-dependencies.router.ts";
import { complaintFormAnswersRouter } from "./routers/complaint-forms/complaint-form-answers.router.ts";
import { complaintFormsRouter } from "./routers/complaint-forms/complaint-forms.router.ts";
import { complaintFormsDashboardRouter } from "./routers/complaint-forms/complaint-forms-dashboard.router.ts";
import { complaintLifecycleRouter } from "./routers/complaint-forms/complaint-lifecycle.router.ts";
import { pqrdsReportsRouter } from "./routers/complaint-forms/pqrds-reports.router.ts";
import { contentsRouter } from "./routers/contents/contents.router.ts";
import { tracksRouter } from "./routers/contents/tracks.router.ts";
import { documentsRouter } from "./routers/documents/documents.router.ts";
import { filesRouter } from "./routers/files/files.router.ts";
import { importsRouter } from "./routers/imports/imports.router.ts";
import { indicatorsRouter } from "./routers/indicators/indicators.router.ts";
import { liveRouter } from "./routers/live/live.router.ts";
import { catalogsRouter } from "./routers/locations/catalogs.router.ts";
import { locationsRouter } from "./routers/locations/locations.router.ts";
import { menusRouter } from "./routers/menus/menus.router.ts";
import { chatRouter } from "./routers/messages/chat.router.ts";
import { ticketsRouter } from "./routers/messages/tickets.router.ts";
import { newsletterRouter } from "./routers/newsletter/newsletter.router.ts";
import { notificationsRouter } from "./routers/notifications/notifications.router.ts";
import { helpTextsRouter } from "./routers/policies/help-texts.router.ts";
import { policiesRouter } from "./routers/policies/policies.router.ts";
import { selfAssessmentRouter } from "./routers/self-assessment/self-assessment.router.ts";
import { settingsRouter } from "./routers/settings/settings.router.ts";
import { siteMapRouter } from "./routers/transparency/site-map.router.ts";
import { transparencyRouter } from "./routers/transparency/transparency.router.ts";
import { router } from "./trpc.ts";

/** Every procedure of the portal; the REST adapter maps the spec's paths onto these same procedures. */
export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  permissions: permissionsRouter,
  profile: profileRouter,
  emailCodes: emailCodesRouter,
  userMain: userMainRouter,
  settings: settingsRouter,
  audit: auditRouter,
  selfAssessment: selfAssessmentRouter,
  captcha: captchaRouter,
  locations: locationsRouter,
  catalogs: catalogsRouter,
  notifications: notificationsRouter,
  live: liveRouter,
  complaintForms: complaintFormsRouter,
  complaintFormsDashboard: complaintFormsDashboardRouter,
  complaintDependencies: complaintDependenciesRouter,
  complaintFormAnswers: complaintFormAnswersRouter,
  pqrdsReports: pqrdsReportsRouter,
  complaintLifecycle: complaintLifecycleRouter,
  newsletter: newsletterRouter,
  certificates: certificatesRouter,
  documents: documentsRouter,
  imports: importsRouter,
  blockAdmin: blockAdminRouter,
  banners: bannersRouter,
  contents: contentsRouter,
  comments: commentsRouter,
  feedback: feedbackRouter,
  menus: menusRouter,
  transparency: transparencyRouter,
  siteMap: siteMapRouter,
  policies: policiesRouter,
  helpTexts: helpTextsRouter,
  blocks: blocksRouter,
  indicators: indicatorsRouter,
  chat: chatRouter,
  tickets: ticketsRouter,
  files: filesRouter,
  tracks: tracksRouter,
});

export type AppRouter = typeof appRouter;
