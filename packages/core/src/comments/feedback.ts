import type { Prisma } from "@portal/db/client";
import { neutralizeFormula } from "@portal/schemas/comments/comment.schema";
import { FEEDBACK_MESSAGES as F } from "@portal/schemas/comments/comment-messages";
import { COMMENT_ADMIN_MESSAGES as M } from "@portal/schemas/comments/comment-moderation";
import { type TFeedbackExportQuery, ZFeedbackAdminQuery, ZMyFeedbackQuery, ZSuggestionAdminQuery } from "@portal/schemas/comments/comment-queries.schema";
import { ZFeedbackUser, ZFeedbackVisitor } from "@portal/schemas/comments/feedback.schema";
import { ZSuggestion } from "@portal/schemas/comments/suggestion.schema";
import { dayRangeInstants } from "@portal/schemas/common/day-range";
import type { z } from "zod";
import { paginate } from "../common/paginate.ts";
import { readContentDetail } from "../contents/content-detail.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import type { TCommentActor } from "./comment-actor.ts";

/**
 * feedback add ("¿Esta información fue útil?"): helped yes/no and an optional message (≤ 250, one line) with the
 * captcha; visitors also give a name and an e-mail, logged users are known by their session. Only a logged user may
 * answer "yes". A contentID must name
 * a content the sender can read.
 */
export async function addFeedback(deps: Pick<CoreDeps, "db" | "captcha">, raw: z.input<typeof ZFeedbackVisitor>, actor: TCommentActor) {
  const input = (actor.loggedIn ? ZFeedbackUser : ZFeedbackVisitor).parse(raw);
  // Marking "helped" requires a login (spec 02 §5); a visitor may still say it did not help, with a name and e-mail.
  if (input.helped && !actor.loggedIn) throw new AppError("UNAUTHORIZED", F.helpedLoginRequired);
  await deps.captcha.verify("feedback", input.captchaId, input.captcha);
  if (input.contentID !== null) await readContentDetail(deps, { contentID: input.contentID }, actor);
  await deps.db.feedback.create({
    data: {
      helped: input.helped,
      name: input.name,
      email: input.email,
      message: input.message === null ? null : neutralizeFormula(input.message),
      contentID: input.contentID,
      contentModel: input.contentModel,
      friendlyName: input.friendlyName,
      userId: actor.userId,
    },
  });
  return { message: F.thanks };
}

/** The where clause of the admin filters (shared by the list and its .xlsx export). */
export function feedbackWhere(q: TFeedbackExportQuery): Prisma.FeedbackWhereInput {
  const createdAt = dayRangeInstants(q);
  return {
    ...(q.friendlyName ? { friendlyName: q.friendlyName } : {}),
    ...(q.helped !== undefined ? { helped: q.helped } : {}),
    ...(createdAt ? { createdAt } : {}),
    // Words of the page: its friendly name or its content's name.
    ...(q.content
      ? { OR: [{ friendlyName: { contains: q.content, mode: "insensitive" } }, { content: { name: { contains: q.content, mode: "insensitive" } } }] }
      : {}),
  };
}

/** feedback get (permission Feedback): the answers, newest first, with the yes/no totals of the same filter. */
export async function listFeedback(deps: Pick<CoreDeps, "db">, raw: z.input<typeof ZFeedbackAdminQuery>) {
  const q = ZFeedbackAdminQuery.parse(raw);
  const where = feedbackWhere(q);
  const [page, helped, notHelped] = await Promise.all([
    paginate(
      q,
      (w) =>
        deps.db.feedback.findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { feedbackID: "desc" }],
          ...w,
          select: FEEDBACK_SELECT,
        }),
      () => deps.db.feedback.count({ where }),
      feedbackView,
    ),
    deps.db.feedback.count({ where: { ...where, helped: true } }),
    deps.db.feedback.count({ where: { ...where, helped: false } }),
  ]);
  return { ...page, helped, notHelped };
}

export const FEEDBACK_SELECT = {
  feedbackID: true,
  helped: true,
  name: true,
  email: true,
  message: true,
  contentID: true,
  contentModel: true,
  friendlyName: true,
  createdAt: true,
  user: { select: { name: true, lastname: true, email: true } },
  content: { select: { name: true } },
} as const satisfies Prisma.FeedbackSelect;

/** A logged sender is named by the account; the content's name comes along for the list and the export. */
export function feedbackView({ user, content, ...f }: Prisma.FeedbackGetPayload<{ select: typeof FEEDBACK_SELECT }>) {
  return { ...f, contentName: content?.name ?? null, name: f.name ?? (user ? `${user.name} ${user.lastname}` : null), email: f.email ?? user?.email ?? null };
}

/** The suggestion box: names (≤ 50), e-mail and a description (≤ 200). */
export async function addSuggestion(deps: Pick<CoreDeps, "db">, raw: z.input<typeof ZSuggestion>) {
  const input = ZSuggestion.parse(raw);
  await deps.db.suggestion.create({ data: { names: input.names, email: input.email, description: neutralizeFormula(input.description) } });
  return { message: M.suggestionThanks };
}

/** GET suggestions (permission Feedback), newest first. */
export function listSuggestions(deps: Pick<CoreDeps, "db">, raw: z.input<typeof ZSuggestionAdminQuery>) {
  const q = ZSuggestionAdminQuery.parse(raw);
  return paginate(
    q,
    (w) => deps.db.suggestion.findMany({ orderBy: [{ createdAt: "desc" }, { suggestionID: "desc" }], ...w }),
    () => deps.db.suggestion.count(),
  );
}

/** feedback count (spec 02 §7): how many answers and suggestions there are, for the Feedback staff's badge. */
export async function countFeedback(deps: Pick<CoreDeps, "db">) {
  const [feedback, suggestions] = await Promise.all([deps.db.feedback.count(), deps.db.suggestion.count()]);
  return { feedback, suggestions, count: feedback + suggestions };
}

/**
 * feedback get for the widget (spec 02 §7: friendlyName, userId, isLoggin): the logged user's latest answer on that
 * page, or null, so the widget shows it instead of asking again. Only one's own: never another user's.
 */
export async function myFeedback(deps: Pick<CoreDeps, "db">, user: { id: number }, raw: z.input<typeof ZMyFeedbackQuery>) {
  const { friendlyName } = ZMyFeedbackQuery.parse(raw);
  const row = await deps.db.feedback.findFirst({
    where: { userId: user.id, friendlyName },
    orderBy: { createdAt: "desc" },
    select: { helped: true, createdAt: true },
  });
  return row ? { helped: row.helped, date: row.createdAt.toISOString() } : null;
}
