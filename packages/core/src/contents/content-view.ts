import type { Prisma } from "@portal/db/client";
import { contentMenuActions, type TContentAction } from "@portal/schemas/contents/content-lifecycle";
import { canEditContent } from "@portal/schemas/contents/content-permissions";
import { contentVisibility, type TContentVisibility } from "@portal/schemas/contents/content-visibility";
import type { TContentActor } from "./content-viewer.ts";

/** What a card needs (lists, search): no body, no participation details. */
export const CONTENT_CARD_INCLUDE = {
  tags: { select: { tag: { select: { tagID: true, name: true, friendlyName: true, isPrivate: true } } } },
  labels: { select: { label: { select: { labelID: true, name: true } } } },
  subLabels: { select: { subLabel: { select: { subLabelID: true, labelID: true, name: true } } } },
  attributes: { select: { name: true, value: true } },
  imagePrincipal: { select: { fileID: true, name: true } },
  /** The first file that is not an image: the document a normatividad row links to. */
  files: { where: { isImage: false }, orderBy: { displayOrder: "asc" }, take: 1, select: { fileID: true, name: true, isImage: true } },
} as const satisfies Prisma.ContentInclude;

/** The detail page adds files and the vote options / poll questions with their counts. */
export const CONTENT_DETAIL_INCLUDE = {
  ...CONTENT_CARD_INCLUDE,
  files: { orderBy: { displayOrder: "asc" }, select: { fileID: true, name: true, isImage: true, thumbnail: true, description: true } },
  voteOptions: { orderBy: [{ displayOrder: "asc" }, { voteOptionID: "asc" }] },
  pollQuestions: {
    orderBy: [{ displayOrder: "asc" }, { contentPollID: "asc" }],
    include: { options: { orderBy: [{ displayOrder: "asc" }, { contentAnswerID: "asc" }] } },
  },
  user: { select: { id: true } },
} as const satisfies Prisma.ContentInclude;

type TCardRow = Prisma.ContentGetPayload<{ include: typeof CONTENT_CARD_INCLUDE }>;
type TDetailRow = Prisma.ContentGetPayload<{ include: typeof CONTENT_DETAIL_INCLUDE }>;

const filePath = (fileID: string) => `/files/${fileID}`;
const percentOf = (part: number, total: number) => (total === 0 ? 0 : Math.round((part / total) * 1000) / 10);

export function sectionIsPrivate(row: Pick<TCardRow, "tags">): boolean {
  return row.tags.some((t) => t.tag.isPrivate);
}

