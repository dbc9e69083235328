import { Prisma } from "@portal/db/client";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import {
  REGISTRY_MESSAGES as M,
  ZPropertySave,
  ZRegistryDelete,
  ZRegistryListQuery,
  ZResidentSave,
  ZStaffRecordSave,
} from "@portal/schemas/certificates/registry.schema";
import { present } from "@portal/schemas/common/present";
import { DIALOG_MESSAGES } from "@portal/schemas/ui/ui-constants";
import type { z } from "zod";
import { recordAudit } from "../audit/audit-log.ts";
import { paginate } from "../common/paginate.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

type Deps = Pick<CoreDeps, "db">;
const notFound = () => new AppError("NOT_FOUND", M.notFound);
const day = (v: string | null) => (v ? new Date(`${v}T00:00:00Z`) : null);
const isoDay = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

function duplicate(error: unknown, path: string, message: string): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new AppError("CONFLICT", message, [{ path, message }]);
  throw error;
}

type PropertyRow = Prisma.PropertyGetPayload<{ include: { owners: true } }>;
const propertyView = (p: PropertyRow) => ({
  id: p.id,
  cadastralKey: p.cadastralKey,
  address: p.address,
  stratum: p.stratum,
  landUse: p.landUse,
  zone: p.zone,
  taxPaidUntil: isoDay(p.taxPaidUntil),
  amountOwed: p.amountOwed.toString(),
  owners: p.owners.map((o) => ({ identification: o.identification, name: o.name })),
  updatedAt: p.updatedAt.toISOString(),
});

export async function listProperties(deps: Deps, raw: z.input<typeof ZRegistryListQuery>) {
  const q = ZRegistryListQuery.parse(raw ?? {});
  const k = q.keyword;
  const where: Prisma.PropertyWhereInput = k
    ? {
        OR: [
          { cadastralKey: { contains: k.toUpperCase().replace(/[-.\s]/g, "") } },
          { address: { contains: k, mode: "insensitive" } },
          { owners: { some: { OR: [{ identification: k }, { name: { contains: k, mode: "insensitive" } }] } } },
        ],
      }
    : {};
  return paginate(
    q,
    (window) => deps.db.property.findMany({ where, include: { owners: { orderBy: { id: "asc" } } }, orderBy: { cadastralKey: "asc" }, ...window }),
    () => deps.db.property.count({ where }),
    propertyView,
  );
}

export async function saveProperty(deps: Deps, raw: z.input<typeof ZPropertySave>, actor: TSessionUser) {
  const { id, owners, ...input } = ZPropertySave.parse(raw);
  const data = { ...input, taxPaidUntil: day(input.taxPaidUntil), amountOwed: new Prisma.Decimal(input.amountOwed) };
  const saved = await deps.db
    .$transaction(async (tx) => {
      let propertyId: number;
      if (id) {
        if (!(await tx.property.findUnique({ where: { id } }))) throw notFound();
        await tx.property.update({ where: { id }, data });
        await tx.propertyOwner.deleteMany({ where: { propertyId: id } });
        propertyId = id;
      } else {
        propertyId = (await tx.property.create({ data })).id;
      }
      if (owners.length) await tx.propertyOwner.createMany({ data: owners.map((o) => ({ ...o, propertyId })) });
      return tx.property.findUniqueOrThrow({ where: { id: propertyId }, include: { owners: { orderBy: { id: "asc" } } } });
    })
    .catch((error: unknown) => duplicate(error, "cadastralKey", M.propertyExists));
  await recordAudit(deps, {
    userId: actor.id,
    action: id ? "registry.property.update" : "registry.property.create",
    entityType: "Property",
    entityId: saved.id,
  });
  return propertyView(saved);
}

export async function deleteProperty(deps: Deps, raw: z.input<typeof ZRegistryDelete>, actor: TSessionUser) {
  const { id } = ZRegistryDelete.parse(raw);
  const deleted = await deps.db.property.deleteMany({ where: { id } });
  if (!deleted.count) throw notFound();
  await recordAudit(deps, { userId: actor.id, action: "registry.property.delete", entityType: "Property", entityId: id });
  return { message: DIALOG_MESSAGES.deleted };
}

type ResidentRow = NonNullable<Awaited<ReturnType<Deps["db"]["resident"]["findUnique"]>>>;
const residentView = (r: ResidentRow) => ({
  id: r.id,
  identification: r.identification,
  names: r.names,
  address: r.address,
  neighborhood: r.neighborhood,
  since: isoDay(r.since),
  email: r.email,
  updatedAt: r.updatedAt.toISOString(),
});

