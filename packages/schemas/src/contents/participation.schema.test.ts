import { describe, expect, it } from "vitest";
import { messageCoverage } from "../testing/message-coverage.ts";
import { ZPollSubmit, ZVoteSubmit } from "./participation.schema.ts";
import { PARTICIPATION_MESSAGES as M } from "./participation-messages.ts";

const coverage = messageCoverage(M);
const poll = (answer: Record<string, unknown>) => coverage.messagesOf(ZPollSubmit, { answers: [{ contentPollID: 1, ...answer }] });

describe("answering votes and polls", () => {
  it("a vote is exactly one option", () => {
    expect(coverage.messagesOf(ZVoteSubmit, { selectedAnswers: [4] })).toEqual({});
    expect(coverage.messagesOf(ZVoteSubmit, { selectedAnswers: [] }).selectedAnswers).toEqual([M.optionRequired]);
    expect(coverage.messagesOf(ZVoteSubmit, { selectedAnswers: [4, 5] }).selectedAnswers).toEqual([M.optionRequired]);
  });
  it("open answer: required, 10–560", () => {
    expect(poll({ typeQuestion: 1, value: "Más alumbrado en el parque" })).toEqual({});
    expect(poll({ typeQuestion: 1, value: " " })["answers.0.value"]).toEqual([M.openRequired]);
    expect(poll({ typeQuestion: 1, value: "corto" })["answers.0.value"]).toEqual([M.openMin]);
    expect(poll({ typeQuestion: 1, value: "a".repeat(561) })["answers.0.value"]).toEqual([M.openMax]);
  });
  it("true/false and single choice need a selection; multiple at least one", () => {
    expect(poll({ typeQuestion: 2, value: true })).toEqual({});
    expect(poll({ typeQuestion: 2 })["answers.0.value"]).toEqual([M.optionRequired]);
    expect(poll({ typeQuestion: 3, SelectedAnswers: [] })["answers.0.SelectedAnswers"]).toEqual([M.optionRequired]);
    expect(poll({ typeQuestion: 4, SelectedAnswers: [1, 2] })).toEqual({});
    expect(poll({ typeQuestion: 4 })["answers.0.SelectedAnswers"]).toEqual([M.optionRequired]);
    expect(poll({ typeQuestion: 9 })["answers.0.typeQuestion"]).toEqual([M.optionRequired]);
  });
  it("gives every message (the last two are the server's answers)", () => {
    coverage.saw(M.alreadyVoted);
    coverage.saw(M.pollSaved);
    expect(coverage.unused()).toEqual([]);
  });
});
