import {
  documentValidityUrl,
  type TDocumentCodeRequestInput,
  type TDocumentRequestInput,
  type TDocumentResult,
  ZDocumentCodeRequest,
  ZDocumentRequest,
} from "@portal/schemas/documents/document-request.schema";
import { DOCUMENT_MESSAGES as M, normalizeDocumentValue } from "@portal/schemas/documents/document-rules";
import type { TDocumentSnapshot } from "../certificates/certificate-snapshot.ts";
import { queueIssuePdf, type TCertificateAsker } from "../certificates/check-certificate.ts";
import { createDownloadGrant, withGrant } from "../certificates/download-grants.ts";
import {
  isVerifiedOwner,
  PERSONAL_LOOKUP_MIN_MS,
  recordPersonalAccess,
  sendPersonalCode,
  type TRequester,
  verifyPersonalCode,
} from "../certificates/personal-access.ts";
import { withMinimumDuration } from "../common/minimum-duration.ts";
import { fillTemplate, formatDateEs } from "../common/spanish-format.ts";
import { generateValidityCode } from "../common/validity-code.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

type Deps = Pick<CoreDeps, "db" | "redis" | "settings" | "captcha" | "env" | "log" | "rateLimits" | "queues">;
type DocumentType = NonNullable<Awaited<ReturnType<typeof loadType>>>;
type DataRow = NonNullable<Awaited<ReturnType<Deps["db"]["documentDataRow"]["findFirst"]>>>;
/** A row's values as the document-data import writes them (strings, imports/plans/document-data.ts), or other JSON scalars. */
type TJsonScalar = string | number | boolean | null;

export function documentPdfUrl(apiBasePath: string, guid: string): string {
  return `${apiBasePath}/verPDF/${guid}`;
}

/** The text of a document: its type's template filled with the row, or the variables listed when there is none. */
export function documentText(template: string, variables: { name: string; label: string }[], values: Record<string, string>): string {
  if (template.trim()) return fillTemplate(template, values);
  return variables.map((v) => `${v.label}: ${values[v.name] ?? ""}`).join("\n\n");
}

/** The variable whose value identifies the interested person: a variable named like an identification, else the search key. */
function identificationOf(variables: { name: string }[], values: Record<string, string>, searched: string): string | null {
  return statedIdentificationOf(variables, values) || searched || null;
}

/**
 * The identification a row itself states (its variable named like one), for the verified-owner shortcut: null when the
 * type has no such variable or the row leaves it empty. Unlike identificationOf, never the searched value: a type
 * searched by a contract or a plate number says nothing of whose the row is, so it goes through the mailed code.
 */
function statedIdentificationOf(variables: { name: string }[], values: Record<string, string>): string | null {
  const named = variables.find((v) => /identificaci|documento|cedula|nit/.test(v.name));
  return (named && values[named.name]?.trim()) || null;
}

/** A variable named like an e-mail holds the e-mail on file of the person a row is about. */
function emailOnFile(variables: { name: string }[], values: Record<string, unknown>): string | null {
  const named = variables.find((v) => /correo|e_?mail/i.test(v.name));
  const value = named ? values[named.name] : null;
  return typeof value === "string" && value.includes("@") ? value.trim().toLowerCase() : null;
}

async function loadType(deps: Pick<Deps, "db">, subDocumentTypeID: number) {
  return deps.db.subDocumentType.findUnique({
    where: { subDocumentTypeID },
    include: { variables: { orderBy: [{ displayOrder: "asc" }, { documentVariableID: "asc" }] } },
  });
}

const findRow = (deps: Pick<Deps, "db">, subDocumentTypeID: number, value: string) =>
  deps.db.documentDataRow.findFirst({ where: { subDocumentTypeID, searchValue: value }, orderBy: { documentDataRowID: "desc" } });

const personalSubject = (subDocumentTypeID: number, value: string) => `document:${subDocumentTypeID}:${value}`;

const typeFields = (type: DocumentType) => ({
  subDocumentTypeID: type.subDocumentTypeID,
  nameSubDocumentType: type.name,
  nameVariableDetailDocument: type.variables.find((v) => v.isSearchKey)?.label ?? null,
  descripcion: type.description,
  hasPayment: type.hasPayment,
  paymentDescription: type.paymentDescription,
  paymentTime: type.paymentTime,
});

/**
 * Document download (GET verDocument/{id}/{value}): captcha, then the most recent data row of the type whose search
 * variable equals the value. Documents carry a person's data, so the row is issued (guid + frozen snapshot, PDF
 * queued) at once only to the logged-in verified owner of that identification; anyone else gets the code notice,
 * and a code goes to the e-mail on file when there is a row with one. Registered or not, that answer is the same, and
 * it says the spec's "No se encontró información con los valores ingresados" for the case no code arrives. The owner
 * whose value has no row gets that 404 at once.
 */
