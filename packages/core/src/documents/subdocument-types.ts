import type { Prisma } from "@portal/db/client";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { placeholdersOf } from "@portal/schemas/certificates/certificate-admin.schema";
import { fillMessage } from "@portal/schemas/common/fill-message";
import {
  DOCUMENT_ADMIN_MESSAGES as M,
  type TDocumentVariable,
  ZDetailVariableSave,
  ZDocumentIssuesQuery,
  ZRevokeDocument,
  ZSubDocumentTypeSave,
  ZTemplateDocumentSave,
} from "@portal/schemas/documents/document-admin.schema";
import type { z } from "zod";
import { recordAudit } from "../audit/audit-log.ts";
import { paginate } from "../common/paginate.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

type Deps = Pick<CoreDeps, "db">;
const notFound = () => new AppError("NOT_FOUND", M.notFound);
const variableOrder = [{ displayOrder: "asc" as const }, { documentVariableID: "asc" as const }];

function checkTemplate(template: string, variables: readonly { name: string }[]) {
  const known = new Set(variables.map((v) => v.name));
  const unknown = placeholdersOf(template).find((p) => !known.has(p));
  if (unknown) throw AppError.field("template", fillMessage(M.unknownPlaceholder, [unknown]));
}

function variableView(v: { documentVariableID: number; name: string; label: string; isSearchKey: boolean; displayOrder: number }) {
  return { documentVariableID: v.documentVariableID, name: v.name, label: v.label, isSearchKey: v.isSearchKey, displayOrder: v.displayOrder };
}

type TypeRow = Prisma.SubDocumentTypeGetPayload<{ include: { variables: true } }>;
function typeView(t: TypeRow, withTemplate: boolean) {
  const search = t.variables.find((v) => v.isSearchKey);
  return {
    subDocumentTypeID: t.subDocumentTypeID,
    name: t.name,
    descripcion: t.description,
    description: t.description,
    hasPayment: t.hasPayment,
    paymentDescription: t.paymentDescription,
    paymentTime: t.paymentTime,
    enabled: t.enabled,
    nameVariableDetailDocument: search?.label ?? null,
    ...(withTemplate ? { template: t.template, variables: t.variables.map(variableView) } : {}),
  };
}

/** GET subdocumenttype: enabled types for everyone; all of them (with template and variables) for staff. */
export async function listSubDocumentTypes(deps: Deps, opts: { staff: boolean }) {
  const rows = await deps.db.subDocumentType.findMany({
    where: opts.staff ? {} : { enabled: true },
    include: { variables: { orderBy: variableOrder } },
    orderBy: { subDocumentTypeID: "asc" },
  });
  return rows.map((t) => typeView(t, opts.staff));
}

/** GET subdocumenttype/{id}: what the document download screen shows (name, description, payment notice, search label). */
export async function getSubDocumentType(deps: Deps, id: number, opts: { staff: boolean }) {
  const t = await deps.db.subDocumentType.findUnique({ where: { subDocumentTypeID: id }, include: { variables: { orderBy: variableOrder } } });
  if (!t || (!opts.staff && !t.enabled)) throw notFound();
  return typeView(t, opts.staff);
}

async function replaceVariables(tx: Prisma.TransactionClient, subDocumentTypeID: number, variables: TDocumentVariable[]) {
  await tx.documentVariable.deleteMany({ where: { subDocumentTypeID } });
  await tx.documentVariable.createMany({
    data: variables.map((v, i) => ({ subDocumentTypeID, name: v.name, label: v.label, isSearchKey: v.isSearchKey, displayOrder: v.displayOrder ?? i })),
  });
}

/** POST/PUT subdocumenttype: a new document type is data, not code. */
export async function saveSubDocumentType(deps: Deps, raw: z.input<typeof ZSubDocumentTypeSave>, actor: TSessionUser) {
  const input = ZSubDocumentTypeSave.parse(raw);
  const existing = input.subDocumentTypeID
    ? await deps.db.subDocumentType.findUnique({ where: { subDocumentTypeID: input.subDocumentTypeID }, include: { variables: true } })
    : null;
  if (input.subDocumentTypeID && !existing) throw notFound();
  const variables = input.variables ?? existing?.variables ?? [];
  const template = input.template ?? existing?.template ?? "";
  checkTemplate(template, variables);
  const fields = {
    name: input.name,
    description: input.description,
    hasPayment: input.hasPayment,
    paymentDescription: input.paymentDescription,
    paymentTime: input.paymentTime,
    enabled: input.enabled,
    template,
  };
  const id = await deps.db.$transaction(async (tx) => {
    const row = existing
      ? await tx.subDocumentType.update({ where: { subDocumentTypeID: existing.subDocumentTypeID }, data: fields })
      : await tx.subDocumentType.create({ data: fields });
    if (input.variables) await replaceVariables(tx, row.subDocumentTypeID, input.variables);
    return row.subDocumentTypeID;
  });
  await recordAudit(deps, {
    userId: actor.id,
    action: existing ? "subDocumentType.update" : "subDocumentType.create",
    entityType: "SubDocumentType",
    entityId: id,
  });
  return getSubDocumentType(deps, id, { staff: true });
}

