import { Prisma } from "@portal/db/client";
import { CONTENT_QUERY_MESSAGES as Q } from "@portal/schemas/contents/content-query-options";
import { CONTENT_TYPE, POLL_QUESTION_TYPE } from "@portal/schemas/contents/content-types";
import { ZPollSubmit, ZVoteSubmit } from "@portal/schemas/contents/participation.schema";
import { PARTICIPATION_MESSAGES as P } from "@portal/schemas/contents/participation-messages";
import type { z } from "zod";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { readContentDetail } from "./content-detail.ts";
import type { TContentActor } from "./content-viewer.ts";

type Deps = Pick<CoreDeps, "db">;
type Tx = Prisma.TransactionClient;
type TParticipant = TContentActor & { userId: number };

/** The content a logged user answers: one they may read, of the right type. */
async function answerable(deps: Deps, friendlyName: string, actor: TParticipant, type: number) {
  const detail = await readContentDetail(deps, { friendlyName }, actor);
  if (detail.contentType !== type) throw AppError.field("contentID", Q.notParticipation);
  return detail;
}

/**
 * One participation per user and content, enforced by the database: the content's row is locked for the
 * transaction, so two answers of the same user (two tabs, a replayed request) cannot both pass the check.
 */
async function lockAndCheck(tx: Tx, contentID: number, answered: () => Promise<unknown>) {
  await tx.$queryRaw(Prisma.sql`SELECT 1 FROM "Content" WHERE "contentID" = ${contentID} FOR UPDATE`);
  if (await answered()) throw new AppError("CONFLICT", P.alreadyVoted, [{ path: "contentID", message: P.alreadyVoted }]);
}

/** POST contents/{name}/vote {selectedAnswers: [voteOptionID]}: a single choice, once; answers the results. */
export async function voteContent(deps: Deps, friendlyName: string, raw: z.input<typeof ZVoteSubmit>, actor: TParticipant) {
  const { selectedAnswers } = ZVoteSubmit.parse(raw);
  const content = await answerable(deps, friendlyName, actor, CONTENT_TYPE.vote);
  const optionID = selectedAnswers[0];
  if (optionID === undefined || !content.answerOptions.some((o) => o.voteOptionID === optionID)) throw AppError.field("selectedAnswers", P.optionRequired);
  await deps.db.$transaction(async (tx) => {
    await lockAndCheck(tx, content.contentID, () =>
      tx.contentVote.findFirst({ where: { contentID: content.contentID, userId: actor.userId }, select: { id: true } }),
    );
    await tx.contentVote.create({ data: { contentID: content.contentID, voteOptionID: optionID, userId: actor.userId } });
    await tx.voteOption.update({ where: { voteOptionID: optionID }, data: { votes: { increment: 1 } } });
    await tx.content.update({ where: { contentID: content.contentID }, data: { sumVotes: { increment: 1 } } });
  });
  return readContentDetail(deps, { contentID: content.contentID }, actor);
}

/**
 * POST contents/{name}/votepoll [{contentPollID, typeQuestion, value | SelectedAnswers}]: every question answered
 * once, as its stored type says (open 10–560, true/false, one option, one or more options).
 */
export async function answerPoll(deps: Deps, friendlyName: string, raw: z.input<typeof ZPollSubmit>, actor: TParticipant) {
  const { answers } = ZPollSubmit.parse(raw);
  const content = await answerable(deps, friendlyName, actor, CONTENT_TYPE.poll);
  const rows: { contentPollID: number; contentAnswerID: number | null; value: string | null }[] = [];
  content.contentPoll.forEach((question, i) => {
    const answer = answers.find((a) => a.contentPollID === question.contentPollID);
    // The stored type decides; a client that sends another type is answering another question.
    if (!answer || answer.typeQuestion !== question.typeQuestion) throw AppError.field(`answers.${i}`, P.optionRequired);
    const options = new Set(question.contentAnswers.map((o) => o.contentAnswerID));
    if (question.typeQuestion === POLL_QUESTION_TYPE.open || question.typeQuestion === POLL_QUESTION_TYPE.trueFalse) {
      rows.push({ contentPollID: question.contentPollID, contentAnswerID: null, value: answer.value });
    } else {
      if (answer.SelectedAnswers.some((id) => !options.has(id))) throw AppError.field(`answers.${i}`, P.optionRequired);
      for (const id of answer.SelectedAnswers) rows.push({ contentPollID: question.contentPollID, contentAnswerID: id, value: null });
    }
  });
  if (answers.some((a) => !content.contentPoll.some((q) => q.contentPollID === a.contentPollID))) throw AppError.field("answers", P.optionRequired);
  const questionIDs = content.contentPoll.map((q) => q.contentPollID);
  await deps.db.$transaction(async (tx) => {
    await lockAndCheck(tx, content.contentID, () =>
      tx.pollUserAnswer.findFirst({ where: { userId: actor.userId, contentPollID: { in: questionIDs } }, select: { id: true } }),
    );
    await tx.pollUserAnswer.createMany({ data: rows.map((r) => ({ ...r, userId: actor.userId })) });
    await tx.pollQuestion.updateMany({ where: { contentPollID: { in: questionIDs } }, data: { votes: { increment: 1 } } });
    const chosen = rows.flatMap((r) => (r.contentAnswerID === null ? [] : [r.contentAnswerID]));
    if (chosen.length > 0) await tx.pollAnswerOption.updateMany({ where: { contentAnswerID: { in: chosen } }, data: { votes: { increment: 1 } } });
    await tx.content.update({ where: { contentID: content.contentID }, data: { sumVotes: { increment: 1 } } });
  });
  return { message: P.pollSaved, content: await readContentDetail(deps, { contentID: content.contentID }, actor) };
}

/** POST contents/{name}/like: likes a content the user may read, or takes the like back. */
export async function likeContent(deps: Deps, friendlyName: string, actor: TParticipant) {
  const content = await readContentDetail(deps, { friendlyName }, actor);
  const key = { contentID_userId: { contentID: content.contentID, userId: actor.userId } };
  return deps.db.$transaction(async (tx) => {
    // The same lock as answers: a double click cannot count two likes.
    await tx.$queryRaw(Prisma.sql`SELECT 1 FROM "Content" WHERE "contentID" = ${content.contentID} FOR UPDATE`);
    const had = await tx.contentLike.findUnique({ where: key, select: { contentID: true } });
    if (had) await tx.contentLike.delete({ where: key });
    else await tx.contentLike.create({ data: { contentID: content.contentID, userId: actor.userId } });
    const updated = await tx.content.update({
      where: { contentID: content.contentID },
      data: { countLikes: { increment: had ? -1 : 1 } },
      select: { countLikes: true },
    });
    return { alreadyLiked: !had, countLikes: updated.countLikes };
  });
}
