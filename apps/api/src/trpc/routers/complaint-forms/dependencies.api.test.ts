import { addCalendarDays, bogotaDay, dayToDate } from "@portal/core/complaint-forms/business-days";
import type { TPermission } from "@portal/schemas/accounts/permissions";
import { USER_MAIN_MESSAGES } from "@portal/schemas/accounts/user-main.schema";
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { counts } from "./complaint-forms-testing.ts";

let h: ApiHarness;
let admin: string;
let pqrs: TStaff;
/** Officials without the PQRs permission (they hold Tickets): a1 and a2 in Hacienda, b1 in Planeación. */
let a1: TStaff, a2: TStaff, b1: TStaff;
/** Staff in no dependency and without PQRs; a citizen. */
let outsider: TStaff;
let citizen: string;
let hacienda: number, planeacion: number;

interface TStaff {
  token: string;
  id: number;
  email: string;
}

async function staffUser(permission: TPermission): Promise<TStaff> {
  const { email, token } = await h.registerCitizen();
  const user = await h.db.user.findUniqueOrThrow({ where: { email } });
  await h.db.userPermission.create({ data: { userId: user.id, permission } });
  return { token, id: user.id, email };
}

let trackingSeq = 900_000_000_000_000_000n;
/** An open petition filed `daysAgo` calendar days ago, due on `answerableDate` (default: in 20 days). */
async function request(extra: { answerableDate?: string; dependencyId?: number; responsibleUserId?: number } = {}) {
  trackingSeq++;
  const today = bogotaDay();
  const row = await h.db.complaintForm.create({
    data: {
      trackingID: trackingSeq,
      complaintFormTypeID: 2,
      description: "Solicitud de prueba",
      responseTypeID: 1,
      email: "ciudadano@correo.co",
      answerableDate: dayToDate(extra.answerableDate ?? addCalendarDays(today, 20)),
      dependencyId: extra.dependencyId ?? null,
      responsibleUserId: extra.responsibleUserId ?? null,
    },
  });
  return row.complaintFormID;
}

const api = (method: string, path: string, token: string | null, body?: unknown) => h.call(method, `/api/v1/${path}`, body, token);
const assign = (token: string, id: number, body: Record<string, unknown>) => api("PUT", `complaintforms/admin/${id}/assign`, token, body);
const historyOf = async (id: number) => h.db.complaintFormHistory.findMany({ where: { complaintFormID: id }, orderBy: { id: "asc" } });

useApiHarness(async (started) => {
  h = started;
  admin = await h.login();
  pqrs = await staffUser("PQRs");
  [a1, a2, b1, outsider] = [await staffUser("Tickets"), await staffUser("Tickets"), await staffUser("Tickets"), await staffUser("Tickets")];
  citizen = (await h.registerCitizen()).token;
});