export function visibilityOf(row: TCardRow, actor: TContentActor, now: Date): TContentVisibility {
  return contentVisibility(
    {
      published: row.published,
      publishedDateFrom: row.publishedDateFrom,
      publishedDateTo: row.publishedDateTo,
      isPrivate: row.isPrivate,
      sectionIsPrivate: sectionIsPrivate(row),
    },
    { ...actor, isOwner: actor.userId !== null && row.userId === actor.userId },
    now,
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * daysToStart, daysToComplete and percentageDate (spec 02 §3, computed when read): the countdown of challenges,
 * convocations and hangouts — days until start, days left, and the share of the period already elapsed.
 */
function countdown(row: Pick<TCardRow, "contentType" | "startingDate" | "closingDate">, now: Date) {
  const start = row.startingDate?.getTime() ?? null;
  const end = row.closingDate?.getTime() ?? null;
  const n = now.getTime();
  return {
    daysToStart: start === null ? null : Math.max(0, Math.ceil((start - n) / DAY_MS)),
    /** Under a day the cards count hours or minutes ("Faltan 3 horas para iniciar"): minutes to the start, rounded up. */
    minutesToStart: start === null ? null : Math.max(0, Math.ceil((start - n) / 60_000)),
    daysToComplete: end === null ? null : Math.max(0, Math.ceil((end - n) / DAY_MS)),
    percentageDate: start === null || end === null || end <= start ? null : Math.round(Math.min(1, Math.max(0, (n - start) / (end - start))) * 100),
  };
}

function documentOf(row: Pick<TCardRow, "files" | "embedUrl">): { name: string; filePath: string; isFile: boolean } | null {
  const file = row.files.find((f) => !f.isImage);
  if (file) return { name: file.name, filePath: filePath(file.fileID), isFile: true };
  return row.embedUrl ? { name: row.embedUrl, filePath: row.embedUrl, isFile: false } : null;
}

/** A content as cards and lists read it (spec 02 §3 field names). Admins also get its label and menu. */
export function contentCard(row: TCardRow, actor: TContentActor, now: Date) {
  const visibility = visibilityOf(row, actor, now);
  const admin: { label: string | null; list: "active" | "inactive"; actions: TContentAction[] } | null = actor.canAdminContents
    ? { label: visibility.label, list: visibility.list, actions: contentMenuActions(row, visibility.list) }
    : null;
  return {
    contentID: row.contentID,
    friendlyName: row.friendlyName,
    /** spec 02 §3 friendlyUrl: the slug its addresses end with (the friendly name unless one was set). */
    friendlyUrl: row.friendlyUrl ?? row.friendlyName,
    contentType: row.contentType,
    name: row.name,
    description: row.description,
    embedUrl: row.embedUrl,
    embedImage: row.embedImage,
    externalLink: row.externalLink,
    targetSelf: row.targetSelf,
    codeYouTube: row.codeYouTube,
    imagePrincipal: row.imagePrincipal ? { fileID: row.imagePrincipal.fileID, filePath: filePath(row.imagePrincipal.fileID) } : null,
    imageDescription: row.imageDescription,
    commentWallType: row.commentWallType,
    isFeatured: row.isFeatured,
    /** Featured in the home's featured block (PUT content/{id}/featured/{a}/{b}). */
    featured: row.featured,
    showOnHome: row.showOnHome,
    isPrivate: row.isPrivate,
    isRequired: row.isRequired,
    published: row.published,
    withoutClosingDate: row.withoutClosingDate,
    closingDate: row.closingDate,
    startingDate: row.startingDate,
    startDate: row.startDate,
    startHour: row.startHour,
    endDate: row.endDate,
    endHour: row.endHour,
    publishedDateFrom: row.publishedDateFrom,
    publishedDateTo: row.publishedDateTo,
    creationDate: row.creationDate,
    modifiedDate: row.modifiedDate,
    countComments: row.countComments,
    countLikes: row.countLikes,
    sumVotes: row.sumVotes,
    displayOrder: row.displayOrder,
    percentage: row.percentage,
    ...countdown(row, now),
    tags: row.tags.map((t) => ({ tagID: t.tag.tagID, name: t.tag.name, friendlyName: t.tag.friendlyName })),
    labels: row.labels.map((l) => l.label),
    subLabels: row.subLabels.map((s) => s.subLabel),
    attributes: row.attributes,
    /** The document to open from a list row: its first non-image file, else its link (spec 02 list layouts). */
    document: documentOf(row),
    admin,
  };
}
export type TContentCard = ReturnType<typeof contentCard>;

/** The detail page: the card plus body, files and participation results with percentages. */
export function contentDetail(row: TDetailRow, actor: TContentActor, now: Date, participation: { alreadyVoted: boolean; liked: boolean }) {
  const voteTotal = row.voteOptions.reduce((sum, o) => sum + o.votes, 0);
  return {
    ...contentCard(row, actor, now),
    /** spec 02 §3 body, for the spec's client: the sanitised HTML (the text as typed never leaves the database). */
    body: row.bodyHtml,
    bodyHtml: row.bodyHtml,
    metaDescription: row.metaDescription,
    downloadFiles: row.downloadFiles,
    /** Social publication flags (spec 02 §5): the editor's choice, kept so an edit shows and keeps it. */
    facebookPublish: row.facebookPublish,
    twitterPublish: row.twitterPublish,
    instagramPublish: row.instagramPublish,
    contentVoteType: row.contentVoteType,
    files: row.files.map((f) => ({ ...f, filePath: filePath(f.fileID) })),
    user: row.user ? { userID: row.user.id } : null,
    answerOptions: row.voteOptions.map((o) => ({
      voteOptionID: o.voteOptionID,
      text: o.text,
      displayOrder: o.displayOrder,
      votes: o.votes,
      percentage: percentOf(o.votes, voteTotal),
    })),
    contentPoll: row.pollQuestions.map((q) => {
      const answered = q.options.reduce((sum, o) => sum + o.votes, 0);
      return {
        contentPollID: q.contentPollID,
        text: q.text,
        displayOrder: q.displayOrder,
        typeQuestion: q.typeQuestion,
        votes: q.votes,
        contentAnswers: q.options.map((o) => ({
          contentAnswerID: o.contentAnswerID,
          text: o.text,
          displayOrder: o.displayOrder,
          votes: o.votes,
          percentagesPoll: percentOf(o.votes, answered),
        })),
      };
    }),
    /** The "Editar" button: administrators and the content's owner (spec 02 §6). */
    canEdit: canEditContent(actor, row),
    /** The detail's "Eliminar": the same people, unless the content is required (the "delete" row of the lifecycle). */
    canDelete: canEditContent(actor, row) && !row.isRequired,
    alreadyVoted: participation.alreadyVoted,
    alreadyLiked: participation.liked,
  };
}
export type TContentDetail = ReturnType<typeof contentDetail>;
