import type { Db } from "@portal/db/client";
import { IDENTIFICATION_TYPES } from "@portal/schemas/accounts/identification-type-catalog";
import { COLOMBIA_ID } from "@portal/schemas/locations/location-levels";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CERTIFICATES, seedCertificates } from "../certificates/seed-certificates.ts";
import { COMPLAINT_FORM_TYPES, seedComplaintCatalogues } from "../complaint-forms/seed-complaint-catalogues.ts";
import { leaseOrStartTestServices } from "../testing/shared-test-services.ts";
import type { TestServices } from "../testing/test-services.ts";
import { COUNTRIES, parseCsv, readDivipola, seedIdentificationTypes, seedLocations } from "./seed-locations.ts";

let services: TestServices;
let db: Db;

beforeAll(async () => {
  services = await leaseOrStartTestServices({ dbPoolSize: 2 });
  db = services.db;
});

afterAll(async () => {
  await services?.stop();
});

describe("DIVIPOLA file", () => {
  it("parses quoted fields with commas and doubled quotes", () => {
    expect(parseCsv('a,"Bogotá, D.C.",b\n"say ""hi""",,x\n')).toEqual([
      ["a", "Bogotá, D.C.", "b"],
      ['say "hi"', "", "x"],
    ]);
  });

  it("has 33 departments and 1,122 municipalities with codes as ids", () => {
    const { departments, municipalities } = readDivipola();
    expect(departments).toHaveLength(33);
    expect(municipalities).toHaveLength(1122);
    expect(departments.find((d) => d.id === 11)?.name).toBe("Bogotá, D.C.");
    expect(municipalities.find((m) => m.id === 5001)).toMatchObject({ code: "05001", name: "Medellín", parentId: 5 });
  });
});

describe("seedLocations", () => {
  it("loads countries, departments and municipalities, and a second run adds nothing", async () => {
    const started = Date.now();
    const first = await seedLocations(db);
    const firstMs = Date.now() - started;
    expect(first.added).toBe(COUNTRIES.length + 33 + 1122);

    const count = (level: number) => db.location.count({ where: { level } });
    expect(await count(1)).toBe(COUNTRIES.length);
    expect(await count(2)).toBe(33);
    expect(await count(3)).toBe(1122);
    expect(await db.location.count({ where: { level: 2, parentId: COLOMBIA_ID } })).toBe(33);
    expect(await db.location.findUnique({ where: { id: COLOMBIA_ID } })).toMatchObject({ code: "CO", name: "Colombia", level: 1, parentId: null });
    expect(await db.location.findUnique({ where: { id: 1001 } })).toMatchObject({ level: 1 });
    expect(await db.location.findFirst({ where: { level: 1, name: "España" } })).not.toBeNull();
    expect(await db.location.count({ where: { parentId: 11 } })).toBe(1);
    expect(await db.location.findUnique({ where: { id: 88564 } })).toMatchObject({ name: "Providencia", parentId: 88, level: 3 });

    expect((await seedLocations(db)).added).toBe(0);
    expect(await db.location.count()).toBe(COUNTRIES.length + 33 + 1122);
    expect(firstMs).toBeLessThan(10_000);
  });

  it("gives every country a distinct ISO code and keeps the other countries from 1001", () => {
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.slice(1).every((c, i) => c.id === 1001 + i)).toBe(true);
  });
});

describe("seedIdentificationTypes, seedComplaintCatalogues and seedCertificates", () => {
  it("loads the Colombian identification types, the PQRDS catalogues and the certificates, idempotently", async () => {
    for (let run = 0; run < 2; run++) {
      await seedIdentificationTypes(db);
      await seedComplaintCatalogues(db);
      await seedCertificates(db);
    }
    expect(await db.identificationType.findMany({ orderBy: { id: "asc" }, select: { id: true, code: true } })).toEqual(
      IDENTIFICATION_TYPES.map(({ id, code }) => ({ id, code })),
    );
    const types = await db.complaintFormType.findMany({ orderBy: { id: "asc" } });
    expect(types.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(types.find((t) => t.id === 7)?.name).toBe("Agenda tu cita");
    // Ley 1755 art. 14: consultations in 30 business days, extendable to twice that at most.
    expect(types.find((t) => t.id === 10)).toMatchObject({ name: "Consulta", termDays: 30, allowsExtension: true, extensionDays: 60 });
    expect(types.find((t) => t.id === 1)?.termDays).toBe(10);
    expect(types.find((t) => t.id === 2)?.termDays).toBe(15);
    expect(types.find((t) => t.id === 8)?.termDays).toBe(10);
    expect(types).toHaveLength(COMPLAINT_FORM_TYPES.length);

    expect(await db.complaintFormUserType.findUnique({ where: { id: 8 } })).toMatchObject({
      name: "Persona jurídica",
      isLegalEntity: true,
      identificationTypeID: 5,
    });
    expect(await db.complaintFormUserType.findFirst({ where: { name: "Niños, niñas y adolescentes" } })).toMatchObject({ identificationTypeID: 2 });

    const certificates = await db.certificate.findMany({ orderBy: { id: "asc" } });
    expect(certificates.map((c) => [c.id, c.slug, c.searchBy])).toEqual(CERTIFICATES.map((c) => [c.id, c.slug, c.searchBy]));
    expect(certificates.filter((c) => c.requiresPaymentWhenDebt).map((c) => c.id)).toEqual([1]);
  });

  it("gives a portal installed before Consulta existed that type at its next start, leaving its other types as they were", async () => {
    await seedComplaintCatalogues(db);
    await db.complaintFormType.update({ where: { id: 3 }, data: { name: "Queja o inconformidad" } });
    await db.complaintFormType.delete({ where: { id: 10 } });
    await seedComplaintCatalogues(db);
    expect(await db.complaintFormType.findUnique({ where: { id: 10 } })).toMatchObject({ name: "Consulta", termDays: 30 });
    expect(await db.complaintFormType.findUnique({ where: { id: 3 } })).toMatchObject({ name: "Queja o inconformidad" });
    await db.complaintFormType.update({ where: { id: 3 }, data: { name: "Queja" } });
  });

  it("does not overwrite what an administrator edited", async () => {
    await db.complaintFormType.update({ where: { id: 2 }, data: { termDays: 12 } });
    await db.certificate.update({ where: { id: 4 }, data: { signerName: "Ana Gómez" } });
    await seedComplaintCatalogues(db);
    await seedCertificates(db);
    expect((await db.complaintFormType.findUnique({ where: { id: 2 } }))?.termDays).toBe(12);
    expect((await db.certificate.findUnique({ where: { id: 4 } }))?.signerName).toBe("Ana Gómez");
  });
});