describe("dependencies kept by the PQRs administrators (complaintforms/dependencies)", () => {
  it("creates them with a head and officials (staff users), lists, renames and disables them", async () => {
    const created = await api("POST", "complaintforms/dependencies", pqrs.token, {
      name: "  Secretaría de Hacienda ",
      memberIds: [a1.id, a2.id, a1.id],
      headUserId: a1.id,
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe("La dependencia se creó con éxito");
    expect(created.body.dependency).toMatchObject({ name: "Secretaría de Hacienda", enabled: true, head: { id: a1.id, email: a1.email } });
    expect(created.body.dependency.members.map((m: { id: number }) => m.id)).toEqual([a1.id, a2.id]);
    hacienda = created.body.dependency.dependencyId;
    const second = await api("POST", "complaintforms/dependencies", admin, { name: "Planeación", memberIds: [b1.id] });
    expect(second.status).toBe(201);
    planeacion = second.body.dependency.dependencyId;

    const renamed = await api("PUT", `complaintforms/dependencies/${planeacion}`, pqrs.token, { name: "Secretaría de Planeación" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.dependency).toMatchObject({ name: "Secretaría de Planeación", members: [{ id: b1.id }] });
    const list = await api("GET", "complaintforms/dependencies", pqrs.token);
    expect(list.body.map((d: { name: string }) => d.name)).toEqual(["Secretaría de Hacienda", "Secretaría de Planeación"]);
    const candidates = await api("GET", "complaintforms/dependencies/candidates", pqrs.token);
    expect(candidates.body.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([a1.id, b1.id, pqrs.id]));
  });

  it("refuses a repeated name, a citizen or unknown user as official, and a head outside the officials — in Spanish, changing nothing", async () => {
    const before = await h.db.dependency.count();
    const members = await h.db.dependencyMember.count();
    const citizenUser = await h.db.user.findFirstOrThrow({ where: { permissions: { none: {} } } });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: "SECRETARÍA DE HACIENDA" }, 409, "Ya existe una dependencia con ese nombre"],
      [{ name: "Secretaría de Hacienda" }, 409, "Ya existe una dependencia con ese nombre"],
      [{ name: "" }, 400, "Debes ingresar el nombre de la dependencia"],
      [{ name: "x" }, 400, "El nombre debe tener por lo menos 2 caracteres"],
      [{ name: "y".repeat(151) }, 400, "El nombre debe tener máximo 150 caracteres"],
      [{ name: "Tránsito", memberIds: [citizenUser.id] }, 400, "Uno de los funcionarios no existe, está inactivo o no es parte del personal de la entidad"],
      [{ name: "Tránsito", memberIds: [999_999] }, 400, "Uno de los funcionarios no existe, está inactivo o no es parte del personal de la entidad"],
      [{ name: "Tránsito", memberIds: ["1; DROP TABLE"] }, 400, "Uno de los funcionarios no existe, está inactivo o no es parte del personal de la entidad"],
      [{ name: "Tránsito", memberIds: [a1.id], headUserId: b1.id }, 400, "El jefe de la dependencia debe ser uno de sus funcionarios"],
    ];
    for (const [body, status, message] of cases) {
      const res = await api("POST", "complaintforms/dependencies", pqrs.token, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.message === message || res.body.error.details?.[0]?.message === message, JSON.stringify(res.body)).toBe(true);
    }
    expect((await api("PUT", `complaintforms/dependencies/${planeacion}`, pqrs.token, { name: "Secretaría de Hacienda" })).status).toBe(409);
    expect((await api("PUT", "complaintforms/dependencies/999999", pqrs.token, { name: "Nada" })).status).toBe(404);
    expect(await h.db.dependency.count()).toBe(before);
    expect(await h.db.dependencyMember.count()).toBe(members);
  });

  it("walks the permission matrix: anonymous 401, citizen 403, other staff 403, PQRs and Administrator allowed", async () => {
    for (const [method, path, body] of [
      ["GET", "complaintforms/dependencies", undefined],
      ["POST", "complaintforms/dependencies", { name: "Control interno" }],
      ["GET", "complaintforms/dependencies/candidates", undefined],
    ] as const) {
      expect((await api(method, path, null, body)).status).toBe(401);
      expect((await api(method, path, citizen, body)).status).toBe(403);
      // An official of a dependency does not keep dependencies.
      expect((await api(method, path, a1.token, body)).status).toBe(403);
    }
    expect((await api("GET", "complaintforms/queue", outsider.token)).status).toBe(403);
    expect((await api("GET", "complaintforms", outsider.token)).status).toBe(403);
    expect((await api("GET", "complaintforms/queue", a1.token)).body).toEqual({
      all: false,
      dependencies: [{ dependencyId: hacienda, name: "Secretaría de Hacienda" }],
    });
    expect((await api("GET", "complaintforms/queue", pqrs.token)).body).toEqual({ all: true, dependencies: [] });
  });
});

