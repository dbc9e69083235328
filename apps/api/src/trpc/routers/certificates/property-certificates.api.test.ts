import { Prisma } from "@portal/db/client";
import { CERTIFICATE_MESSAGES } from "@portal/schemas/certificates/certificate-rules";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { verifyIdentity } from "./personal-testing.ts";

/**
 * Issue 26: a cadastral key is a structured number anyone can walk through, so it must not reveal a property's owners,
 * address or tax debt. Property certificates (ids 1–3) need the key and an owner's identification (or an owner's
 * verified session); validation shows the person masked; every lookup is audited.
 */
let h: ApiHarness;
const B = "/api/v1";
const PAID_UP = { key: "0102-0003-0004-000", owner: "1020304050", name: "Ana María Pérez" };
const OWING = { key: "990000010000000", owner: "43555666" };
const NOWHERE = "123456789012345";
const STRANGER = "80111222";

useApiHarness(async (started) => {
  h = started;
  await h.db.property.create({
    data: {
      cadastralKey: "010200030004000",
      address: "Calle 10 # 4-21",
      stratum: 3,
      owners: {
        create: [
          { identification: PAID_UP.owner, name: PAID_UP.name },
          { identification: "79111222", name: "Luis Gómez" },
        ],
      },
    },
  });
  await h.db.property.create({
    data: {
      cadastralKey: OWING.key,
      address: "Vereda El Carmen, lote 7",
      amountOwed: new Prisma.Decimal("350000"),
      owners: { create: [{ identification: OWING.owner, name: "Rosa Díaz" }] },
    },
  });
});

async function check(body: Record<string, unknown>, token?: string) {
  return h.call("POST", `${B}/certificates/check`, { ...(await h.captcha("certificate")), ...body }, token);
}
const lookups = () => h.db.auditLog.findMany({ where: { action: "certificate.lookup" }, orderBy: { id: "asc" } });

describe("property certificates ask for the key and an owner's identification", () => {
  it("answers the key alone the same whether the property exists, owes or not, and writes nothing", async () => {
    const requests = await h.db.certificateRequest.count();
    const answers = [];
    for (const certificateID of [1, 2, 3]) {
      for (const key of [PAID_UP.key, OWING.key, NOWHERE]) answers.push(await check({ certificateID, key }));
    }
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual(answers[0]!.body);
    }
    expect(answers[0]!.body.error.details[0]).toEqual({ path: "identification", message: CERTIFICATE_MESSAGES.ownerIdentificationRequired });
    // No "Pago requerido" request was opened for the owing property.
    expect(await h.db.certificateRequest.count()).toBe(requests);
  });
  it("answers a stranger's identification exactly as an unknown key: no owner, address or debt", async () => {
    const requests = await h.db.certificateRequest.count();
    const owing = await check({ certificateID: 1, key: OWING.key, identification: STRANGER });
    const paidUp = await check({ certificateID: 1, key: PAID_UP.key, identification: STRANGER });
    const unknown = await check({ certificateID: 1, key: NOWHERE, identification: STRANGER });
    for (const res of [owing, paidUp, unknown]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown.body);
    }
    // The answer says no property was found for that key and owner, never which of the two did not match.
    expect(unknown.body.error.message).toBe(CERTIFICATE_MESSAGES.propertyNotFound);
    expect(await h.db.certificateRequest.count()).toBe(requests);
  });
  it("gives the owner who types their identification the payment notice or the certificate", async () => {
    const owing = await check({ certificateID: 1, key: OWING.key, identification: OWING.owner });
    expect(owing.status).toBe(200);
    expect(owing.body).toMatchObject({ requiredPay: true, message: "Pago requerido", key: null });
    // Either owner of a shared property.
    const issued = await check({ certificateID: 3, key: PAID_UP.key, identification: "79111222" });
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ requiredPay: false, message: "Solicitud registrada exitosamente" });
    expect(issued.body.key).toMatch(/^[0-9A-F]{32}$/);
  });
  it("lets an owner logged in with a verified identity (loa:2) leave the identification empty; an unverified session may not", async () => {
    const owner = await h.registerCitizen({});
    await verifyIdentity(h, owner.email, PAID_UP.owner);
    const issued = await check({ certificateID: 2, key: PAID_UP.key }, owner.token);
    expect(issued.status).toBe(200);
    expect(issued.body.key).toMatch(/^[0-9A-F]{32}$/);

    const unverified = await h.registerCitizen({});
    await h.db.user.update({ where: { email: unverified.email }, data: { identification: PAID_UP.owner, identificationTypeId: 1 } });
    const refused = await check({ certificateID: 2, key: PAID_UP.key }, unverified.token);
    expect(refused.status).toBe(400);
    expect(refused.body.error.details[0].path).toBe("identification");
    // A verified citizen who is not an owner gets the unknown key's answer.
    const other = await h.registerCitizen({});
    await verifyIdentity(h, other.email, STRANGER);
    expect((await check({ certificateID: 2, key: PAID_UP.key }, other.token)).status).toBe(404);
  });
});