export async function listResidents(deps: Deps, raw: z.input<typeof ZRegistryListQuery>) {
  const q = ZRegistryListQuery.parse(raw ?? {});
  const where: Prisma.ResidentWhereInput = q.keyword
    ? { OR: [{ identification: { startsWith: q.keyword } }, { names: { contains: q.keyword, mode: "insensitive" } }] }
    : {};
  return paginate(
    q,
    (window) => deps.db.resident.findMany({ where, orderBy: { names: "asc" }, ...window }),
    () => deps.db.resident.count({ where }),
    residentView,
  );
}

export async function saveResident(deps: Deps, raw: z.input<typeof ZResidentSave>, actor: TSessionUser) {
  const { id, ...input } = ZResidentSave.parse(raw);
  const data = { ...input, since: day(input.since) };
  let row: ResidentRow;
  try {
    if (id) {
      if (!(await deps.db.resident.findUnique({ where: { id } }))) throw notFound();
      row = await deps.db.resident.update({ where: { id }, data });
    } else row = await deps.db.resident.create({ data });
  } catch (error) {
    duplicate(error, "identification", M.residentExists);
  }
  await recordAudit(deps, { userId: actor.id, action: id ? "registry.resident.update" : "registry.resident.create", entityType: "Resident", entityId: row.id });
  return residentView(row);
}

export async function deleteResident(deps: Deps, raw: z.input<typeof ZRegistryDelete>, actor: TSessionUser) {
  const { id } = ZRegistryDelete.parse(raw);
  if (!(await deps.db.resident.deleteMany({ where: { id } })).count) throw notFound();
  await recordAudit(deps, { userId: actor.id, action: "registry.resident.delete", entityType: "Resident", entityId: id });
  return { message: DIALOG_MESSAGES.deleted };
}

type StaffRow = NonNullable<Awaited<ReturnType<Deps["db"]["staffRecord"]["findUnique"]>>>;
const staffView = (s: StaffRow) => ({
  id: s.id,
  identification: s.identification,
  name: s.name,
  position: s.position,
  startDate: isoDay(s.startDate),
  endDate: isoDay(s.endDate),
  dependency: s.dependency,
  salary: s.salary?.toString() ?? null,
  email: s.email,
  updatedAt: s.updatedAt.toISOString(),
});

export async function listStaffRecords(deps: Deps, raw: z.input<typeof ZRegistryListQuery>) {
  const q = ZRegistryListQuery.parse(raw ?? {});
  const where: Prisma.StaffRecordWhereInput = q.keyword
    ? { OR: [{ identification: { startsWith: q.keyword } }, { name: { contains: q.keyword, mode: "insensitive" } }] }
    : {};
  return paginate(
    q,
    (window) => deps.db.staffRecord.findMany({ where, orderBy: [{ name: "asc" }, { startDate: "desc" }], ...window }),
    () => deps.db.staffRecord.count({ where }),
    staffView,
  );
}

export async function saveStaffRecord(deps: Deps, raw: z.input<typeof ZStaffRecordSave>, actor: TSessionUser) {
  const { id, ...input } = ZStaffRecordSave.parse(raw);
  const data = {
    ...input,
    startDate: present(day(input.startDate), "startDate"),
    endDate: day(input.endDate),
    salary: input.salary === null ? null : new Prisma.Decimal(input.salary),
  };
  let row: StaffRow;
  if (id) {
    if (!(await deps.db.staffRecord.findUnique({ where: { id } }))) throw notFound();
    row = await deps.db.staffRecord.update({ where: { id }, data });
  } else row = await deps.db.staffRecord.create({ data });
  await recordAudit(deps, { userId: actor.id, action: id ? "registry.staff.update" : "registry.staff.create", entityType: "StaffRecord", entityId: row.id });
  return staffView(row);
}

export async function deleteStaffRecord(deps: Deps, raw: z.input<typeof ZRegistryDelete>, actor: TSessionUser) {
  const { id } = ZRegistryDelete.parse(raw);
  if (!(await deps.db.staffRecord.deleteMany({ where: { id } })).count) throw notFound();
  await recordAudit(deps, { userId: actor.id, action: "registry.staff.delete", entityType: "StaffRecord", entityId: id });
  return { message: DIALOG_MESSAGES.deleted };
}