/** GET templatedocument?subDocumentTypeID= */
export async function getTemplate(deps: Deps, id: number) {
  const t = await getSubDocumentType(deps, id, { staff: true });
  return { subDocumentTypeID: t.subDocumentTypeID, template: t.template ?? "", variables: t.variables ?? [] };
}

/** PUT templatedocument: every {{placeholder}} must be a variable of the type. */
export async function saveTemplate(deps: Deps, raw: z.input<typeof ZTemplateDocumentSave>, actor: TSessionUser) {
  const input = ZTemplateDocumentSave.parse(raw);
  const t = await deps.db.subDocumentType.findUnique({ where: { subDocumentTypeID: input.subDocumentTypeID }, include: { variables: true } });
  if (!t) throw notFound();
  checkTemplate(input.template, t.variables);
  await deps.db.subDocumentType.update({ where: { subDocumentTypeID: t.subDocumentTypeID }, data: { template: input.template } });
  await recordAudit(deps, { userId: actor.id, action: "subDocumentType.template", entityType: "SubDocumentType", entityId: t.subDocumentTypeID });
  return { message: M.saved };
}

/** GET VariableDetailBySubDocument/{id} and GET DetailVariableInformation: the variables of a type. */
export async function listVariables(deps: Deps, id: number, opts: { staff: boolean }) {
  const t = await deps.db.subDocumentType.findUnique({ where: { subDocumentTypeID: id }, include: { variables: { orderBy: variableOrder } } });
  if (!t || (!opts.staff && !t.enabled)) throw notFound();
  return t.variables.map(variableView);
}

/** GET getfindvariable/{id}: the variable citizens search by (its label is nameVariableDetailDocument). */
export async function findVariable(deps: Deps, id: number) {
  const variables = await listVariables(deps, id, { staff: false });
  const search = variables.find((v) => v.isSearchKey);
  if (!search) throw notFound();
  return { ...search, nameVariableDetailDocument: search.label };
}

/** PUT DetailVariableInformation: replaces a type's variables (the template must still fit them). */
export async function saveVariables(deps: Deps, raw: z.input<typeof ZDetailVariableSave>, actor: TSessionUser) {
  const input = ZDetailVariableSave.parse(raw);
  const t = await deps.db.subDocumentType.findUnique({ where: { subDocumentTypeID: input.subDocumentTypeID } });
  if (!t) throw notFound();
  checkTemplate(t.template, input.variables);
  await deps.db.$transaction(async (tx) => replaceVariables(tx, t.subDocumentTypeID, input.variables));
  await recordAudit(deps, { userId: actor.id, action: "subDocumentType.variables", entityType: "SubDocumentType", entityId: t.subDocumentTypeID });
  return listVariables(deps, t.subDocumentTypeID, { staff: true });
}

/** Issued documents (history), newest first. */
export async function listDocumentIssues(deps: Deps, raw: z.input<typeof ZDocumentIssuesQuery>) {
  const q = ZDocumentIssuesQuery.parse(raw);
  const where: Prisma.DocumentIssueWhereInput = {
    ...(q.subDocumentTypeID ? { subDocumentTypeID: q.subDocumentTypeID } : {}),
    ...(q.keyword ? { OR: [{ value: { contains: q.keyword.toUpperCase() } }, { guid: { startsWith: q.keyword.toUpperCase() } }] } : {}),
  };
  return paginate(
    q,
    (window) => deps.db.documentIssue.findMany({ where, include: { subDocumentType: { select: { name: true } } }, orderBy: { issuedAt: "desc" }, ...window }),
    () => deps.db.documentIssue.count({ where }),
    (r) => ({
      id: r.id,
      guid: r.guid,
      subDocumentTypeID: r.subDocumentTypeID,
      nameSubDocumentType: r.subDocumentType.name,
      value: r.value,
      numeroIdentificacion: r.numeroIdentificacion,
      issuedAt: r.issuedAt.toISOString(),
      revokedAt: r.revokedAt?.toISOString() ?? null,
    }),
  );
}

/** Revokes an issued document: validation then answers that it was revoked. */
export async function revokeDocument(deps: Deps, raw: z.input<typeof ZRevokeDocument>, actor: TSessionUser) {
  const input = ZRevokeDocument.parse(raw);
  const issue = await deps.db.documentIssue.findUnique({ where: { guid: input.id } });
  if (!issue) throw new AppError("NOT_FOUND", M.issueNotFound);
  if (issue.revokedAt) throw new AppError("CONFLICT", M.alreadyRevoked);
  // Conditional: of two revocations at once, the second is told it was already revoked.
  const { count } = await deps.db.documentIssue.updateMany({ where: { id: issue.id, revokedAt: null }, data: { revokedAt: new Date() } });
  if (count === 0) throw new AppError("CONFLICT", M.alreadyRevoked);
  await recordAudit(deps, {
    userId: actor.id,
    action: "document.revoke",
    entityType: "DocumentIssue",
    entityId: issue.guid,
    details: { reason: input.reason },
  });
  return { message: M.revoked };
}
