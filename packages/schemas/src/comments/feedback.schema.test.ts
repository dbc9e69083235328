import { describe, expect, it } from "vitest";
import { messageCoverage } from "../testing/message-coverage.ts";
import { FEEDBACK_MESSAGES as M, REPORT_MESSAGES as R, SUGGESTION_MESSAGES as S } from "./comment-messages.ts";
import { feedbackMessageText, ZFeedbackUser, ZFeedbackVisitor } from "./feedback.schema.ts";
import { ZReport } from "./report.schema.ts";
import { ZSuggestion } from "./suggestion.schema.ts";

const coverage = messageCoverage(M, R, S);
const m = coverage.messagesOf;
const visitor = { helped: true, name: "Ana Pérez", email: "Ana@Correo.co", message: "Muy útil", captchaId: "c", captcha: "abc12", contentID: 3 };

describe("feedback", () => {
  it("a visitor gives name and e-mail; a logged user does not", () => {
    expect(m(ZFeedbackVisitor, visitor)).toEqual({});
    expect(ZFeedbackVisitor.parse(visitor).email).toBe("ana@correo.co");
    const parsed = ZFeedbackUser.parse({ ...visitor, name: null, email: null });
    expect([parsed.name, parsed.email]).toEqual([null, null]);
    expect(ZFeedbackUser.parse({ ...visitor, name: "Otro" }).name).toBeNull();
  });
  it("helped is required", () => {
    expect(m(ZFeedbackVisitor, { ...visitor, helped: null }).helped).toEqual([M.helpedRequired]);
  });
  it("name: required, under 50", () => {
    expect(m(ZFeedbackVisitor, { ...visitor, name: "" }).name).toEqual([M.nameRequired]);
    expect(m(ZFeedbackVisitor, { ...visitor, name: "n".repeat(51) }).name).toEqual([M.nameMax]);
  });
  it("e-mail: required, valid, ≤ 140", () => {
    expect(m(ZFeedbackVisitor, { ...visitor, email: " " }).email).toEqual([M.emailRequired]);
    expect(m(ZFeedbackVisitor, { ...visitor, email: "ana@" }).email).toEqual([M.emailInvalid]);
    expect(m(ZFeedbackVisitor, { ...visitor, email: `${"a".repeat(135)}@x.com` }).email).toEqual([M.emailMax]);
  });
  it("message: newlines removed, then at most 250", () => {
    expect(feedbackMessageText("uno\r\n\n dos\nTres")).toBe("uno dos Tres");
    expect(ZFeedbackVisitor.parse({ ...visitor, message: "a\nb" }).message).toBe("a b");
    expect(m(ZFeedbackVisitor, { ...visitor, message: `${"a".repeat(125)}\n\n${"b".repeat(124)}` })).toEqual({});
    expect(m(ZFeedbackVisitor, { ...visitor, message: "a".repeat(251) }).message).toEqual([M.messageMax]);
  });
  it("captcha required, with the lowercase text of this form", () => {
    expect(m(ZFeedbackUser, { ...visitor, captcha: "" }).captcha).toEqual(["Debes ingresar el captcha"]);
    coverage.saw(M.thanks);
  });
  it("'helped' is a logged user's answer, which the widget then shows instead of asking again (feedback.api, feedback-widget)", () => {
    for (const key of ["helpedLoginRequired", "answeredHelped", "answeredNotHelped"] as const) expect(coverage.saw(M[key])).toMatch(/^[A-ZÁÉÍÓÚÑ¡¿Y]/);
  });
});

describe("report", () => {
  const report = { ReportType: "Comment", ElementToReportID: 4, ReasonID: 1, Comment: "Contiene insultos" };
  it("reason, element and a comment of at most 200", () => {
    expect(m(ZReport, report)).toEqual({});
    expect(m(ZReport, { ...report, ReasonID: null }).ReasonID).toEqual([R.reasonRequired]);
    expect(m(ZReport, { ...report, ElementToReportID: null }).ElementToReportID).toEqual([R.elementRequired]);
    expect(m(ZReport, { ...report, ReportType: "User" }).ReportType).toEqual([R.elementRequired]);
    expect(m(ZReport, { ...report, Comment: "" }).Comment).toEqual([R.commentRequired]);
    expect(m(ZReport, { ...report, Comment: "c".repeat(201) }).Comment).toEqual(["Debes ingresar máximo 200 caracteres"]);
  });
});

describe("suggestion", () => {
  const suggestion = { names: "Ana", email: "ana@correo.co", description: "Más parques" };
  it("names ≤ 50, e-mail required valid ≤ 250, description required ≤ 200", () => {
    expect(m(ZSuggestion, suggestion)).toEqual({});
    expect(m(ZSuggestion, { ...suggestion, names: "n".repeat(51) }).names).toEqual([S.namesMax]);
    expect(m(ZSuggestion, { ...suggestion, email: "" }).email).toEqual([S.emailRequired]);
    expect(m(ZSuggestion, { ...suggestion, email: "x" }).email).toEqual([S.emailInvalid]);
    expect(m(ZSuggestion, { ...suggestion, email: `${"a".repeat(245)}@x.com` }).email).toEqual([S.emailMax]);
    expect(m(ZSuggestion, { ...suggestion, description: " " }).description).toEqual([S.descriptionRequired]);
    expect(m(ZSuggestion, { ...suggestion, description: "d".repeat(201) }).description).toEqual([S.descriptionMax]);
  });
});

it("gives every message of the feedback, report and suggestion tables", () => {
  expect(coverage.unused()).toEqual([]);
});
