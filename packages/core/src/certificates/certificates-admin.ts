import type { Prisma } from "@portal/db/client";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import {
  CERTIFICATE_PLACEHOLDERS,
  CERTIFICATE_ADMIN_MESSAGES as M,
  placeholdersOf,
  ZCertificateCountUpdate,
  ZCertificateProcessQuery,
  ZCertificateProcessSave,
  ZCertificateUpdate,
  ZIssuedQuery,
  ZMarkPaid,
  ZPaymentsQuery,
  ZRevokeCertificate,
} from "@portal/schemas/certificates/certificate-admin.schema";
import { CERTIFICATE_SLUGS } from "@portal/schemas/certificates/certificate-catalog";
import { fillMessage } from "@portal/schemas/common/fill-message";
import type { z } from "zod";
import { recordAudit } from "../audit/audit-log.ts";
import { known } from "../common/known.ts";
import { paginate } from "../common/paginate.ts";
import { bogotaDay, startOfBogotaDay } from "../complaint-forms/business-days.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { certificateCache } from "./certificate-cache.ts";

type Deps = Pick<CoreDeps, "db">;

const CERTIFICATE_IDS: ReadonlySet<number> = new Set(Object.values(CERTIFICATE_SLUGS));

type CertificateRow = NonNullable<Awaited<ReturnType<CoreDeps["db"]["certificate"]["findUnique"]>>>;

/**
 * The issue counter staff see: the base they last set (Certificate.issueCount) plus the certificate's issues issued
 * since then (issuedAt ≥ issueCountSince), revoked ones included. Issuing never writes the Certificate row.
 */
async function issueCountOf(db: Deps["db"], c: Pick<CertificateRow, "id" | "issueCount" | "issueCountSince">): Promise<number> {
  return c.issueCount + (await db.certificateIssue.count({ where: { request: { certificateID: c.id }, issuedAt: { gte: c.issueCountSince } } }));
}

