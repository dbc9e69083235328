import { FEEDBACK_MESSAGES as F, SUGGESTION_MESSAGES as S } from "@portal/schemas/comments/comment-messages";
import { COMMENT_ADMIN_MESSAGES as M } from "@portal/schemas/comments/comment-moderation";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";

let h: ApiHarness;
let feedbackStaff: string;

useApiHarness(async (started) => {
  h = started;
  feedbackStaff = await h.registerStaff("Feedback");
});

const send = (body: Record<string, unknown>, token: string | null = null) => h.call("POST", "/api/v1/feedback", body, token);

describe("¿Esta información fue útil? (POST feedback)", () => {
  it("a visitor gives name, e-mail and the captcha; each missing part has its message and nothing is stored", async () => {
    const page = "/tramites-y-servicios";
    const valid = { helped: false, name: "Ana Pérez", email: "ana@correo.co", message: "No encontré\nel horario", friendlyName: page };
    const cases: [Record<string, unknown>, string][] = [
      [{ helped: null }, F.helpedRequired],
      [{ name: "" }, F.nameRequired],
      [{ name: "A".repeat(51) }, F.nameMax],
      [{ email: "" }, F.emailRequired],
      [{ email: "no-es-correo" }, F.emailInvalid],
      [{ message: "x".repeat(251) }, F.messageMax],
    ];
    for (const [change, message] of cases) {
      const res = await send({ ...valid, ...(await h.captcha("feedback")), ...change });
      expect(res.status, message).toBe(400);
      expect(res.body.error.details[0].message).toBe(message);
    }
    const noCaptcha = await send(valid);
    expect(noCaptcha.body.error.details[0].message).toBe(F.captchaRequired);
    expect(await h.db.feedback.count({ where: { friendlyName: page } })).toBe(0);

    const ok = await send({ ...valid, ...(await h.captcha("feedback")) });
    expect(ok.status).toBe(201);
    expect(ok.body.message).toBe(F.thanks);
    const row = await h.db.feedback.findFirstOrThrow({ where: { friendlyName: page } });
    // Newlines removed before the 250 limit (spec 02 §5).
    expect(row.message).toBe("No encontré el horario");
    expect(row.helped).toBe(false);
  });

  it("a logged user is known by the session: no name or e-mail asked, the form's ones ignored", async () => {
    const { token } = await h.registerCitizen();
    const res = await send(
      { helped: true, name: "Otro Nombre", email: "otro@correo.co", friendlyName: "/buscar", ...(await h.captcha("feedback", token)) },
      token,
    );
    expect(res.status).toBe(201);
    const row = await h.db.feedback.findFirstOrThrow({ where: { friendlyName: "/buscar" } });
    expect(row.userId).not.toBeNull();
    expect(row.name).toBeNull();
    expect(row.email).toBeNull();
  });

  it("feedback get for the widget: a logged user reads their own answer on a page, nobody else's (GET feedback/mine)", async () => {
    const { token } = await h.registerCitizen();
    const page = "/publicaciones/propia";
    expect((await h.call("GET", `/api/v1/feedback/mine?friendlyName=${encodeURIComponent(page)}`, undefined, token)).body).toBeNull();
    await send({ helped: false, message: "Faltó el horario", friendlyName: page, ...(await h.captcha("feedback", token)) }, token);
    const mine = await h.call("GET", `/api/v1/feedback/mine?friendlyName=${encodeURIComponent(page)}`, undefined, token);
    expect(mine.body).toMatchObject({ helped: false, date: expect.any(String) });
    const other = await h.registerCitizen();
    expect((await h.call("GET", `/api/v1/feedback/mine?friendlyName=${encodeURIComponent(page)}`, undefined, other.token)).body).toBeNull();
    expect((await h.call("GET", `/api/v1/feedback/mine?friendlyName=${encodeURIComponent(page)}`)).status).toBe(401);
  });

  it("marking helped requires a login: a visitor's yes is refused (401, its message) and nothing is stored", async () => {
    const res = await send({ helped: true, name: "Eva Ruiz", email: "eva@correo.co", friendlyName: "/solo-con-sesion", ...(await h.captcha("feedback")) });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(F.helpedLoginRequired);
    expect(await h.db.feedback.count({ where: { friendlyName: "/solo-con-sesion" } })).toBe(0);
  });

  it("a formula-leading message gets a space in front (spreadsheet exports)", async () => {
    await send({ helped: false, name: "Luis", email: "luis@correo.co", message: "=1+1", friendlyName: "/formula", ...(await h.captcha("feedback")) });
    expect((await h.db.feedback.findFirstOrThrow({ where: { friendlyName: "/formula" } })).message).toBe(" =1+1");
  });

  it("only staff with the Feedback permission read the answers, with the yes/no totals", async () => {
    expect((await h.call("GET", "/api/v1/feedback")).status).toBe(401);
    expect((await h.call("GET", "/api/v1/feedback", undefined, (await h.registerCitizen()).token)).status).toBe(403);
    const list = await h.call("GET", "/api/v1/feedback?friendlyName=/tramites-y-servicios", undefined, feedbackStaff);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.notHelped).toBe(1);
    expect(list.body.items[0].email).toBe("ana@correo.co");
  });
});

describe("the suggestion box (POST suggestions)", () => {
  it("checks each field, stores a valid suggestion, and only Feedback staff read them", async () => {
    const valid = { names: "Pedro Gómez", email: "pedro@correo.co", description: "Publiquen los horarios de atención" };
    const cases: [Record<string, unknown>, string][] = [
      [{ email: "" }, S.emailRequired],
      [{ email: "pedro" }, S.emailInvalid],
      [{ description: "" }, S.descriptionRequired],
      [{ description: "x".repeat(201) }, S.descriptionMax],
      [{ names: "x".repeat(51) }, S.namesMax],
    ];
    for (const [change, message] of cases) {
      const res = await h.call("POST", "/api/v1/suggestions", { ...valid, ...change });
      expect(res.body.error.details[0].message).toBe(message);
    }
    expect(await h.db.suggestion.count()).toBe(0);
    const ok = await h.call("POST", "/api/v1/suggestions", valid);
    expect(ok.status).toBe(201);
    expect(ok.body.message).toBe(M.suggestionThanks);
    expect((await h.call("GET", "/api/v1/suggestions")).status).toBe(401);
    expect((await h.call("GET", "/api/v1/suggestions", undefined, feedbackStaff)).body.items[0].email).toBe("pedro@correo.co");
  });
});
