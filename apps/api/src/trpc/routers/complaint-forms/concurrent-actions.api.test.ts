import { bogotaDay, dateToDay, loadBusinessCalendar } from "@portal/core/complaint-forms/business-days";
import { describe, expect, it } from "vitest";
import { ADMIN, type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { anonymousPetition, mailedToken, submit } from "./complaint-forms-testing.ts";

/** Two people acting on the same request at once: one wins, the other is told what it would be told arriving later. */
let h: ApiHarness;
let staff: string;
useApiHarness(async (started) => {
  h = started;
  await h.deps.settings.set("captchaThreshold", 99);
  staff = await h.login();
});

async function fileRequest() {
  const body = anonymousPetition();
  const res = await submit(h, body);
  expect(res.status).toBe(201);
  const trackingID = res.body.trackingID as string;
  const manageToken = await mailedToken(h, "pqrds-staff-notification", ADMIN.email, "pqrs", trackingID);
  return { body, trackingID, complaintFormID: res.body.complaintFormID as number, manageToken };
}
const put = (path: string, body: unknown, token?: string) => h.call("PUT", `/api/v1/${path}`, body, token);
const CLOSED = "La solicitud ya fue resuelta y está cerrada";

describe("PQRDS: two actions on the same open request at once", () => {
  it("two officials resolving at once: one closing answer, one answer e-mail and one qualify link; the other is told it is already closed", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const { complaintFormID, manageToken, body } = await fileRequest();
      const answers = await Promise.all(
        ["Respuesta de la Secretaría de Obras", "Respuesta de la Oficina de PQRDS"].map((answer) =>
          put(`complaintforms/${manageToken}`, { answer, resolve: true }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      expect(answers.find((a) => a.status === 400)!.body.error.message).toBe(CLOSED);
      expect(await h.db.emailMessage.count({ where: { kind: "pqrds-answer", to: body.email } })).toBe(1);
      expect(await h.db.complaintFormToken.count({ where: { complaintFormID, purpose: "qualify" } })).toBe(1);
      expect(await h.db.complaintFormHistory.count({ where: { complaintFormID, action: "resolved" } })).toBe(1);
    }
  });

  it("delegating, extending or requiring completion while another official resolves: the late one is told the request is closed, and nothing of it is written", async () => {
    const refusals = {
      delegate: "Solo se pueden delegar solicitudes abiertas",
      extend: "Solo se puede prorrogar el término de una solicitud abierta",
      require: "La solicitud ya está cerrada: no se puede requerir que se complete",
    };
    for (const action of ["delegate", "extend", "require"] as const) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const { complaintFormID, manageToken } = await fileRequest();
        const other =
          action === "delegate"
            ? put(`complaintforms/admin/${complaintFormID}/delegate`, { email: `delegado${attempt}@alcaldia.gov.co` }, staff)
            : action === "extend"
              ? put(`complaintforms/admin/${complaintFormID}/extend`, { days: 2, reason: "Consultamos a la empresa de energía." }, staff)
              : put(`complaintforms/admin/${complaintFormID}/completion-request`, { completionRequest: "Indica la dirección exacta del poste." }, staff);
        const [resolved, late] = await Promise.all([put(`complaintforms/${manageToken}`, { answer: "Respuesta final", resolve: true }), other]);
        expect(resolved.status).toBe(200);
        if (late.status === 200) continue; // it went first: nothing to check
        expect(late.body.error.message).toBe(refusals[action]);
        const stored = await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID } });
        expect({ nDelegate: stored.nDelegate, extendedAt: stored.extendedAt, completionRequestedAt: stored.completionRequestedAt }).toEqual({
          nDelegate: 0,
          extendedAt: null,
          completionRequestedAt: null,
        });
      }
    }
  });

  it("assigning while another official resolves: the assignment is told only open requests are assigned, and the request stays unassigned", async () => {
    const { email } = await h.registerCitizen();
    const official = await h.db.user.findUniqueOrThrow({ where: { email } });
    await h.db.userPermission.create({ data: { userId: official.id, permission: "Tickets" } });
    const dependency = await h.call("POST", "/api/v1/complaintforms/dependencies", { name: "Secretaría de Obras Públicas", memberIds: [official.id] }, staff);
    expect(dependency.status).toBe(201);
    const dependencyId = dependency.body.dependency.dependencyId as number;
    for (let attempt = 0; attempt < 3; attempt++) {
      const { complaintFormID, manageToken } = await fileRequest();
      const [resolved, assigned] = await Promise.all([
        put(`complaintforms/${manageToken}`, { answer: "Respuesta final", resolve: true }),
        put(`complaintforms/admin/${complaintFormID}/assign`, { dependencyId, responsibleUserId: official.id }, staff),
      ]);
      expect(resolved.status).toBe(200);
      if (assigned.status === 200) continue; // it went first
      expect(assigned.body.error.message).toBe("Solo se pueden asignar solicitudes abiertas");
      expect((await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID } })).responsibleUserId).toBeNull();
    }
  });

  it("an extension and a requirement to complete at once: the business days kept while suspended are counted from the due date in force", async () => {
    const calendar = await loadBusinessCalendar(h.db);
    for (let attempt = 0; attempt < 4; attempt++) {
      const { complaintFormID } = await fileRequest();
      const [extended, required] = await Promise.all([
        put(`complaintforms/admin/${complaintFormID}/extend`, { days: 5, reason: "Consultamos a la empresa de energía." }, staff),
        put(`complaintforms/admin/${complaintFormID}/completion-request`, { completionRequest: "Indica la dirección exacta del poste." }, staff),
      ]);
      expect(required.status).toBe(200);
      const stored = await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID } });
      if (extended.status !== 200) {
        // Refused as it would be arriving later: the term is suspended, an extension now would be lost.
        expect(extended.body.error.message).toBe("El término está suspendido mientras el ciudadano completa la solicitud: no se puede prorrogar");
        expect(stored.extendedAt).toBeNull();
      }
      // The days kept are those left to the due date in force (extended or not), so the completion gives them back.
      expect(stored.suspendedDaysLeft).toBe(calendar.businessDaysBetween(bogotaDay(), dateToDay(stored.answerableDate)));
    }
  });
});