describe("assignment to a dependency and a responsible official", () => {
  it("assigns, notifies the official in the portal and by e-mail, and writes the history", async () => {
    const id = await request();
    const res = await assign(pqrs.token, id, { dependencyId: hacienda, responsibleUserId: a2.id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("La solicitud se asignó con éxito");
    expect(res.body.complaintForm).toMatchObject({ dependency: { id: hacienda, name: "Secretaría de Hacienda" }, responsible: { id: a2.id, email: a2.email } });
    expect(res.body.complaintForm.history.at(-1)).toMatchObject({ action: "assigned", actionName: "Asignada a una dependencia y un funcionario" });
    const mail = await h.db.emailMessage.findFirstOrThrow({ where: { kind: "pqrds-assignment", to: a2.email }, orderBy: { createdAt: "desc" } });
    expect(mail.subject).toBe("Se te asignó una PQRDS — Petición");
    expect(mail.text).toContain("Secretaría de Hacienda");
    expect(await h.db.notification.count({ where: { userId: a2.id, url: "/administrador/pqrs" } })).toBe(1);
  });

  it("reassignment needs a reason (2–500); invalid dependency or official is a Spanish 400 and nothing changes", async () => {
    const id = await request({ dependencyId: hacienda, responsibleUserId: a1.id });
    await h.db.dependency.create({ data: { name: "Dependencia cerrada", enabled: false, members: { create: [{ userId: b1.id }] } } });
    const closed = (await h.db.dependency.findUniqueOrThrow({ where: { name: "Dependencia cerrada" } })).id;
    const inactive = await staffUser("Tickets");
    await h.db.dependencyMember.create({ data: { dependencyId: planeacion, userId: inactive.id } });
    await h.db.user.update({ where: { id: inactive.id }, data: { active: false } });
    // Still a member and active, but holding no permission any more: a citizen again, who could not open the request.
    const former = await staffUser("Tickets");
    await h.db.dependencyMember.create({ data: { dependencyId: planeacion, userId: former.id } });
    await h.db.userPermission.deleteMany({ where: { userId: former.id } });
    const assignable = (await api("GET", "complaintforms/dependencies/assignable", pqrs.token)).body as { dependencyId: number; members: { id: number }[] }[];
    expect(assignable.find((d) => d.dependencyId === planeacion)?.members.map((m) => m.id)).toEqual([b1.id]);
    const before = { ...(await counts(h)), row: await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID: id } }) };
    const cases: [Record<string, unknown>, string][] = [
      [{ dependencyId: planeacion, responsibleUserId: b1.id }, "Debes indicar el motivo de la reasignación"],
      [{ dependencyId: planeacion, responsibleUserId: b1.id, reason: "x" }, "El motivo debe tener por lo menos 2 caracteres"],
      [{ dependencyId: planeacion, responsibleUserId: b1.id, reason: "x".repeat(501) }, "El motivo debe tener máximo 500 caracteres"],
      [
        { dependencyId: planeacion, responsibleUserId: a2.id, reason: "No es miembro" },
        "El funcionario responsable debe ser un funcionario activo de la dependencia",
      ],
      [
        { dependencyId: planeacion, responsibleUserId: inactive.id, reason: "Inactivo" },
        "El funcionario responsable debe ser un funcionario activo de la dependencia",
      ],
      [
        { dependencyId: planeacion, responsibleUserId: former.id, reason: "Sin permisos" },
        "El funcionario responsable debe ser un funcionario activo de la dependencia",
      ],
      [{ dependencyId: closed, responsibleUserId: b1.id, reason: "Deshabilitada" }, "La dependencia no existe o está deshabilitada"],
      [{ dependencyId: 999_999, responsibleUserId: b1.id, reason: "No existe" }, "La dependencia no existe o está deshabilitada"],
      [{ dependencyId: hacienda, responsibleUserId: a1.id, reason: "La misma" }, "La solicitud ya está asignada a esa dependencia y a ese funcionario"],
      [{ dependencyId: "1 OR 1=1", responsibleUserId: b1.id, reason: "Hostil" }, "Debes seleccionar la dependencia"],
      [{ dependencyId: planeacion, responsibleUserId: null, reason: "Sin funcionario" }, "Debes seleccionar el funcionario responsable"],
    ];
    for (const [body, message] of cases) {
      const res = await assign(pqrs.token, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details[0].message, JSON.stringify(body)).toBe(message);
    }
    expect({ ...(await counts(h)), row: await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID: id } }) }).toEqual(before);

    const moved = await assign(pqrs.token, id, { dependencyId: planeacion, responsibleUserId: b1.id, reason: "  Es un asunto de ordenamiento territorial  " });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe("La solicitud se reasignó con éxito");
    const last = (await historyOf(id)).at(-1)!;
    expect(last.action).toBe("reassigned");
    expect(last.details).toMatchObject({
      from: { dependencyId: hacienda, dependency: "Secretaría de Hacienda", userId: a1.id },
      to: { dependencyId: planeacion, dependency: "Secretaría de Planeación", userId: b1.id },
      reason: "Es un asunto de ordenamiento territorial",
    });
    expect(await h.db.emailMessage.count({ where: { kind: "pqrds-assignment", to: b1.email } })).toBe(1);
    // A closed request is not assigned.
    await h.db.complaintForm.update({ where: { complaintFormID: id }, data: { status: 2 } });
    const closedRequest = await assign(pqrs.token, id, { dependencyId: hacienda, responsibleUserId: a1.id, reason: "Volver" });
    expect(closedRequest.body.error.details[0].message).toBe("Solo se pueden asignar solicitudes abiertas");
  });
});

