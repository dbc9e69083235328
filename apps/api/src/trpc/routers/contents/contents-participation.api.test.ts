import { CONTENT_QUERY_MESSAGES as Q } from "@portal/schemas/contents/content-query-options";
import { PARTICIPATION_MESSAGES as P } from "@portal/schemas/contents/participation-messages";
import { RATE_LIMITS } from "@portal/schemas/rate-limits/rate-limits";
import { describe, expect, it } from "vitest";
import { type ApiHarness, startApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { contentAdmin, createContent, createSection, FORMS } from "./contents-testing.ts";

let h: ApiHarness;
let admin: string;
let tagID: number;

useApiHarness(async (started) => {
  h = started;
  admin = await contentAdmin(h);
  tagID = (await createSection(h, admin)).tagID;
});

const vote = (name: string, body: unknown, token: string | null) => h.call("POST", `/api/v1/contents/${name}/vote`, body, token);
const votePoll = (name: string, body: unknown, token: string | null) => h.call("POST", `/api/v1/contents/${name}/votepoll`, body, token);

describe("votes: one single choice per user, results in percentages", () => {
  it("needs a login, a valid option, and counts once even when sent twice at the same time", async () => {
    const c = await createContent(h, admin, FORMS.vote, tagID);
    const [yes, no] = c.answerOptions.map((o: any) => o.voteOptionID);
    expect((await vote(c.friendlyName, { selectedAnswers: [yes] }, null)).status).toBe(401);

    const ana = (await h.registerCitizen()).token;
    const bad = await vote(c.friendlyName, { selectedAnswers: [yes, no] }, ana);
    expect(bad.body.error.details[0].message).toBe(P.optionRequired);
    const foreign = await vote(c.friendlyName, { selectedAnswers: [999_999] }, ana);
    expect(foreign.body.error.details[0].message).toBe(P.optionRequired);

    // The same user twice at once: exactly one vote is stored, the other gets the already-voted message.
    const both = await Promise.all([vote(c.friendlyName, { selectedAnswers: [yes] }, ana), vote(c.friendlyName, { selectedAnswers: [no] }, ana)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.error.message).toBe(P.alreadyVoted);
    expect(await h.db.contentVote.count({ where: { contentID: c.contentID } })).toBe(1);

    const luis = (await h.registerCitizen()).token;
    await vote(c.friendlyName, { selectedAnswers: [no] }, luis);
    const pedro = (await h.registerCitizen()).token;
    const last = await vote(c.friendlyName, { selectedAnswers: [no] }, pedro);
    expect(last.body.alreadyVoted).toBe(true);
    const votes = Object.fromEntries(last.body.answerOptions.map((o: any) => [o.text, o.votes]));
    expect(votes.Sí + votes.No).toBe(3);
    expect(last.body.answerOptions.map((o: any) => o.percentage).reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(100, 0);
    expect(last.body.sumVotes).toBe(3);
  });

  it("a vote on an inactive content or on another type is refused, nothing stored", async () => {
    const c = await createContent(h, admin, { ...FORMS.vote, name: "Votación cerrada" }, tagID);
    await h.call("POST", `/api/v1/contents/${c.friendlyName}/disable`, {}, admin);
    const ana = (await h.registerCitizen()).token;
    expect((await vote(c.friendlyName, { selectedAnswers: [c.answerOptions[0].voteOptionID] }, ana)).status).toBe(404);
    const news = await createContent(h, admin, FORMS.article, tagID);
    const wrong = await vote(news.friendlyName, { selectedAnswers: [c.answerOptions[0].voteOptionID] }, ana);
    expect(wrong.body.error.details[0].message).toBe(Q.notParticipation);
    expect(await h.db.contentVote.count({ where: { contentID: c.contentID } })).toBe(0);
  });
});

describe("polls: every question answered once, by its stored type", () => {
  it("open (10–560), true/false, single and multiple; results and the success message", async () => {
    const c = await createContent(h, admin, FORMS.poll, tagID);
    const [open, yesNo, single, multiple] = c.contentPoll;
    const answers = (openValue: string): Record<string, unknown>[] => [
      { contentPollID: open.contentPollID, typeQuestion: 1, value: openValue },
      { contentPollID: yesNo.contentPollID, typeQuestion: 2, value: true },
      { contentPollID: single.contentPollID, typeQuestion: 3, SelectedAnswers: [single.contentAnswers[1].contentAnswerID] },
      { contentPollID: multiple.contentPollID, typeQuestion: 4, SelectedAnswers: multiple.contentAnswers.slice(0, 2).map((a: any) => a.contentAnswerID) },
    ];
    expect((await votePoll(c.friendlyName, answers("Me gusta mucho el parque"), null)).status).toBe(401);
    const ana = (await h.registerCitizen()).token;
    const short = await votePoll(c.friendlyName, answers("corto"), ana);
    expect(short.body.error.details[0].message).toBe(P.openMin);
    const missing = await votePoll(c.friendlyName, answers("Me gusta mucho el parque").slice(0, 3), ana);
    expect(missing.body.error.details[0].message).toBe(P.optionRequired);
    // Another question's option in a choice question.
    const foreign = answers("Me gusta mucho el parque");
    foreign[2] = { ...foreign[2]!, SelectedAnswers: [multiple.contentAnswers[0].contentAnswerID] };
    expect((await votePoll(c.friendlyName, foreign, ana)).body.error.details[0].message).toBe(P.optionRequired);
    expect(await h.db.pollUserAnswer.count({ where: { question: { contentID: c.contentID } } })).toBe(0);

    const saved = await votePoll(c.friendlyName, answers("Me gusta mucho el parque"), ana);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(P.pollSaved);
    const results = saved.body.content.contentPoll;
    expect(results[2].contentAnswers.map((a: any) => a.percentagesPoll)).toEqual([0, 100]);
    expect(results[3].contentAnswers.map((a: any) => a.votes)).toEqual([1, 1, 0]);
    const again = await votePoll(c.friendlyName, { answers: answers("Otra respuesta más larga") }, ana);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(P.alreadyVoted);
    expect(await h.db.pollUserAnswer.count({ where: { question: { contentID: c.contentID } } })).toBe(5);
  });
});

describe("likes", () => {
  it("a logged user likes and unlikes; visitors are asked to log in", async () => {
    const c = await createContent(h, admin, { ...FORMS.article, name: "Noticia para likes" }, tagID);
    expect((await h.call("POST", `/api/v1/contents/${c.friendlyName}/like`, {}, null)).status).toBe(401);
    const ana = (await h.registerCitizen()).token;
    const liked = await h.call("POST", `/api/v1/contents/${c.friendlyName}/like`, {}, ana);
    expect(liked.body).toEqual({ alreadyLiked: true, countLikes: 1 });
    expect((await h.call("GET", `/api/v1/contents/${c.friendlyName}`, undefined, ana)).body.alreadyLiked).toBe(true);
    expect((await h.call("POST", `/api/v1/contents/${c.friendlyName}/like`, {}, ana)).body).toEqual({ alreadyLiked: false, countLikes: 0 });
  });
});

describe("the participation rate limit", () => {
  it("votes, answers and likes beyond the class's points per address get a 429 with Retry-After", async () => {
    const limited = await startApiHarness({ RATE_LIMIT_MULTIPLIER: "1" });
    try {
      const staff = await contentAdmin(limited);
      const c = await createContent(limited, staff, FORMS.article, (await createSection(limited, staff)).tagID);
      const ana = (await limited.registerCitizen()).token;
      for (let i = 0; i < RATE_LIMITS.participation.points; i++) {
        expect((await limited.call("POST", `/api/v1/contents/${c.friendlyName}/like`, {}, ana)).status).toBe(200);
      }
      const over = await limited.call("POST", `/api/v1/contents/${c.friendlyName}/like`, {}, ana);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.stop();
    }
  });
});
