import type { Db } from "@portal/db/client";
import { DOCUMENT_MESSAGES, normalizeDocumentValue } from "@portal/schemas/documents/document-rules";
import { IMPORT_MESSAGES, normalizeHeader, type TImportColumn } from "@portal/schemas/imports/import.schema";
import { z } from "zod";
import { ImportFatalError } from "../parse-spreadsheet.ts";
import { chunks, type Plan } from "../plan.ts";

interface DocumentRecord {
  searchValue: string;
  values: Record<string, string>;
}

/** A document type's data rows: one column per variable of the type, the search key required. */
export async function documentPlan(db: Db, subDocumentTypeID: number): Promise<Plan<DocumentRecord>> {
  const type = await db.subDocumentType.findUnique({
    where: { subDocumentTypeID },
    include: { variables: { orderBy: [{ displayOrder: "asc" }, { documentVariableID: "asc" }] } },
  });
  if (!type) throw new ImportFatalError(IMPORT_MESSAGES.subDocumentTypeRequired);
  const search = type.variables.find((v) => v.isSearchKey);
  if (!search) throw new ImportFatalError(IMPORT_MESSAGES.searchKeyMissing);
  const columns: TImportColumn[] = type.variables.map((v) => ({ field: v.name, header: v.name, aliases: [normalizeHeader(v.label)], required: v.isSearchKey }));
  const schema = z.object({
    searchValue: z
      .string()
      .min(1, { error: `${search.name}: ${DOCUMENT_MESSAGES.valueRequired}` })
      .max(100, { error: `${search.name}: Debes ingresar máximo 100 caracteres` }),
    values: z.record(z.string(), z.string().max(2_000, { error: "Cada valor puede tener máximo 2.000 caracteres" })),
  });
  return {
    columns,
    toRecord(get) {
      const values = Object.fromEntries(type.variables.map((v) => [v.name, get(v.name).text]));
      return { searchValue: normalizeDocumentValue(values[search.name] ?? ""), values };
    },
    schema,
    key: () => null,
    async apply(tx, records, ctx) {
      if (ctx.params.mode !== "append") await tx.documentDataRow.deleteMany({ where: { subDocumentTypeID } });
      for (const part of chunks(records)) {
        await tx.documentDataRow.createMany({
          data: part.map((r) => ({ subDocumentTypeID, searchValue: r.searchValue, values: r.values, importJobID: ctx.importJobId })),
        });
      }
    },
  };
}
