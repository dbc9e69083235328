import {
  type TPropertyRecord,
  type TResidentRecord,
  type TStaffRecordRecord,
  ZPropertyRecord,
  ZResidentRecord,
  ZStaffRecordRecord,
} from "@portal/schemas/certificates/registry.schema";
import { IMPORT_LIST_SEPARATOR, REGISTRY_IMPORT_COLUMNS } from "@portal/schemas/certificates/registry-import.schema";
import { IMPORT_MESSAGES } from "@portal/schemas/imports/import.schema";
import { known } from "../../common/known.ts";
import { amountText, dateText, identificationText } from "../cell-values.ts";
import type { SheetCell } from "../parse-spreadsheet.ts";
import { chunks, type Plan } from "../plan.ts";

/** The registries' plans (properties with their owners, residents, staff periods): each replaces what the file names. */
const text = (cell: SheetCell) => cell.text;

export const propertiesPlan: Plan<TPropertyRecord> = {
  columns: REGISTRY_IMPORT_COLUMNS.properties,
  toRecord(get) {
    const ids = get("ownerIdentifications")
      .text.split(IMPORT_LIST_SEPARATOR)
      .map((s) => s.replace(/[.\s]/g, ""))
      .filter(Boolean);
    const names = get("ownerNames")
      .text.split(IMPORT_LIST_SEPARATOR)
      .map((s) => s.trim())
      .filter(Boolean);
    if (ids.length !== names.length) return { error: IMPORT_MESSAGES.ownersMismatch };
    if (ids.length === 1 && get("ownerIdentifications").number !== null) ids[0] = identificationText(get("ownerIdentifications"));
    return {
      cadastralKey: text(get("cadastralKey")),
      address: text(get("address")),
      stratum: text(get("stratum")) || null,
      landUse: text(get("landUse")),
      zone: text(get("zone")),
      taxPaidUntil: dateText(get("taxPaidUntil")),
      amountOwed: amountText(get("amountOwed")) || 0,
      owners: ids.map((identification, i) => ({ identification, name: names[i] })),
    };
  },
  schema: ZPropertyRecord,
  key: (r) => r.cadastralKey,
  async apply(tx, records) {
    for (const part of chunks(records)) {
      const saved = await tx.$queryRawUnsafe<{ id: number; cadastralKey: string }[]>(
        `INSERT INTO "Property" ("cadastralKey", "address", "stratum", "landUse", "zone", "taxPaidUntil", "amountOwed", "updatedAt")
         SELECT k, a, s::int, l, z, t::date, o::numeric, now() FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS u(k, a, s, l, z, t, o)
         ON CONFLICT ("cadastralKey") DO UPDATE SET "address" = EXCLUDED."address", "stratum" = EXCLUDED."stratum", "landUse" = EXCLUDED."landUse",
           "zone" = EXCLUDED."zone", "taxPaidUntil" = EXCLUDED."taxPaidUntil", "amountOwed" = EXCLUDED."amountOwed", "updatedAt" = now()
         RETURNING "id", "cadastralKey"`,
        part.map((r) => r.cadastralKey),
        part.map((r) => r.address),
        part.map((r) => (r.stratum === null ? null : String(r.stratum))),
        part.map((r) => r.landUse),
        part.map((r) => r.zone),
        part.map((r) => r.taxPaidUntil),
        part.map((r) => String(r.amountOwed)),
      );
      const idByKey = new Map(saved.map((s) => [s.cadastralKey, s.id]));
      // The file's owners replace the registered ones of each property in it.
      await tx.propertyOwner.deleteMany({ where: { propertyId: { in: saved.map((s) => s.id) } } });
      const owners = part.flatMap((r) =>
        r.owners.map((o) => ({
          propertyId: known(idByKey.get(r.cadastralKey), `el predio ${r.cadastralKey} recién guardado`),
          identification: o.identification,
          name: o.name,
        })),
      );
      if (owners.length) {
        await tx.$executeRawUnsafe(
          `INSERT INTO "PropertyOwner" ("propertyId", "identification", "name") SELECT * FROM unnest($1::int[], $2::text[], $3::text[])`,
          owners.map((o) => o.propertyId),
          owners.map((o) => o.identification),
          owners.map((o) => o.name),
        );
      }
    }
  },
};

export const residentsPlan: Plan<TResidentRecord> = {
  columns: REGISTRY_IMPORT_COLUMNS.residents,
  toRecord: (get) => ({
    identification: identificationText(get("identification")),
    names: text(get("names")),
    address: text(get("address")),
    neighborhood: text(get("neighborhood")),
    since: dateText(get("since")),
    email: text(get("email")),
  }),
  schema: ZResidentRecord,
  key: (r) => r.identification,
  async apply(tx, records) {
    for (const part of chunks(records)) {
      await tx.$executeRawUnsafe(
        `INSERT INTO "Resident" ("identification", "names", "address", "neighborhood", "since", "email", "updatedAt")
         SELECT i, n, a, b, s::date, e, now() FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS u(i, n, a, b, s, e)
         ON CONFLICT ("identification") DO UPDATE SET "names" = EXCLUDED."names", "address" = EXCLUDED."address",
           "neighborhood" = EXCLUDED."neighborhood", "since" = EXCLUDED."since", "email" = EXCLUDED."email", "updatedAt" = now()`,
        part.map((r) => r.identification),
        part.map((r) => r.names),
        part.map((r) => r.address),
        part.map((r) => r.neighborhood),
        part.map((r) => r.since),
        part.map((r) => r.email),
      );
    }
  },
};

export const staffPlan: Plan<TStaffRecordRecord> = {
  columns: REGISTRY_IMPORT_COLUMNS.staff,
  toRecord: (get) => ({
    identification: identificationText(get("identification")),
    name: text(get("name")),
    position: text(get("position")),
    startDate: dateText(get("startDate")),
    endDate: dateText(get("endDate")),
    dependency: text(get("dependency")),
    salary: amountText(get("salary")) || null,
    email: text(get("email")),
  }),
  schema: ZStaffRecordRecord,
  key: (r) => `${r.identification}|${r.startDate}|${r.position}`,
  async apply(tx, records) {
    // The periods in the file replace every registered period of the people in it.
    const people = [...new Set(records.map((r) => r.identification))];
    for (const part of chunks(people)) await tx.staffRecord.deleteMany({ where: { identification: { in: part } } });
    for (const part of chunks(records)) {
      await tx.staffRecord.createMany({
        data: part.map((r) => ({
          identification: r.identification,
          name: r.name,
          position: r.position,
          startDate: new Date(`${r.startDate}T00:00:00Z`),
          endDate: r.endDate ? new Date(`${r.endDate}T00:00:00Z`) : null,
          dependency: r.dependency,
          salary: r.salary,
          email: r.email,
        })),
      });
    }
  },
};
