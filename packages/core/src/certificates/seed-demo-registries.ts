import type { Db } from "@portal/db/client";
import { Prisma } from "@portal/db/client";

/**
 * Demo rows so a new installation's certificates and documents work at once: properties with and without tax
 * debt, a resident, a staff member with two periods, and one document type with data. Runs only while every
 * registry is empty (a first start); staff replace them by editing or importing.
 */
export const DEMO_PROPERTIES = [
  {
    cadastralKey: "010000010001000",
    address: "Carrera 5 # 4-32, barrio Centro",
    stratum: 3,
    landUse: "Residencial",
    zone: "Urbana — Centro",
    taxPaidUntil: "2026-12-31",
    amountOwed: "0",
    owners: [["1020304050", "Laura Camila Restrepo Gómez"]],
  },
  {
    cadastralKey: "010000020005000",
    address: "Calle 8 # 10-15, barrio San José",
    stratum: 2,
    landUse: "Comercial",
    zone: "Urbana — Corredor comercial",
    taxPaidUntil: "2024-12-31",
    amountOwed: "850000",
    owners: [
      ["79123456", "José Antonio Pérez Ruiz"],
      ["52123456", "Diana Marcela Ortiz Rincón"],
    ],
  },
  {
    cadastralKey: "000100030010000",
    address: "Vereda El Carmen, finca La Esperanza",
    stratum: 1,
    landUse: "Agropecuario",
    zone: "Rural",
    taxPaidUntil: "2026-12-31",
    amountOwed: "0",
    owners: [["1045678901", "Pedro Nel Castaño"]],
  },
] as const;

export async function seedDemoRegistries(db: Db): Promise<void> {
  const [properties, residents, staff, types] = await Promise.all([
    db.property.count(),
    db.resident.count(),
    db.staffRecord.count(),
    db.subDocumentType.count(),
  ]);
  if (properties + residents + staff + types > 0) return;
  for (const p of DEMO_PROPERTIES) {
    await db.property.create({
      data: {
        cadastralKey: p.cadastralKey,
        address: p.address,
        stratum: p.stratum,
        landUse: p.landUse,
        zone: p.zone,
        taxPaidUntil: new Date(`${p.taxPaidUntil}T00:00:00Z`),
        amountOwed: new Prisma.Decimal(p.amountOwed),
        owners: { create: p.owners.map(([identification, name]) => ({ identification, name })) },
      },
    });
  }
  await db.resident.createMany({
    data: [
      {
        identification: "1020304050",
        names: "Laura Camila Restrepo Gómez",
        address: "Carrera 5 # 4-32",
        neighborhood: "Centro",
        since: new Date("2012-05-02T00:00:00Z"),
        email: "laura.restrepo@example.org",
      },
      {
        identification: "1045678901",
        names: "Pedro Nel Castaño",
        address: "Vereda El Carmen, finca La Esperanza",
        neighborhood: "Vereda El Carmen",
        since: new Date("1998-01-15T00:00:00Z"),
        email: "pedro.castano@example.org",
      },
    ],
  });
  await db.staffRecord.createMany({
    data: [
      {
        identification: "52123456",
        name: "Diana Marcela Ortiz Rincón",
        position: "Auxiliar administrativa",
        dependency: "Secretaría de Gobierno",
        startDate: new Date("2015-02-01T00:00:00Z"),
        endDate: new Date("2019-12-31T00:00:00Z"),
        email: "diana.ortiz@example.org",
      },
      {
        identification: "52123456",
        name: "Diana Marcela Ortiz Rincón",
        position: "Profesional universitaria",
        dependency: "Secretaría de Hacienda",
        startDate: new Date("2020-01-13T00:00:00Z"),
        email: "diana.ortiz@example.org",
      },
    ],
  });
  await db.subDocumentType.create({
    data: {
      name: "Certificado de ingresos y retenciones",
      description: "Certificado anual de ingresos y retenciones para contratistas y proveedores del municipio.",
      hasPayment: false,
      template:
        "Que {{nombre}}, identificado(a) con el documento número {{numero_documento}}, recibió pagos del municipio durante el año gravable {{anio}} por {{valor_pagado}}, sobre los cuales se practicó retención en la fuente por {{valor_retenido}}.",
      variables: {
        create: [
          { name: "numero_documento", label: "Número de documento", isSearchKey: true, displayOrder: 0 },
          { name: "nombre", label: "Nombre o razón social", displayOrder: 1 },
          { name: "anio", label: "Año gravable", displayOrder: 2 },
          { name: "valor_pagado", label: "Valor pagado", displayOrder: 3 },
          { name: "valor_retenido", label: "Valor retenido", displayOrder: 4 },
          { name: "correo", label: "Correo electrónico", displayOrder: 5 },
        ],
      },
      rows: {
        create: [
          {
            searchValue: "1020304050",
            values: {
              numero_documento: "1020304050",
              nombre: "Laura Camila Restrepo Gómez",
              anio: "2025",
              valor_pagado: "$ 24.500.000",
              valor_retenido: "$ 2.695.000",
              correo: "laura.restrepo@example.org",
            },
          },
          {
            searchValue: "900123456",
            values: {
              numero_documento: "900123456",
              nombre: "Construcciones El Progreso S.A.S.",
              anio: "2025",
              valor_pagado: "$ 180.000.000",
              valor_retenido: "$ 4.500.000",
              correo: "contabilidad@progreso.example.org",
            },
          },
        ],
      },
    },
  });
}
