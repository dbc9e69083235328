import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { need, zOptionalId, zText } from "../complaint-forms/fields.ts";
import { zFileId } from "../files/uploaded-file.schema.ts";
import type { TImportColumn } from "../imports/import.schema.ts";
import { linkRule } from "./content-common.schema.ts";
import { CONTENT_LIMITS, CONTENT_MESSAGES as M } from "./content-messages.ts";
import { MASS_UPLOAD_MESSAGES } from "./mass-upload.schema.ts";
import { procedureRules } from "./types/procedure.schema.ts";

/**
 * POST contents/bulkload?type&tagID (spec 02 §5): a spreadsheet without a header row, run by the worker as an import
 * (the registries' ImportJob machinery). "procedures" = 12 columns, "contracting" = 3 columns.
 */
export const BULKLOAD_TYPES = ["procedures", "contracting"] as const;
export type TBulkLoadType = (typeof BULKLOAD_TYPES)[number];
/** The ImportJob kind of each spreadsheet. */
export const BULKLOAD_IMPORT_KIND = { procedures: "content-procedures", contracting: "content-contracting" } as const satisfies Record<TBulkLoadType, string>;

export const BULKLOAD_LIMITS = { procedureColumns: 12, contractingColumns: 3, contractingNameMax: 200 } as const;

export const BULKLOAD_MESSAGES = {
  typeInvalid: COMMON_MESSAGES.uploadKindInvalid,
  sectionRequired: "Debes seleccionar la sección",
  sectionNotFound: "No encontramos la sección",
  /** The section does not accept the content type that the spreadsheet creates. */
  sectionType: "Esta sección no admite los contenidos de este archivo",
  contractingNameMax: `El nombre no puede tener más de ${BULKLOAD_LIMITS.contractingNameMax} caracteres`,
  /** spec silent: the page stops waiting after the bulk load timeout (600 000 ms); the worker goes on. */
  stillRunning: "La carga sigue en proceso. Revisa la sección en unos minutos.",
} as const;

const col = (field: string, header: string, required = false): TImportColumn => ({ field, header, aliases: [], required });

/**
 * The procedures spreadsheet's 12 columns, by position (no header row). The spec names seven fields; the choice
 * for the rest: 8–12 free (read and ignored, so the entity's usual template fits).
 */
export const PROCEDURE_SHEET_COLUMNS = [
  col("name", "Nombre", true),
  col("description", "Descripción"),
  col("procedureUrl", "URL", true),
  col("procedureTypeID", "Tipo de trámite", true),
  col("procedureCostType", "Tipo de costo", true),
  col("procedureValue", "Valor"),
  col("procedureTime", "Duración", true),
  col("free8", "Columna 8"),
  col("free9", "Columna 9"),
  col("free10", "Columna 10"),
  col("free11", "Columna 11"),
  col("free12", "Columna 12"),
] as const;
export const CONTRACTING_SHEET_COLUMNS = [col("name", "Nombre", true), col("description", "Descripción"), col("url", "URL")] as const;
export const BULKLOAD_COLUMNS = { procedures: PROCEDURE_SHEET_COLUMNS, contracting: CONTRACTING_SHEET_COLUMNS } as const satisfies Record<
  TBulkLoadType,
  readonly TImportColumn[]
>;

/** One procedures row: name 4–150, description, URL required, type, cost type 0/1/2, exact cost only for type 2 (else 0), duration ≤ 21. */
export const ZProcedureSheetRow = z
  .object({
    name: zText(CONTENT_LIMITS.nameMax * 4),
    description: zText(CONTENT_LIMITS.descriptionMax * 2),
    procedureUrl: zText(CONTENT_LIMITS.procedureUrlMax * 4),
    procedureTypeID: zOptionalId(M.procedureTypeRequired),
    procedureCostType: zOptionalId(M.procedureCostTypeRequired),
    procedureValue: zText(40),
    procedureTime: zText(CONTENT_LIMITS.procedureTimeMax * 4),
  })
  .superRefine((v, ctx) => {
    if (need(ctx, v.name, "name", M.nameRequired) && v.name.length > CONTENT_LIMITS.nameMax)
      ctx.addIssue({ code: "custom", path: ["name"], message: M.nameMax });
    if (v.description && v.description.length > CONTENT_LIMITS.descriptionMax)
      ctx.addIssue({ code: "custom", path: ["description"], message: M.descriptionMax });
    need(ctx, v.procedureUrl, "procedureUrl", M.linkRequired);
    procedureRules(v, ctx);
  })
  // "exact cost … only when type 2, else 0".
  .transform((v) => ({ ...v, procedureValue: v.procedureCostType === 2 ? v.procedureValue : "0" }));
export type TProcedureSheetRow = z.output<typeof ZProcedureSheetRow>;

/** One contracting row: name ≤ 200 (required), description, URL (http(s) when given). */
export const ZContractingSheetRow = z
  .object({
    name: zText(BULKLOAD_LIMITS.contractingNameMax * 4),
    description: zText(CONTENT_LIMITS.descriptionMax * 2),
    url: zText(CONTENT_LIMITS.linkMax * 2),
  })
  .superRefine((v, ctx) => {
    if (need(ctx, v.name, "name", M.nameRequired) && v.name.length > BULKLOAD_LIMITS.contractingNameMax)
      ctx.addIssue({ code: "custom", path: ["name"], message: BULKLOAD_MESSAGES.contractingNameMax });
    if (v.description && v.description.length > CONTENT_LIMITS.descriptionMax)
      ctx.addIssue({ code: "custom", path: ["description"], message: M.descriptionMax });
    if (v.url) linkRule(ctx, v.url, "url");
  });
export type TContractingSheetRow = z.output<typeof ZContractingSheetRow>;

/** POST contents/bulkload?type&tagID with the spreadsheet uploaded first (POST uploadfiles/spreadsheet → fileID). */
export const ZBulkLoadStart = z.object({
  type: z.enum(BULKLOAD_TYPES, { error: BULKLOAD_MESSAGES.typeInvalid }),
  tagID: zOptionalId(BULKLOAD_MESSAGES.sectionRequired).refine((v) => v !== null, { error: BULKLOAD_MESSAGES.sectionRequired }),
  fileID: zFileId(MASS_UPLOAD_MESSAGES.excelOnly),
});
export type TBulkLoadStartInput = z.input<typeof ZBulkLoadStart>;
