import { type Db, Prisma } from "@portal/db/client";
import { queryRows } from "@portal/db/raw-rows";
import { CERTIFICATE_SLUGS } from "@portal/schemas/certificates/certificate-catalog";
import { CERTIFICATE_PDF_MESSAGES as T } from "@portal/schemas/certificates/certificate-pdf-messages";
import { CERTIFICATE_MESSAGES, certificateSearchBy, normalizeCadastralKey } from "@portal/schemas/certificates/certificate-rules";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { formatCalendarDateEs, formatMoneyEs, joinSpanish } from "../common/spanish-format.ts";
import { AppError } from "../errors/app-error.ts";

type Reader = Pick<Db, "$queryRaw" | "resident" | "staffRecord"> | Pick<Prisma.TransactionClient, "$queryRaw" | "resident" | "staffRecord">;

interface PropertyWithOwners {
  id: number;
  address: string;
  stratum: number | null;
  landUse: string | null;
  zone: string | null;
  taxPaidUntil: Date | null;
  /** numeric, as text: exact, as the ORM's Decimal would keep it. */
  amountOwed: string;
  owners: { identification: string; name: string }[];
}

/**
 * The property and its owners (in the order they were registered) in one statement on the driver's pool: every
 * property certificate reads them, and the ORM's include took two round trips through its query compiler.
 */
async function findPropertyWithOwners(db: Reader, cadastralKey: string): Promise<PropertyWithOwners | null> {
  const rows = await queryRows<PropertyWithOwners>(
    db,
    Prisma.sql`
    SELECT p."id", p."address", p."stratum", p."landUse", p."zone", p."taxPaidUntil", p."amountOwed"::text AS "amountOwed",
      COALESCE((SELECT json_agg(json_build_object('identification', o."identification", 'name', o."name") ORDER BY o."id")
        FROM "PropertyOwner" o WHERE o."propertyId" = p."id"), '[]'::json) AS "owners"
    FROM "Property" p WHERE p."cadastralKey" = ${cadastralKey}`,
  );
  return rows[0] ?? null;
}

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
  /** The person numeroIdentificacion names (the owner who asked, the resident, the employee): their initials validate it. */
  holderName: string | null;
}

const dateOrNull = (d: Date | null | undefined) => (d ? formatCalendarDateEs(d) : null);
/** "hasta el 3 de marzo de 2024", or "hasta la fecha" for a period still open. */
const until = (end: Date | null) => (end ? fillMessage(T.until, [formatCalendarDateEs(end)]) : T.untilToday);

/**
 * Looks the subject up in the certificate's registry; an unknown identification is a 404 "Código inválido".
 * A property (ids 1–3) is found only together with one of its owners: `identification` must be an owner's (the
 * caller decides whose it is: typed by the citizen, or the verified session's), and an unknown key and a key whose
 * owners do not include it answer the same 404 ("No encontramos un predio…"), so the key alone tells nothing.
 */
export async function loadCertificateSubject(
  db: Reader,
  certificateID: number,
  input: { key?: string | null; identification?: string | null },
): Promise<CertificateSubject> {
  const notFound = () => new AppError("NOT_FOUND", CERTIFICATE_MESSAGES.invalidCode);
  const searchBy = certificateSearchBy(certificateID);
  if (searchBy === "cadastralKey") {
    const cadastralKey = normalizeCadastralKey(input.key ?? "");
    const asker = (input.identification ?? "").trim();
    // Unknown key or not an owner: one answer that says no property was found, never which of the two it was.
    const noProperty = () => new AppError("NOT_FOUND", CERTIFICATE_MESSAGES.propertyNotFound);
    if (!cadastralKey || !asker) throw noProperty();
    const property = await findPropertyWithOwners(db, cadastralKey);
    const owner = property?.owners.find((o) => o.identification.trim() === asker);
    if (!property || !owner) throw noProperty();
    const owners = property.owners.map((o) => o.name);
    const ownerIds = property.owners.map((o) => o.identification);
    return {
      // As the ORM's Decimal writes it ("0", "125000.5"), not numeric's text ("0.00").
      searchBy,
      cadastralKey,
      identification: null,
      propertyId: property.id,
      amountOwed: new Prisma.Decimal(property.amountOwed).toString(),
      cedulaCatastral: cadastralKey,
      numeroIdentificacion: owner.identification,
      holderName: owner.name,
      facts: {
        cadastralKey,
        address: property.address,
        owners: owners.length ? joinSpanish(owners) : T.ownersMissing,
        ownerIdentifications: joinSpanish(ownerIds),
        stratum: property.stratum === null ? T.stratumMissing : String(property.stratum),
        landUse: property.landUse ?? T.landUseMissing,
        zone: property.zone ?? T.zoneMissing,
        taxPaidUntil: dateOrNull(property.taxPaidUntil) ?? T.dateMissing,
        amountOwed: formatMoneyEs(property.amountOwed),
      },
    };
  }
  const identification = (input.identification ?? "").trim();
  if (!identification) throw notFound();
  if (certificateID === CERTIFICATE_SLUGS.residencia) {
    const resident = await db.resident.findUnique({ where: { identification } });
    if (!resident) throw notFound();
    return personalSubject(searchBy, identification, resident.names, {
      identification,
      names: resident.names,
      address: resident.address,
      neighborhood: resident.neighborhood ?? T.notRegistered,
      since: dateOrNull(resident.since) ?? T.residentSinceMissing,
    });
  }
  const periods = await db.staffRecord.findMany({ where: { identification }, orderBy: [{ startDate: "desc" }, { id: "desc" }] });
  const latest = periods[0];
  if (!latest) throw notFound();
  const periodText = (p: (typeof periods)[number]) =>
    fillMessage(T.staffPeriod, [`${p.position}${p.dependency ? ` (${p.dependency})` : ""}`, formatCalendarDateEs(p.startDate), until(p.endDate)]);
  return personalSubject(searchBy, identification, latest.name, {
    identification,
    name: latest.name,
    position: latest.position,
    dependency: latest.dependency ?? T.dependencyMissing,
    startDate: formatCalendarDateEs(latest.startDate),
    endDate: until(latest.endDate),
    salary: latest.salary === null ? T.notRegistered : formatMoneyEs(latest.salary.toString()),
    periods: [...periods].reverse().map(periodText).join("; "),
  });
}

/** A certificate about a person (residence, labour): found by identification, with no property and nothing owed. */
function personalSubject(
  searchBy: CertificateSubject["searchBy"],
  identification: string,
  holderName: string,
  facts: CertificateSubject["facts"],
): CertificateSubject {
  return {
    searchBy,
    cadastralKey: null,
    identification,
    propertyId: null,
    amountOwed: "0",
    cedulaCatastral: null,
    numeroIdentificacion: identification,
    holderName,
    facts,
  };
}

/** The e-mail the entity has on file for the person a personal certificate is about (residents, staff), or null. */
export async function certificateEmailOnFile(db: Pick<Db, "resident" | "staffRecord">, certificateID: number, identification: string): Promise<string | null> {
  if (certificateID === CERTIFICATE_SLUGS.residencia)
    return (await db.resident.findUnique({ where: { identification }, select: { email: true } }))?.email ?? null;
  const row = await db.staffRecord.findFirst({
    where: { identification, email: { not: null } },
    orderBy: [{ startDate: "desc" }, { id: "desc" }],
    select: { email: true },
  });
  return row?.email ?? null;
}