export async function searchDocument(deps: Deps, raw: TDocumentRequestInput, asker: TCertificateAsker): Promise<TDocumentResult> {
  const input = ZDocumentRequest.parse(raw);
  await deps.captcha.verify("document", input.captchaId, input.captcha);
  const type = await loadType(deps, input.subDocumentTypeID);
  if (!type || !type.enabled) throw new AppError("NOT_FOUND", M.notFound);
  const value = normalizeDocumentValue(input.value);
  // The code notice's floor counts from here, so a row found and left to the code costs a verified owner no more time.
  const started = performance.now();
  if (isVerifiedOwner(asker.user, value)) {
    const row = await findRow(deps, type.subDocumentTypeID, value);
    if (!row) throw new AppError("NOT_FOUND", M.notFound);
    // The session proves a cédula, not the searched value: a type searched by, say, a contract number may find a row
    // about someone else whose number equals it. That one goes through the code, to its own person.
    if (isVerifiedOwner(asker.user, statedIdentificationOf(type.variables, rowValues(row))))
      return issueDocument(deps, type, row, value, { via: "session", userId: asker.user.id, email: asker.user.email, address: asker.address });
  }
  await withMinimumDuration(started, PERSONAL_LOOKUP_MIN_MS, async () => {
    const row = await findRow(deps, type.subDocumentTypeID, value);
    const email = row ? emailOnFile(type.variables, (row.values ?? {}) as Record<string, unknown>) : null;
    await sendPersonalCode(deps, { subject: personalSubject(type.subDocumentTypeID, value), email, address: asker.address, what: type.name });
  });
  return { ...typeFields(type), codeSent: true, message: M.codeSentOrNotFound, guid: null, value, numeroIdentificacion: null, pdfUrl: null };
}

/** POST verDocument/code: the mailed code proves the asker is the person; the document is issued to them. */
export async function searchDocumentByCode(deps: Deps, raw: TDocumentCodeRequestInput, asker: TCertificateAsker): Promise<TDocumentResult> {
  const input = ZDocumentCodeRequest.parse(raw);
  const type = await loadType(deps, input.subDocumentTypeID);
  if (!type || !type.enabled) throw new AppError("NOT_FOUND", M.notFound);
  const value = normalizeDocumentValue(input.value);
  const { email } = await verifyPersonalCode(deps, personalSubject(type.subDocumentTypeID, value), input.code);
  const row = await findRow(deps, type.subDocumentTypeID, value);
  if (!row) throw new AppError("NOT_FOUND", M.notFound);
  return issueDocument(deps, type, row, value, { via: "email-code", userId: asker.user?.id ?? null, email, address: asker.address });
}

/** A row's values as text, as its document states them. */
const rowValues = (row: DataRow): Record<string, string> =>
  Object.fromEntries(Object.entries((row.values ?? {}) as Record<string, TJsonScalar>).map(([k, v]) => [k, v == null ? "" : String(v)]));

async function issueDocument(deps: Deps, type: DocumentType, row: DataRow, value: string, requester: TRequester): Promise<TDocumentResult> {
  const values = rowValues(row);
  const guid = generateValidityCode();
  const issuedAt = new Date();
  const entity = await deps.settings.get("entity");
  const numeroIdentificacion = identificationOf(type.variables, values, value);
  const snapshot: TDocumentSnapshot = {
    version: 1,
    subDocumentTypeID: type.subDocumentTypeID,
    nameSubDocumentType: type.name,
    descripcion: type.description,
    value,
    values,
    labels: Object.fromEntries(type.variables.map((v) => [v.name, v.label])),
    text: documentText(type.template, type.variables, values),
    entityName: entity.name,
    entityAddress: entity.address || null,
    issuedAt: issuedAt.toISOString(),
    issuedAtText: formatDateEs(issuedAt),
    validityUrl: documentValidityUrl(deps.env.publicUrl, guid),
  };
  const issue = await deps.db.documentIssue.create({
    data: {
      guid,
      subDocumentTypeID: type.subDocumentTypeID,
      documentDataRowID: row.documentDataRowID,
      value,
      numeroIdentificacion,
      data: snapshot,
      issuedAt,
    },
  });
  await queueIssuePdf(deps, "document", issue.id);
  await recordPersonalAccess(deps, {
    action: "document.issue",
    entityType: "DocumentIssue",
    entityId: issue.id,
    requester,
    details: { subDocumentTypeID: type.subDocumentTypeID },
  });
  const grant = await createDownloadGrant(deps, "document", issue.id, requester);
  const apiBasePath = await deps.settings.get("apiBasePath");
  return {
    ...typeFields(type),
    codeSent: false,
    message: null,
    guid,
    value,
    numeroIdentificacion,
    pdfUrl: grant ? withGrant(documentPdfUrl(apiBasePath, guid), grant) : null,
  };
}
