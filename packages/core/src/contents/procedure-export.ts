import * as XLSX from "@e965/xlsx";
import type { Prisma } from "@portal/db/client";
import { CONTENT_TYPE } from "@portal/schemas/contents/content-types";
import { PROCEDURE_EXPORT_LIMITS as L, PROCEDURE_EXPORT_MESSAGES as M, PROCEDURE_EXPORT_HEADER } from "@portal/schemas/contents/procedure-export";
import { ZProcedureExportQuery } from "@portal/schemas/contents/procedure-export.schema";
import type { z } from "zod";
import type { CoreDeps } from "../deps.ts";
import type { TContentActor } from "./content-viewer.ts";
import { adminListWhere, publicContentWhere } from "./content-where.ts";
import { findSectionForReader, procedureTypes } from "./sections.ts";

type Deps = Pick<CoreDeps, "db">;

/**
 * GET contents/proceduretypes/export: the procedures this reader may see (a visitor: the published, non-private
 * ones) as an .xlsx, newest first, bounded to maxRows. Cells are written as values, never formulas, so a name
 * starting with "=" stays text.
 */
export async function exportProcedures(deps: Deps, raw: z.input<typeof ZProcedureExportQuery>, actor: TContentActor, now = new Date()) {
  const q = ZProcedureExportQuery.parse(raw ?? {});
  const section = q.tag ? await findSectionForReader(deps, q.tag, actor) : null;
  const where: Prisma.ContentWhereInput = {
    AND: [
      actor.canAdminContents ? adminListWhere("active", now) : publicContentWhere(actor, now),
      { contentType: CONTENT_TYPE.procedure },
      ...(section ? [{ tags: { some: { tagID: section.tagID } } }] : []),
    ],
  };
  const rows = await deps.db.content.findMany({
    where,
    orderBy: [{ creationDate: "desc" }, { contentID: "desc" }],
    take: L.maxRows,
    select: {
      name: true,
      description: true,
      creationDate: true,
      attributes: { select: { name: true, value: true } },
      tags: { select: { tag: { select: { name: true } } } },
    },
  });
  const { types, costTypes } = procedureTypes();
  const nameOf = (list: readonly { id: number; name: string }[], value: string | undefined) => list.find((x) => String(x.id) === value)?.name ?? value ?? "";
  const body = rows.map((r) => {
    const attr = (name: string) => r.attributes.find((a) => a.name === name)?.value;
    return [
      r.name,
      r.description ?? "",
      attr("ProcedureUrl") ?? "",
      nameOf(types, attr("ProcedureTypeID")),
      nameOf(costTypes, attr("ProcedureCostType")),
      attr("ProcedureValue") ?? "",
      attr("ProcedureTime") ?? "",
      r.tags.map((t) => t.tag.name).join(", "),
      r.creationDate,
    ];
  });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([[...PROCEDURE_EXPORT_HEADER], ...body], { cellDates: true }), "Trámites");
  const bytes = XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
  return { fileName: M.fileName, bytes, rows: body.length };
}
