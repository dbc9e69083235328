import type { Prisma } from "@portal/db/client";
import { present } from "@portal/schemas/common/present";
import {
  BULKLOAD_COLUMNS,
  BULKLOAD_IMPORT_KIND,
  BULKLOAD_MESSAGES,
  type TContractingSheetRow,
  type TProcedureSheetRow,
  ZContractingSheetRow,
  ZProcedureSheetRow,
} from "@portal/schemas/contents/bulk-load.schema";
import { CONTENT_TYPE } from "@portal/schemas/contents/content-types";
import { known } from "../../common/known.ts";
import { friendlyNames } from "../../contents/friendly-names.ts";
import { ImportFatalError, type SheetCell } from "../parse-spreadsheet.ts";
import { chunks, type Plan, type Tx } from "../plan.ts";

export type TContentImportKind = (typeof BULKLOAD_IMPORT_KIND)[keyof typeof BULKLOAD_IMPORT_KIND];
const CONTENT_KINDS: readonly string[] = Object.values(BULKLOAD_IMPORT_KIND);
export const isContentImportKind = (kind: string): kind is TContentImportKind => CONTENT_KINDS.includes(kind);

/** The content type each spreadsheet creates: procedures → Procedure (14), contracting → Document (10) with its link. */
export const BULKLOAD_CONTENT_TYPE = { procedures: CONTENT_TYPE.procedure, contracting: CONTENT_TYPE.document } as const;

const text = (cell: SheetCell) => cell.text;

/** The section, checked again inside the transaction (it may have been deleted or changed since the job started). */
async function sectionFor(tx: Tx, tagID: number | null | undefined, contentType: number) {
  const tag = tagID ? await tx.tag.findUnique({ where: { tagID }, select: { tagID: true, validContentTypes: true } }) : null;
  if (!tag) throw new ImportFatalError(BULKLOAD_MESSAGES.sectionNotFound);
  if (tag.validContentTypes.length > 0 && !tag.validContentTypes.includes(contentType)) throw new ImportFatalError(BULKLOAD_MESSAGES.sectionType);
  const last = await tx.contentTag.aggregate({ where: { tagID: tag.tagID }, _max: { displayOrder: true } });
  return { tagID: tag.tagID, nextOrder: (last._max.displayOrder ?? 0) + 1 };
}

type TRow = { data: Omit<Prisma.ContentCreateManyInput, "friendlyName" | "contentType">; attributes: { name: string; value: string }[] };

/**
 * Creates the contents, their section links and their local attributes in the caller's transaction. A row whose name
 * (case aside) is already a content of that type in the section updates it instead: importing the same or a revised
 * file again refreshes the list rather than duplicating every row. Each existing content is matched once, so a name
 * repeated in the file still makes a second content the first time.
 */
async function createContents(tx: Tx, tagID: number | null | undefined, contentType: number, userId: number | null, rows: TRow[]) {
  const section = await sectionFor(tx, tagID, contentType);
  const names = [...new Set(rows.map((r) => String(r.data.name)))];
  const existing = await tx.content.findMany({
    where: { contentType, tags: { some: { tagID: section.tagID } }, name: { in: names, mode: "insensitive" } },
    orderBy: { contentID: "asc" },
    select: { contentID: true, name: true },
  });
  const available = new Map<string, number[]>();
  for (const c of existing) available.set(c.name.toLowerCase(), [...(available.get(c.name.toLowerCase()) ?? []), c.contentID]);
  const fresh: TRow[] = [];
  for (const r of rows) {
    const contentID = available.get(String(r.data.name).toLowerCase())?.shift();
    if (contentID === undefined) {
      fresh.push(r);
      continue;
    }
    // An update keeps the content's issue date, friendly name, place and flags; its texts and attributes follow the file.
    const { startingDate: _kept, ...data } = r.data;
    await tx.content.update({ where: { contentID }, data });
    await tx.contentAttribute.deleteMany({ where: { contentID } });
    if (r.attributes.length > 0) await tx.contentAttribute.createMany({ data: r.attributes.map((a) => ({ contentID, ...a })) });
  }
  let order = section.nextOrder;
  for (const part of chunks(fresh)) {
    const friendly = await friendlyNames(
      tx,
      part.map((r) => String(r.data.name)),
    );
    const created = await tx.content.createManyAndReturn({
      data: part.map((r, i) => ({ ...r.data, contentType, friendlyName: known(friendly[i], "el nombre amigable de cada fila"), userId })),
      select: { contentID: true, friendlyName: true },
    });
    const idByName = new Map(created.map((c) => [c.friendlyName, c.contentID]));
    const ids = friendly.map((n) => known(idByName.get(n), `el contenido ${n} recién creado`));
    await tx.contentTag.createMany({ data: ids.map((contentID) => ({ contentID, tagID: section.tagID, displayOrder: order++ })) });
    const attributes = part.flatMap((r, i) => r.attributes.map((a) => ({ contentID: known(ids[i], "el contenido de cada fila"), ...a })));
    if (attributes.length > 0) await tx.contentAttribute.createMany({ data: attributes });
  }
}

const proceduresPlan: Plan<TProcedureSheetRow> = {
  columns: BULKLOAD_COLUMNS.procedures,
  headerless: true,
  toRecord: (get) => ({
    name: text(get("name")),
    description: text(get("description")),
    procedureUrl: text(get("procedureUrl")),
    procedureTypeID: text(get("procedureTypeID")),
    procedureCostType: text(get("procedureCostType")),
    procedureValue: text(get("procedureValue")),
    procedureTime: text(get("procedureTime")),
  }),
  schema: ZProcedureSheetRow,
  key: () => null,
  apply: (tx, records, ctx) =>
    createContents(
      tx,
      ctx.params.tagID,
      BULKLOAD_CONTENT_TYPE.procedures,
      ctx.createdById,
      records.map((r) => ({
        data: { name: present(r.name, "name"), description: r.description, commentWallType: 2 },
        // The same local attributes as a procedure saved from the form (content-type-rules.ts).
        attributes: [
          { name: "ProcedureTypeID", value: String(r.procedureTypeID) },
          { name: "ProcedureUrl", value: r.procedureUrl ?? "" },
          { name: "ProcedureCostType", value: String(r.procedureCostType) },
          { name: "ProcedureValue", value: r.procedureValue ?? "0" },
          { name: "ProcedureTime", value: r.procedureTime ?? "" },
        ],
      })),
    ),
};

const contractingPlan: Plan<TContractingSheetRow> = {
  columns: BULKLOAD_COLUMNS.contracting,
  headerless: true,
  toRecord: (get) => ({ name: text(get("name")), description: text(get("description")), url: text(get("url")) }),
  schema: ZContractingSheetRow,
  key: () => null,
  apply: (tx, records, ctx) =>
    createContents(
      tx,
      ctx.params.tagID,
      BULKLOAD_CONTENT_TYPE.contracting,
      ctx.createdById,
      records.map((r) => ({
        // The import date is the document's issue date.
        data: { name: present(r.name, "name"), description: r.description, embedUrl: r.url, startingDate: new Date(), commentWallType: 2 },
        attributes: [],
      })),
    ),
};

export function contentImportPlan(kind: TContentImportKind): Plan<unknown> {
  return kind === BULKLOAD_IMPORT_KIND.procedures ? proceduresPlan : contractingPlan;
}
