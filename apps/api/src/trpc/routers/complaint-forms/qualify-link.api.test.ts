import { describe, expect, it } from "vitest";
import { ADMIN, type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { anonymousPetition, mailedToken, personalRequest, submit } from "./complaint-forms-testing.ts";

let h: ApiHarness;
useApiHarness(async (started) => {
  h = started;
  await h.deps.settings.set("captchaThreshold", 99);
});

const FAILED = "No se pudo calificar la gestión, intentalo más tarde.";
const POSTAL = { responseTypeID: 2, email: null, rootLocation: 1, secondLevelLocation: 5, location: 5001, neighborhood: "Vereda Santa Elena", address: "Km 5" };
const PHONE = { responseTypeID: 3, email: null, mobileNumber: "3001112233" };

/** Files a request (as `token`'s user, if any) and, with `resolve`, resolves it through the administrator's link. */
async function fileRequest(body: Record<string, unknown>, { resolve = true, token }: { resolve?: boolean; token?: string } = {}) {
  const res = await submit(h, body, token);
  expect(res.status).toBe(201);
  const trackingID = res.body.trackingID as string;
  if (resolve) {
    const manage = await mailedToken(h, "pqrds-staff-notification", ADMIN.email, "pqrs", trackingID);
    // A phone answer closes only after its call is recorded.
    if (body.responseTypeID === 3)
      await h.db.complaintFormCall.create({
        data: { complaintFormID: res.body.complaintFormID, calledAt: new Date(), official: "Funcionario", summary: "Se comunicó la respuesta" },
      });
    expect((await h.call("PUT", `/api/v1/complaintforms/${manage}`, { answer: "Respuesta entregada", resolve: true })).status).toBe(200);
  }
  return { trackingID, accessKey: res.body.accessKey as string, complaintFormID: res.body.complaintFormID as number };
}
const link = (body: Record<string, unknown>, token?: string) => h.call("POST", "/api/v1/complaintformtypes/qualify/link", body, token);

describe("postal-mail and phone requesters qualify their request (POST complaintformtypes/qualify/link)", () => {
  it("the tracking number with the access key opens a single-use qualify link; a wrong key changes nothing", async () => {
    const postal = await fileRequest(anonymousPetition(POSTAL));
    const wrong = await link({ trackingID: postal.trackingID, accessKey: "ABCD-EFGH-JKMN" });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.message).toBe(FAILED);
    expect((await link({ trackingID: postal.trackingID })).status).toBe(404);
    expect(await h.db.complaintFormToken.count({ where: { complaintFormID: postal.complaintFormID, purpose: "qualify" } })).toBe(0);

    const ok = await link({ trackingID: postal.trackingID, accessKey: postal.accessKey.toLowerCase() });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await h.call("GET", `/api/v1/complaintformtypes/qualify?token=${ok.body.token}`)).body).toMatchObject({ trackingID: postal.trackingID });
    const rated = await h.call("PUT", "/api/v1/complaintformtypes/qualify", { token: ok.body.token, qualification: 5, comment: "Llegó la carta" });
    expect(rated.status).toBe(200);
    expect(await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID: postal.complaintFormID } })).toMatchObject({
      qualification: 5,
      qualificationComment: "Llegó la carta",
    });
    // Qualified once: no second link.
    expect((await link({ trackingID: postal.trackingID, accessKey: postal.accessKey })).status).toBe(404);
  });

  it("an open request cannot be qualified yet; an unknown number is refused alike", async () => {
    const open = await fileRequest(anonymousPetition(PHONE), { resolve: false });
    const res = await link({ trackingID: open.trackingID, accessKey: open.accessKey });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(FAILED);
    expect((await link({ trackingID: "99999999999", accessKey: open.accessKey })).status).toBe(404);
    expect((await link({ trackingID: "12a" })).status).toBe(400);
  });

  it("the logged-in citizen who filed a phone request gets the link without the key; another citizen does not", async () => {
    const owner = await h.registerCitizen();
    const stranger = await h.registerCitizen();
    const phone = await fileRequest(personalRequest(PHONE), { token: owner.token });
    expect((await link({ trackingID: phone.trackingID }, stranger.token)).status).toBe(404);
    const ok = await link({ trackingID: phone.trackingID }, owner.token);
    expect(ok.status).toBe(200);
    expect((await h.call("PUT", "/api/v1/complaintformtypes/qualify", { token: ok.body.token, qualification: 3 })).status).toBe(200);
  });
});

describe("Mis solicitudes (GET complaintforms/mine)", () => {
  it("pages the citizen's own requests, newest first, with where each stands", async () => {
    const owner = await h.registerCitizen();
    const first = await fileRequest(personalRequest(), { token: owner.token });
    const second = await fileRequest(personalRequest(), { token: owner.token, resolve: false });
    const third = await fileRequest(personalRequest(), { token: owner.token, resolve: false });
    const page1 = await h.call("GET", "/api/v1/complaintforms/mine?page=1&pageSize=2", undefined, owner.token);
    expect(page1.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.body.items.map((r: { trackingID: string }) => r.trackingID)).toEqual([third.trackingID, second.trackingID]);
    const page2 = await h.call("GET", "/api/v1/complaintforms/mine?page=2&pageSize=2", undefined, owner.token);
    expect(page2.body.items).toEqual([
      expect.objectContaining({
        trackingID: first.trackingID,
        status: 2,
        statusName: "Cerrada",
        qualification: null,
        complaintFormType: { id: 2, name: "Petición" },
      }),
    ]);
    expect((await h.call("GET", "/api/v1/complaintforms/mine?pageSize=101", undefined, owner.token)).status).toBe(400);
  });
});
