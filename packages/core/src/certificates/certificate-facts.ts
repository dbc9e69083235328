import type { Db, Prisma } from "@portal/db/client";
import { CERTIFICATE_MESSAGES, certificateSearchBy, normalizeCadastralKey } from "@portal/schemas/certificates/certificate-request.schema";
import { AppError } from "../errors/app-error.ts";
import { formatCalendarDateEs, formatMoneyEs, joinSpanish } from "./spanish-format.ts";

type Reader = Pick<Db, "property" | "resident" | "staffRecord"> | Pick<Prisma.TransactionClient, "property" | "resident" | "staffRecord">;

/** What a certificate states about its subject, read from the registry at request time. */
export interface CertificateSubject {
  searchBy: "cadastralKey" | "identification";
  cadastralKey: string | null;
  identification: string | null;
  propertyId: number | null;
  /** Property tax owed (certificates 1–3); 0 otherwise. */
  amountOwed: string;
  /** Placeholder values, already formatted in Spanish. */
  facts: Record<string, string>;
  /** The validation response fields (spec 01 §3). */
  cedulaCatastral: string | null;
  numeroIdentificacion: string | null;
}

const dateOrNull = (d: Date | null | undefined) => (d ? formatCalendarDateEs(d) : null);

/** Looks the subject up in the certificate's registry; an unknown key or identification is a 404 "Código inválido". */
export async function loadCertificateSubject(db: Reader, certificateID: number, input: { key?: string | null; identification?: string | null }): Promise<CertificateSubject> {
  const notFound = () => new AppError("NOT_FOUND", CERTIFICATE_MESSAGES.invalidCode);
  const searchBy = certificateSearchBy(certificateID);
  if (searchBy === "cadastralKey") {
    const cadastralKey = normalizeCadastralKey(input.key ?? "");
    if (!cadastralKey) throw notFound();
    const property = await db.property.findUnique({ where: { cadastralKey }, include: { owners: { orderBy: { id: "asc" } } } });
    if (!property) throw notFound();
    const owners = property.owners.map((o) => o.name);
    const ownerIds = property.owners.map((o) => o.identification);
    return {
      searchBy, cadastralKey, identification: null, propertyId: property.id, amountOwed: property.amountOwed.toString(),
      cedulaCatastral: cadastralKey,
      numeroIdentificacion: ownerIds[0] ?? null,
      facts: {
        cadastralKey,
        address: property.address,
        owners: owners.length ? joinSpanish(owners) : "propietario no registrado",
        ownerIdentifications: joinSpanish(ownerIds),
        stratum: property.stratum === null ? "sin estrato asignado" : String(property.stratum),
        landUse: property.landUse ?? "sin uso de suelo registrado",
        zone: property.zone ?? "sin zona registrada",
        taxPaidUntil: dateOrNull(property.taxPaidUntil) ?? "la fecha",
        amountOwed: formatMoneyEs(property.amountOwed.toString()),
      },
    };
  }
  const identification = (input.identification ?? "").trim();
  if (!identification) throw notFound();
  if (certificateID === 4) {
    const resident = await db.resident.findUnique({ where: { identification } });
    if (!resident) throw notFound();
    return {
      searchBy, cadastralKey: null, identification, propertyId: null, amountOwed: "0", cedulaCatastral: null, numeroIdentificacion: identification,
      facts: {
        identification, names: resident.names, address: resident.address,
        neighborhood: resident.neighborhood ?? "no registrado",
        since: dateOrNull(resident.since) ?? "la fecha de su registro",
      },
    };
  }
  const periods = await db.staffRecord.findMany({ where: { identification }, orderBy: [{ startDate: "desc" }, { id: "desc" }] });
  const latest = periods[0];
  if (!latest) throw notFound();
  const periodText = (p: (typeof periods)[number]) =>
    `${p.position}${p.dependency ? ` (${p.dependency})` : ""} desde el ${formatCalendarDateEs(p.startDate)} ${p.endDate ? `hasta el ${formatCalendarDateEs(p.endDate)}` : "hasta la fecha"}`;
  return {
    searchBy, cadastralKey: null, identification, propertyId: null, amountOwed: "0", cedulaCatastral: null, numeroIdentificacion: identification,
    facts: {
      identification, name: latest.name, position: latest.position,
      dependency: latest.dependency ?? "de la entidad",
      startDate: formatCalendarDateEs(latest.startDate),
      endDate: latest.endDate ? `hasta el ${formatCalendarDateEs(latest.endDate)}` : "hasta la fecha",
      salary: latest.salary === null ? "no registrado" : formatMoneyEs(latest.salary.toString()),
      periods: [...periods].reverse().map(periodText).join("; "),
    },
  };
}

/** The e-mail the entity has on file for the person a personal certificate is about (residents, staff), or null. */
export async function certificateEmailOnFile(db: Pick<Db, "resident" | "staffRecord">, certificateID: number, identification: string): Promise<string | null> {
  if (certificateID === 4) return (await db.resident.findUnique({ where: { identification }, select: { email: true } }))?.email ?? null;
  const row = await db.staffRecord.findFirst({ where: { identification, email: { not: null } }, orderBy: [{ startDate: "desc" }, { id: "desc" }], select: { email: true } });
  return row?.email ?? null;
}
