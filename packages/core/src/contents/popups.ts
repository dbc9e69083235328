import type { Prisma } from "@portal/db/client";
import { present } from "@portal/schemas/common/present";
import { instantOf, youtubeCode } from "@portal/schemas/contents/content-fields";
import { POPUP_MESSAGES as M, POPUP_MODES, ZPopupForm, ZPopupId, ZPopupQuery } from "@portal/schemas/contents/popup.schema";
import type { z } from "zod";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

type Deps = Pick<CoreDeps, "db">;
const POPUP_SELECT = {
  popupID: true,
  nombre: true,
  alias: true,
  embedUrl: true,
  body: true,
  externalLink: true,
  nameButtonUrl: true,
  showMode: true,
  published: true,
  publishedDateFrom: true,
  publishedDateTo: true,
} as const satisfies Prisma.PopupSelect;
type TPopupRow = Prisma.PopupGetPayload<{ select: typeof POPUP_SELECT }>;

/** What a page shows: the text stays plain (rendered as text, never as markup), the video by its YouTube code. */
function popupView(row: TPopupRow) {
  return { ...row, codeYouTube: row.embedUrl ? youtubeCode(row.embedUrl) : null };
}

/**
 * GET contentPopupnews: the newest published popup inside its window for this reader's mode — 1 for staff (any
 * administration permission), 2 for everyone else. A visitor asking for ShowMode=1 still gets mode 2: the mode is
 * the server's to decide. null when there is none.
 */
export async function currentPopup(deps: Deps, raw: z.input<typeof ZPopupQuery>, viewer: { staff: boolean }, now = new Date()) {
  const q = ZPopupQuery.parse(raw ?? {});
  const mode = viewer.staff && q.ShowMode !== POPUP_MODES.others ? POPUP_MODES.admin : POPUP_MODES.others;
  const row = await deps.db.popup.findFirst({
    where: {
      showMode: mode,
      published: true,
      AND: [{ OR: [{ publishedDateFrom: null }, { publishedDateFrom: { lte: now } }] }, { OR: [{ publishedDateTo: null }, { publishedDateTo: { gt: now } }] }],
      ...(q.alias ? { alias: q.alias } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { popupID: "desc" }],
    select: POPUP_SELECT,
  });
  return row ? { ...popupView(row), mode } : null;
}

/** The popups for their editor (content administrators), newest first. */
export async function listPopups(deps: Deps) {
  const rows = await deps.db.popup.findMany({ orderBy: [{ createdAt: "desc" }, { popupID: "desc" }], take: 100, select: POPUP_SELECT });
  return rows.map(popupView);
}

/** Creates or updates a popup (content administrators). */
export async function savePopup(deps: Deps, raw: z.input<typeof ZPopupForm>) {
  const v = ZPopupForm.parse(raw);
  const data = {
    nombre: present(v.nombre, "nombre"),
    alias: v.alias,
    body: v.body,
    embedUrl: v.embedUrl,
    externalLink: v.externalLink,
    nameButtonUrl: v.externalLink ? v.nameButtonUrl : null,
    showMode: v.showMode,
    published: v.published,
    publishedDateFrom: v.publishedDateFrom ? instantOf(v.publishedDateFrom) : null,
    publishedDateTo: v.publishedDateTo ? instantOf(v.publishedDateTo) : null,
  };
  if (v.popupID) {
    const found = await deps.db.popup.findUnique({ where: { popupID: v.popupID }, select: { popupID: true } });
    if (!found) throw new AppError("NOT_FOUND", M.notFound);
  }
  const row = v.popupID
    ? await deps.db.popup.update({ where: { popupID: v.popupID }, data, select: POPUP_SELECT })
    : await deps.db.popup.create({ data, select: POPUP_SELECT });
  return { popup: popupView(row), message: M.saved };
}

export async function deletePopup(deps: Deps, raw: z.input<typeof ZPopupId>) {
  const { popupID } = ZPopupId.parse(raw);
  const { count } = await deps.db.popup.deleteMany({ where: { popupID } });
  if (count === 0) throw new AppError("NOT_FOUND", M.notFound);
  return { popupID, message: M.deleted };
}
