import type { Prisma } from "@portal/db/client";
import type { TImportColumn } from "@portal/schemas/imports/import.schema";
import type { z } from "zod";
import type { SheetCell } from "./parse-spreadsheet.ts";

export type Tx = Prisma.TransactionClient;

/**
 * An import plan: how the rows of one kind of spreadsheet become records and are applied. The runner
 * (`run-import.ts`) parses, checks every row with the plan and applies all or nothing; the plans live in `plans/`.
 */
export interface Plan<T> {
  columns: readonly TImportColumn[];
  /** A sheet without a header row: the columns are read by position, and a cell past the last one refuses the file. */
  headerless?: boolean;
  /** Builds the record of one row (field → value), then the schema checks it. */
  toRecord(get: (field: string) => SheetCell): Record<string, unknown> | { error: string };
  schema: z.ZodType<T>;
  /** The record's identity inside the file, to refuse a repeated one. null = repeats allowed. */
  key(record: T): string | null;
  apply(tx: Tx, records: T[], ctx: { importJobId: string; params: ImportParams; createdById: number | null }): Promise<void>;
}
export interface ImportParams {
  subDocumentTypeID?: number | null;
  mode?: "replace" | "append";
  /** contents bulk load: the section the contents go to. */
  tagID?: number | null;
}

const CHUNK = 1_000;
export function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
