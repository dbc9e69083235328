import type { Prisma } from "@portal/db/client";
import {
  DOCUMENT_MESSAGES as M, ZDocumentRequest, documentValidityUrl, normalizeDocumentValue, type TDocumentRequestInput, type TDocumentResult,
} from "@portal/schemas/documents/document-request.schema";
import { queueIssuePdf } from "../certificates/check-certificate.ts";
import type { TDocumentSnapshot } from "../certificates/certificate-snapshot.ts";
import { fillTemplate, formatDateEs } from "../certificates/spanish-format.ts";
import { generateValidityCode } from "../certificates/validity-code.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

type Deps = Pick<CoreDeps, "db" | "redis" | "settings" | "captcha" | "env" | "log">;

export function documentPdfUrl(apiBasePath: string, guid: string): string {
  return `${apiBasePath}/verPDF/${guid}`;
}

/** The text of a document: its type's template filled with the row, or the variables listed when there is none. */
export function documentText(template: string, variables: { name: string; label: string }[], values: Record<string, string>): string {
  if (template.trim()) return fillTemplate(template, values);
  return variables.map((v) => `${v.label}: ${values[v.name] ?? ""}`).join("\n\n");
}

/** The variable whose value identifies the interested person: a search key named like an identification, else the search key. */
function identificationOf(variables: { name: string; isSearchKey: boolean }[], values: Record<string, string>, searched: string): string | null {
  const named = variables.find((v) => /identificaci|documento|cedula|nit/.test(v.name));
  return (named && values[named.name]) || searched || null;
}

/**
 * Document download (GET verDocument/{id}/{value}): captcha, then the most recent data row of the type whose search
 * variable equals the value; it is issued (guid + frozen snapshot) and its PDF queued. Nothing found: 404
 * "No se encontró información con los valores ingresados".
 */
export async function searchDocument(deps: Deps, raw: TDocumentRequestInput): Promise<TDocumentResult> {
  const input = ZDocumentRequest.parse(raw);
  await deps.captcha.verify("document", input.captchaId, input.captcha);
  const type = await deps.db.subDocumentType.findUnique({ where: { subDocumentTypeID: input.subDocumentTypeID }, include: { variables: { orderBy: [{ displayOrder: "asc" }, { documentVariableID: "asc" }] } } });
  if (!type || !type.enabled) throw new AppError("NOT_FOUND", M.notFound);
  const value = normalizeDocumentValue(input.value);
  const row = await deps.db.documentDataRow.findFirst({ where: { subDocumentTypeID: type.subDocumentTypeID, searchValue: value }, orderBy: { documentDataRowID: "desc" } });
  if (!row) throw new AppError("NOT_FOUND", M.notFound);

  const values = Object.fromEntries(Object.entries((row.values ?? {}) as Record<string, unknown>).map(([k, v]) => [k, v == null ? "" : String(v)]));
  const searchVariable = type.variables.find((v) => v.isSearchKey) ?? null;
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
      guid, subDocumentTypeID: type.subDocumentTypeID, documentDataRowID: row.documentDataRowID, value, numeroIdentificacion,
      data: snapshot as unknown as Prisma.InputJsonValue, issuedAt,
    },
  });
  await queueIssuePdf(deps, "document", issue.id);
  const apiBasePath = await deps.settings.get("apiBasePath");
  return {
    guid, subDocumentTypeID: type.subDocumentTypeID, nameSubDocumentType: type.name, nameVariableDetailDocument: searchVariable?.label ?? null,
    value, numeroIdentificacion, descripcion: type.description, hasPayment: type.hasPayment, paymentDescription: type.paymentDescription,
    paymentTime: type.paymentTime, pdfUrl: documentPdfUrl(apiBasePath, guid),
  };
}