function certificateView(c: CertificateRow, issueCount: number) {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    searchBy: c.searchBy,
    text: c.text,
    signerName: c.signerName,
    signerRole: c.signerRole,
    enabled: c.enabled,
    requiresPaymentWhenDebt: c.requiresPaymentWhenDebt,
    paymentInformation: c.paymentInformation,
    paymentTime: c.paymentTime,
    validityDays: c.validityDays,
    issueCount,
    placeholders: CERTIFICATE_PLACEHOLDERS[c.id] ?? [],
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** The citizen screens' catalogue (/tramites/{slug}): what each certificate is, asks for and whether it is enabled. */
export async function certificateCatalog(deps: Deps) {
  const rows = await deps.db.certificate.findMany({ orderBy: { id: "asc" } });
  return rows.map((c) => ({ id: c.id, name: c.name, slug: c.slug, searchBy: c.searchBy, enabled: c.enabled }));
}

/** GET certificates (staff). */
export async function listCertificates(deps: Deps) {
  const rows = await deps.db.certificate.findMany({ orderBy: { id: "asc" } });
  return Promise.all(rows.map(async (c) => certificateView(c, await issueCountOf(deps.db, c))));
}

/** PUT certificates/{id}: texts, signing official, enabled flag, payment texts. Placeholders must be the certificate's. */
export async function updateCertificate(deps: Deps, raw: z.input<typeof ZCertificateUpdate>, actor: TSessionUser) {
  const { id, ...data } = ZCertificateUpdate.parse(raw);
  const current = await deps.db.certificate.findUnique({ where: { id } });
  if (!current) throw new AppError("NOT_FOUND");
  if (data.text !== undefined) {
    const allowed = new Set(CERTIFICATE_PLACEHOLDERS[id] ?? []);
    const unknown = placeholdersOf(data.text).find((p) => !allowed.has(p));
    if (unknown) throw AppError.field("text", fillMessage(M.unknownPlaceholder, [unknown]));
  }
  const updated = await deps.db.certificate.update({ where: { id }, data });
  certificateCache.invalidate(deps.db);
  await recordAudit(deps, { userId: actor.id, action: "certificate.update", entityType: "Certificate", entityId: id, details: { fields: Object.keys(data) } });
  return certificateView(updated, await issueCountOf(deps.db, updated));
}

/** GET certificates/count/{x}: x is a certificate id, or "all" for every certificate. */
export async function certificateCounts(deps: Deps, x: string) {
  const id = x === "all" ? null : Number(x);
  if (id !== null && !CERTIFICATE_IDS.has(id)) throw new AppError("NOT_FOUND");
  const certificates = await deps.db.certificate.findMany({ where: id ? { id } : {}, orderBy: { id: "asc" } });
  const startOfDay = startOfBogotaDay(bogotaDay());
  return Promise.all(
    certificates.map(async (c) => ({
      certificateID: c.id,
      name: c.name,
      issueCount: await issueCountOf(deps.db, c),
      issuedToday: await deps.db.certificateIssue.count({ where: { request: { certificateID: c.id }, issuedAt: { gte: startOfDay } } }),
      pendingPayment: await deps.db.certificateRequest.count({ where: { certificateID: c.id, requiredPay: true, paid: false } }),
    })),
  );
}

/** PUT certificates/count: sets (usually resets) a counter: the new base, counted from now on (issueCountOf). */
export async function setCertificateCount(deps: Deps, raw: z.input<typeof ZCertificateCountUpdate>, actor: TSessionUser) {
  const input = ZCertificateCountUpdate.parse(raw);
  await deps.db.certificate.update({ where: { id: input.certificateID }, data: { issueCount: input.issueCount, issueCountSince: new Date() } });
  await recordAudit(deps, {
    userId: actor.id,
    action: "certificate.count",
    entityType: "Certificate",
    entityId: input.certificateID,
    details: { issueCount: input.issueCount },
  });
  return known((await certificateCounts(deps, String(input.certificateID)))[0], `las cifras del certificado ${input.certificateID}`);
}

/** The payments page: requests waiting for payment (or paid ones), newest first. */
export async function listPaymentRequests(deps: Deps, raw: z.input<typeof ZPaymentsQuery>) {
  const q = ZPaymentsQuery.parse(raw);
  const where: Prisma.CertificateRequestWhereInput = {
    requiredPay: true,
    ...(q.status === "pending" ? { paid: false } : q.status === "paid" ? { paid: true } : {}),
    ...(q.certificateID ? { certificateID: q.certificateID } : {}),
    ...(q.keyword
      ? { OR: [{ cadastralKey: { contains: q.keyword.toUpperCase().replace(/[-.\s]/g, "") } }, { paymentReference: { contains: q.keyword } }] }
      : {}),
  };
  return paginate(
    q,
    (window) =>
      deps.db.certificateRequest.findMany({
        where,
        orderBy: { createdAt: "desc" },
        ...window,
        include: {
          certificate: { select: { name: true } },
          property: { select: { address: true, owners: { select: { name: true, identification: true } } } },
          paidBy: { select: { name: true, lastname: true } },
          issue: { select: { validityCode: true, issuedAt: true } },
        },
      }),
    () => deps.db.certificateRequest.count({ where }),
    (r) => ({
      certificadoID: r.certificadoID,
      certificateID: r.certificateID,
      certificateName: r.certificate.name,
      cadastralKey: r.cadastralKey,
      address: r.property?.address ?? null,
      owners: r.property?.owners ?? [],
      amountOwed: r.amountOwed?.toString() ?? null,
      paid: r.paid,
      paymentReference: r.paymentReference,
      paidAt: r.paidAt?.toISOString() ?? null,
      paidBy: r.paidBy ? `${r.paidBy.name} ${r.paidBy.lastname}` : null,
      createdAt: r.createdAt.toISOString(),
      issued: r.issue ? { key: r.issue.validityCode, issuedAt: r.issue.issuedAt.toISOString() } : null,
    }),
  );
}

/** Marks a waiting request paid with its reference: the citizen's next request issues the PDF. */
export async function markRequestPaid(deps: Deps, raw: z.input<typeof ZMarkPaid>, actor: TSessionUser) {
  const input = ZMarkPaid.parse(raw);
  const changed = await deps.db.certificateRequest.updateMany({
    where: { certificadoID: input.certificadoID, requiredPay: true, paid: false },
    data: { paid: true, paymentReference: input.paymentReference, paidAt: new Date(), paidById: actor.id },
  });
  if (changed.count === 0) {
    const exists = await deps.db.certificateRequest.findUnique({ where: { certificadoID: input.certificadoID } });
    if (!exists) throw new AppError("NOT_FOUND", M.requestNotFound);
    throw new AppError("CONFLICT", M.notWaitingPayment);
  }
  await recordAudit(deps, {
    userId: actor.id,
    action: "certificate.paid",
    entityType: "CertificateRequest",
    entityId: input.certificadoID,
    details: { paymentReference: input.paymentReference },
  });
  return { message: M.paid };
}

/** History of issued certificates, newest first. */
export async function listIssuedCertificates(deps: Deps, raw: z.input<typeof ZIssuedQuery>) {
  const q = ZIssuedQuery.parse(raw);
  const keyword = q.keyword?.toUpperCase().replace(/[-.\s]/g, "");
  const where: Prisma.CertificateIssueWhereInput = {
    ...(q.certificateID ? { request: { certificateID: q.certificateID } } : {}),
    ...(keyword
      ? { OR: [{ validityCode: { startsWith: keyword } }, { cedulaCatastral: { contains: keyword } }, { numeroIdentificacion: { contains: keyword } }] }
      : {}),
  };
  return paginate(
    q,
    (window) =>
      deps.db.certificateIssue.findMany({
        where,
        orderBy: { issuedAt: "desc" },
        ...window,
        include: { request: { select: { certificateID: true, paid: true, paymentReference: true, certificate: { select: { name: true } } } } },
      }),
    () => deps.db.certificateIssue.count({ where }),
    (r) => ({
      id: r.validityCode,
      certificadoID: r.certificadoID,
      certificateID: r.request.certificateID,
      certificateName: r.request.certificate.name,
      cedulaCatastral: r.cedulaCatastral,
      numeroIdentificacion: r.numeroIdentificacion,
      issuedAt: r.issuedAt.toISOString(),
      paymentReference: r.request.paymentReference,
      revokedAt: r.revokedAt?.toISOString() ?? null,
      revokeReason: r.revokeReason,
      hasPdf: r.pdfFileID !== null,
    }),
  );
}

/** Revokes an issued certificate: validation then answers that it was revoked. */
export async function revokeCertificate(deps: Deps, raw: z.input<typeof ZRevokeCertificate>, actor: TSessionUser) {
  const input = ZRevokeCertificate.parse(raw);
  const issue = await deps.db.certificateIssue.findUnique({ where: { validityCode: input.id } });
  if (!issue) throw new AppError("NOT_FOUND", M.issueNotFound);
  if (issue.revokedAt) throw new AppError("CONFLICT", M.alreadyRevoked);
  // Conditional: of two revocations at once, the second is told it was already revoked and keeps the first's reason.
  const { count } = await deps.db.certificateIssue.updateMany({
    where: { id: issue.id, revokedAt: null },
    data: { revokedAt: new Date(), revokeReason: input.reason },
  });
  if (count === 0) throw new AppError("CONFLICT", M.alreadyRevoked);
  await recordAudit(deps, {
    userId: actor.id,
    action: "certificate.revoke",
    entityType: "CertificateIssue",
    entityId: issue.validityCode,
    details: { reason: input.reason },
  });
  return { message: M.revoked };
}

function processView(p: NonNullable<Awaited<ReturnType<CoreDeps["db"]["certificateProcess"]["findUnique"]>>>) {
  return {
    certificateProcessID: p.certificateProcessID,
    certificateID: p.certificateID,
    name: p.name,
    description: p.description,
    data: (p.data ?? null) as Record<string, unknown> | null,
    active: p.active,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** GET certificateprocess */
export async function listCertificateProcesses(deps: Deps, raw: z.input<typeof ZCertificateProcessQuery>) {
  const q = ZCertificateProcessQuery.parse(raw ?? {});
  const rows = await deps.db.certificateProcess.findMany({
    where: q.certificateID ? { certificateID: q.certificateID } : {},
    orderBy: { certificateProcessID: "asc" },
  });
  return rows.map(processView);
}

/** POST certificateprocess (no id) and PUT certificateprocess (with id). */
export async function saveCertificateProcess(deps: Deps, raw: z.input<typeof ZCertificateProcessSave>, actor: TSessionUser) {
  const input = ZCertificateProcessSave.parse(raw);
  const data = {
    certificateID: input.certificateID ?? null,
    name: input.name,
    description: input.description,
    active: input.active,
    data: (input.data ?? undefined) as Prisma.InputJsonValue | undefined,
  };
  let row;
  if (input.certificateProcessID) {
    const exists = await deps.db.certificateProcess.findUnique({ where: { certificateProcessID: input.certificateProcessID } });
    if (!exists) throw new AppError("NOT_FOUND", M.processNotFound);
    row = await deps.db.certificateProcess.update({ where: { certificateProcessID: input.certificateProcessID }, data });
  } else {
    row = await deps.db.certificateProcess.create({ data });
  }
  await recordAudit(deps, {
    userId: actor.id,
    action: input.certificateProcessID ? "certificateProcess.update" : "certificateProcess.create",
    entityType: "CertificateProcess",
    entityId: row.certificateProcessID,
  });
  return processView(row);
}
