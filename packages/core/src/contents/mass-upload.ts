import { fillMessage } from "@portal/schemas/common/fill-message";
import { ZContentForm } from "@portal/schemas/contents/content-form.schema";
import { CONTENT_QUERY_MESSAGES as Q } from "@portal/schemas/contents/content-query-options";
import { CONTENT_TYPE } from "@portal/schemas/contents/content-types";
import { type TMassUploadRow, ZMassUpload } from "@portal/schemas/contents/mass-upload.schema";
import { FILE_MESSAGES, formatLimitMb, MASS_UPLOAD_MAX_BYTES } from "@portal/schemas/files/upload.schema";
import { z } from "zod";
import { invalidateHomeData } from "../blocks/home-cache.ts";
import { known } from "../common/known.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import type { TContentActor } from "./content-viewer.ts";
import { friendlyNames } from "./friendly-names.ts";
import { checkReferences, scalarFields, writeRelations } from "./save-content.ts";

type Deps = Pick<CoreDeps, "db">;

/** A row of the table as the content form of a Document (10): its link or file, title, categories, description and issue date. */
function rowForm(row: TMassUploadRow, tagID: number) {
  return {
    contentType: CONTENT_TYPE.document,
    name: row.name,
    description: row.body,
    body: row.body,
    tags: [tagID],
    labels: row.labels,
    startingDate: row.startingDate,
    embedUrl: row.embedUrl,
    files: row.fileID ? [{ fileID: row.fileID }] : [],
    commentWallType: 2,
    published: true,
  };
}

/**
 * POST massive/contents ("Carga masiva" / "Crear varios"): every filled row becomes a document of the section, all in
 * one transaction; a row the content form refuses refuses the whole table (the error names its row).
 */
export async function createMassContents(deps: Deps, raw: unknown, actor: TContentActor): Promise<{ created: { contentID: number; friendlyName: string }[] }> {
  const input = ZMassUpload.parse(raw);
  const tagID = input.tagID;
  if (!tagID) throw AppError.field("tagID", Q.sectionRequired);
  const forms = input.rows.map((row, i) => {
    const parsed = ZContentForm.safeParse(rowForm(row, tagID));
    if (!parsed.success) {
      throw new z.ZodError(parsed.error.issues.map((issue) => ({ ...issue, path: ["rows", i, ...issue.path] })));
    }
    return parsed.data;
  });
  // "File max 5000000 bytes" (spec 02 §5), whatever kind the file was uploaded as.
  const fileIDs = input.rows.flatMap((r) => (r.fileID ? [r.fileID] : []));
  const large =
    fileIDs.length === 0
      ? []
      : await deps.db.storedFile.findMany({ where: { fileID: { in: fileIDs }, size: { gt: MASS_UPLOAD_MAX_BYTES } }, select: { fileID: true } });
  const tooLarge = input.rows.findIndex((r) => r.fileID !== null && large.some((f) => f.fileID === r.fileID));
  if (tooLarge >= 0) throw AppError.field(`rows.${tooLarge}.fileID`, fillMessage(FILE_MESSAGES.oversize, [formatLimitMb(MASS_UPLOAD_MAX_BYTES)]));
  const checked: Awaited<ReturnType<typeof checkReferences>>[] = [];
  for (const [i, form] of forms.entries()) {
    try {
      checked.push(await checkReferences(deps, form, null));
    } catch (error) {
      // The table shows which row: a missing required category names "rows.3.labels".
      if (error instanceof AppError)
        throw new AppError(
          error.code,
          error.message,
          error.details.map((d) => ({ ...d, path: `rows.${i}.${d.path}` })),
        );
      throw error;
    }
  }
  const created = await deps.db.$transaction(async (tx) => {
    const names = await friendlyNames(
      tx,
      forms.map((f) => f.name ?? ""),
    );
    const out: { contentID: number; friendlyName: string }[] = [];
    for (const [i, form] of forms.entries()) {
      const row = await tx.content.create({
        data: { ...scalarFields(form), friendlyName: known(names[i], "el nombre amigable de cada fila"), userId: actor.userId },
        select: { contentID: true, friendlyName: true },
      });
      await writeRelations(tx, row.contentID, form, known(checked[i], "los archivos comprobados de cada fila"), { replaceParticipation: true });
      out.push(row);
    }
    return out;
  });
  invalidateHomeData();
  return { created };
}