describe("each dependency's queue in /administrador/pqrs", () => {
  let ofHacienda: number, ofPlaneacion: number, unassigned: number;
  beforeAll(async () => {
    ofHacienda = await request({ dependencyId: hacienda, responsibleUserId: a1.id });
    ofPlaneacion = await request({ dependencyId: planeacion, responsibleUserId: b1.id });
    unassigned = await request();
  });

  it("an official sees only their dependency's requests; the PQRs office sees all, by dependency or assigned to them", async () => {
    const ids = (res: { body: { items: { complaintFormID: number }[] } }) => res.body.items.map((i) => i.complaintFormID);
    const mine = await api("GET", "complaintforms?pageSize=100", a1.token);
    expect(mine.status).toBe(200);
    expect(ids(mine)).toContain(ofHacienda);
    expect(ids(mine)).not.toContain(ofPlaneacion);
    expect(ids(mine)).not.toContain(unassigned);
    expect(mine.body.items.every((i: { dependency: { id: number } }) => i.dependency.id === hacienda)).toBe(true);
    const hostile = await api("GET", "complaintforms?view=todas%27%20OR%201=1", a1.token);
    expect(hostile.status).toBe(400);
    expect(hostile.body.error.details[0].message).toBe("La cola de solicitudes no es válida");
    expect((await api("GET", "complaintforms?dependencyId=-1", pqrs.token)).body.error.details[0].message).toBe("El filtro de dependencia no es válido");
    // Asking for another dependency's filter does not widen the queue.
    expect(ids(await api("GET", `complaintforms?dependencyId=${planeacion}`, a1.token))).toEqual([]);
    expect(ids(await api("GET", "complaintforms?view=mine&pageSize=100", a1.token))).toEqual(expect.arrayContaining([ofHacienda]));
    expect(ids(await api("GET", "complaintforms?view=mine&pageSize=100", a2.token))).not.toContain(ofHacienda);

    const all = await api("GET", "complaintforms?pageSize=100", pqrs.token);
    expect(ids(all)).toEqual(expect.arrayContaining([ofHacienda, ofPlaneacion, unassigned]));
    const byDependency = await api("GET", `complaintforms?pageSize=100&dependencyId=${planeacion}`, pqrs.token);
    expect(ids(byDependency)).toContain(ofPlaneacion);
    expect(ids(byDependency)).not.toContain(ofHacienda);
    expect(all.body.items.find((i: { complaintFormID: number }) => i.complaintFormID === ofHacienda)).toMatchObject({
      level: 0,
      levelName: "En término",
      responsible: { id: a1.id },
    });
  });

  it("an official cannot read, answer, delegate, extend or assign another dependency's request: 404 as if it did not exist", async () => {
    const before = { ...(await counts(h)), row: await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID: ofPlaneacion } }) };
    const missing = await api("GET", "complaintforms/admin/99999999", a1.token);
    for (const res of [
      await api("GET", `complaintforms/admin/${ofPlaneacion}`, a1.token),
      await api("GET", `complaintforms/admin/${unassigned}`, a1.token),
      await api("PUT", "complaintforms", a1.token, { complaintFormID: ofPlaneacion, answer: "Respuesta ajena", resolve: true }),
      await api("PUT", `complaintforms/admin/${ofPlaneacion}/delegate`, a1.token, { email: "otro@correo.co" }),
      await api("PUT", `complaintforms/admin/${ofPlaneacion}/extend`, a1.token, { days: 5, reason: "Motivos" }),
      await assign(a1.token, ofPlaneacion, { dependencyId: hacienda, responsibleUserId: a1.id, reason: "Me la llevo" }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual(missing.body.error);
    }
    expect({ ...(await counts(h)), row: await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID: ofPlaneacion } }) }).toEqual(before);
    // Nor send their own request to a dependency they do not belong to.
    const away = await assign(a1.token, ofHacienda, { dependencyId: planeacion, responsibleUserId: b1.id, reason: "No es nuestra" });
    expect(away.body.error.details[0].message).toBe("La dependencia no existe o está deshabilitada");
  });

  it("an official manages their dependency's requests: reads, reassigns within it and answers", async () => {
    expect((await api("GET", `complaintforms/admin/${ofHacienda}`, a1.token)).status).toBe(200);
    const moved = await assign(a1.token, ofHacienda, { dependencyId: hacienda, responsibleUserId: a2.id, reason: "Vacaciones" });
    expect(moved.status).toBe(200);
    const answered = await api("PUT", "complaintforms", a2.token, { complaintFormID: ofHacienda, answer: "Respuesta de Hacienda", resolve: true });
    expect(answered.status).toBe(200);
    expect(answered.body.complaintForm).toMatchObject({ status: 2, outcome: "answered", outcomeName: "Respondida", answeredLate: false });
    // A disabled dependency's officials lose the queue.
    await api("PUT", `complaintforms/dependencies/${planeacion}`, pqrs.token, { enabled: false });
    expect((await api("GET", "complaintforms", b1.token)).status).toBe(403);
    await api("PUT", `complaintforms/dependencies/${planeacion}`, pqrs.token, { enabled: true });
  });
});