describe("validation shows the person masked", () => {
  it("answers the identification's last four digits and the owner's initials, never the full cédula", async () => {
    const issued = await check({ certificateID: 3, key: PAID_UP.key, identification: PAID_UP.owner });
    const valid = await h.call("POST", `${B}/certification/check`, { id: issued.body.key, ...(await h.captcha("certificateValidity")) });
    expect(valid.status).toBe(200);
    expect(valid.body).toMatchObject({ cedulaCatastral: "010200030004000", numeroIdentificacion: "******4050", ownerInitials: "A. M. P." });
    expect(JSON.stringify(valid.body)).not.toContain(PAID_UP.owner);
    expect(JSON.stringify(valid.body)).not.toContain("Pérez");
  });
});

describe("the PDF opens only with the owner's grant", () => {
  it("refuses the validity code alone (printed on the paper, in its QR, shown at /validez/): the owners, address and debt stay out", async () => {
    const issued = await check({ certificateID: 3, key: PAID_UP.key, identification: PAID_UP.owner });
    expect(issued.status).toBe(200);
    const pdf = async (path: string) => {
      const res = await fetch(`${h.baseUrl}${path}`);
      return { status: res.status, type: res.headers.get("content-type") };
    };
    // Whoever saw the code (a photo of the QR) builds the plain export path: the unknown code's 404, never the file.
    expect(await pdf(`${B}/certificates/3/export/${issued.body.key}`)).toMatchObject({ status: 404 });
    expect(await pdf(`${B}/certificates/3/export/${issued.body.key}?grant=${"x".repeat(32)}`)).toMatchObject({ status: 404 });
    // The owner who proved it gets the file through the link handed to them.
    expect(issued.body.downloadUrl).toMatch(new RegExp(`^${B}/certificates/3/export/${issued.body.key}\\?grant=`));
    expect(await pdf(issued.body.downloadUrl)).toEqual({ status: 200, type: "application/pdf" });
  });
});

describe("every property lookup is audited with who asked", () => {
  it("records user, address, key, masked identification and outcome, refused ones included", async () => {
    const citizen = await h.registerCitizen({});
    const user = await h.db.user.findUniqueOrThrow({ where: { email: citizen.email } });
    const before = (await lookups()).length;
    await check({ certificateID: 1, key: NOWHERE, identification: STRANGER }, citizen.token);
    await check({ certificateID: 1, key: OWING.key, identification: OWING.owner });
    const rows = (await lookups()).slice(before);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ userId: user.id, entityType: "Certificate", entityId: "1", ip: expect.any(String) });
    expect(rows[0]!.details).toEqual({ cadastralKey: NOWHERE, via: "identification", identification: "******1222", outcome: "refused" });
    expect(rows[1]).toMatchObject({ userId: null, ip: expect.any(String) });
    expect(rows[1]!.details).toMatchObject({ cadastralKey: OWING.key, outcome: "paymentRequired" });
  });
});