describe("late answers", () => {
  it("a request resolved after its due date is answered late: marked in the history, the detail and the list", async () => {
    const today = bogotaDay();
    const late = await request({ answerableDate: addCalendarDays(today, -1) });
    const onTime = await request({ answerableDate: today });
    const res = await api("PUT", "complaintforms", pqrs.token, { complaintFormID: late, answer: "Respuesta tardía", resolve: true });
    expect(res.status).toBe(200);
    expect(res.body.complaintForm).toMatchObject({ status: 2, outcome: "answered", answeredLate: true });
    expect(res.body.complaintForm.history.map((e: { actionName: string }) => e.actionName)).toContain("Respondida fuera de término");
    const row = await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID: late } });
    expect({ outcome: row.outcome, answeredLate: row.answeredLate }).toEqual({ outcome: "answered", answeredLate: true });

    const due = await api("PUT", "complaintforms", pqrs.token, { complaintFormID: onTime, answer: "Respuesta a tiempo", resolve: true });
    expect(due.body.complaintForm).toMatchObject({ outcome: "answered", answeredLate: false });
    expect(due.body.complaintForm.history.map((e: { action: string }) => e.action)).not.toContain("answered.late");
    // A draft answer is not an outcome.
    const draft = await request({ answerableDate: addCalendarDays(today, -3) });
    const saved = await api("PUT", "complaintforms", pqrs.token, { complaintFormID: draft, answer: "Borrador" });
    expect(saved.body.complaintForm).toMatchObject({ status: 1, outcome: null, answeredLate: false });

    const list = await api("GET", "complaintforms?status=2&pageSize=100", pqrs.token);
    expect(list.body.items.find((i: { complaintFormID: number }) => i.complaintFormID === late)).toMatchObject({
      answeredLate: true,
      outcomeName: "Respondida",
    });
  });
});

describe("an official who no longer holds any staff permission", () => {
  it("reads nothing of their dependency's requests once the Administrator took every permission away", async () => {
    const former = await staffUser("Tickets");
    const created = await api("POST", "complaintforms/dependencies", pqrs.token, { name: "Secretaría de Tránsito", memberIds: [former.id] });
    expect(created.status).toBe(201);
    const id = await request({ dependencyId: created.body.dependency.dependencyId, responsibleUserId: former.id });
    expect((await api("GET", `complaintforms/admin/${id}`, former.token)).status).toBe(200);

    const revoked = await api("PUT", `users/${former.id}/permissions`, admin, { permissions: [] });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    // A citizen now (a permission change ends the sessions): logged in again, the back office's queue is closed.
    const token = await h.login(former.email, "clave-segura");
    for (const res of [
      await api("GET", "complaintforms?pageSize=100", token),
      await api("GET", `complaintforms/admin/${id}`, token),
      await api("GET", "complaintforms/queue", token),
    ]) {
      expect(res.status).toBe(403);
    }
  });
});

describe("a legal representative with data to complete", () => {
  it("reaches no request of the queue before updating them, like every other staff action", async () => {
    const rep = await staffUser("PQRs");
    const id = await request();
    expect((await api("GET", `complaintforms/admin/${id}`, rep.token)).status).toBe(200);
    // The entity's legal representative, imported without the acceptance and the possession act (spec 03 §4).
    const pending = await h.db.userMain.create({
      data: { userMainType: "LegalRepresentative", firstName: "Marta", firstLastName: "Gil", email: rep.email },
    });
    const staffAction = await api("GET", "complaintforms/dashboard/summary", rep.token);
    expect(staffAction.status).toBe(403);
    expect(staffAction.body.error.message).toBe(USER_MAIN_MESSAGES.pendingForm);
    for (const res of [
      await api("GET", "complaintforms?pageSize=100", rep.token),
      await api("GET", `complaintforms/admin/${id}`, rep.token),
      await api("GET", "complaintforms/queue", rep.token),
      await api("PUT", "complaintforms", rep.token, { complaintFormID: id, answer: "Respuesta sin datos al día" }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(USER_MAIN_MESSAGES.pendingForm);
    }
    expect((await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID: id } })).answer).toBeNull();
    await h.db.userMain.delete({ where: { userMainID: pending.userMainID } });
    expect((await api("GET", `complaintforms/admin/${id}`, rep.token)).status).toBe(200);
  });
});
