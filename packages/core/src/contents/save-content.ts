import { Prisma } from "@portal/db/client";
import { present } from "@portal/schemas/common/present";
import { instantOf, zIdList } from "@portal/schemas/contents/content-fields";
import { type TContentForm, ZContentForm } from "@portal/schemas/contents/content-form.schema";
import { CONTENT_MESSAGES as M } from "@portal/schemas/contents/content-messages";
import { canEditContent } from "@portal/schemas/contents/content-permissions";
import { CONTENT_QUERY_MESSAGES as Q } from "@portal/schemas/contents/content-query-options";
import { CONTENT_TYPE, CONTENT_TYPES } from "@portal/schemas/contents/content-types";
import { missingRequiredLabel } from "@portal/schemas/contents/label.schema";
import { gallerySectionLimit } from "@portal/schemas/contents/types/gallery.schema";
import { FILE_MESSAGES } from "@portal/schemas/files/upload.schema";
import { slugify } from "../accounts/friendly-name.ts";
import { invalidateHomeData } from "../blocks/home-cache.ts";
import { known } from "../common/known.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { readContentDetail } from "./content-detail.ts";
import { contentAttributes } from "./content-type-rules.ts";
import type { TContentActor } from "./content-viewer.ts";
import { scheduleHangoutRefresh } from "./hangout-refresh.ts";
import { assertContentAction } from "./lifecycle.ts";
import { sanitizeContentHtml } from "./sanitize-html.ts";

type Deps = Pick<CoreDeps, "db">;
/** Saving from a request also schedules a hangout's comment refresh (a job), so it needs the queue's connection. */
type SaveDeps = Pick<CoreDeps, "db" | "redis" | "queues" | "log" | "requestId">;
type Tx = Prisma.TransactionClient;

/** Uploads a content may carry: the staff upload kinds "content", "image" and "massUpload" (public files, never quarantined). */
const CONTENT_FILE_PURPOSES = ["content", "image", "massUpload"];

/**
 * POST contents: a content of any type, in one or more sections, owned by the administrator who creates it; a
 * hangout gets its comment refresh scheduled from its start (hangout-refresh.ts).
 */
export async function createContent(deps: SaveDeps, raw: unknown, actor: TContentActor) {
  return scheduleHangoutRefresh(deps, await insertContent(deps, raw, actor));
}

/** The content written, nothing scheduled: createContent's first half, and the demo seed's (no queue there, no hangout). */
export async function insertContent(deps: Deps, raw: unknown, actor: TContentActor) {
  const form = ZContentForm.parse(withoutId(raw));
  const checked = await checkReferences(deps, form, null);
  for (let attempt = 0; ; attempt++) {
    const friendlyName = await uniqueContentFriendlyName(deps, form.name ?? "");
    try {
      const contentID = await deps.db.$transaction(async (tx) => {
        const created = await tx.content.create({ data: { ...scalarFields(form), friendlyName, userId: actor.userId }, select: { contentID: true } });
        await writeRelations(tx, created.contentID, form, checked, { replaceParticipation: true });
        return created.contentID;
      });
      invalidateHomeData();
      return readContentDetail(deps, { contentID }, actor);
    } catch (error) {
      // Two administrators saving the same name at once: the second takes the next free friendly name.
      if (attempt < 3 && error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") continue;
      throw error;
    }
  }
}

/**
 * PUT contents/{friendlyName}: the same form; saving publishes the content again (the "edit" row of the lifecycle
 * table). Its friendly name stays, so shared links keep working; its type cannot change. Vote options and poll
 * questions are replaced only while nobody has answered (answers would otherwise point at other texts).
 */
export async function updateContent(deps: SaveDeps, friendlyName: string, raw: unknown, actor: TContentActor) {
  const existing = await deps.db.content.findUnique({
    where: { friendlyName },
    select: {
      contentID: true,
      contentType: true,
      published: true,
      isFeatured: true,
      showOnHome: true,
      isRequired: true,
      sumVotes: true,
      userId: true,
      featured: true,
      isPrivate: true,
    },
  });
  if (!existing) throw new AppError("NOT_FOUND", Q.notFound);
  if (!canEditContent(actor, existing)) throw new AppError("FORBIDDEN");
  const form = ZContentForm.parse({ ...(await keptWhenAbsent(deps, existing.contentID, raw)), contentID: existing.contentID });
  if (form.contentType !== existing.contentType) throw AppError.field("contentType", Q.typeChange);
  const flags = assertContentAction("edit", existing);
  const checked = await checkReferences(deps, form, existing.contentID);
  const answered = await hasAnswers(deps, existing.contentID);
  // An owner who is not an administrator edits the text, not the admin's flags: featuring, home display and an
  // administrator's inactivation stay as they were (an edit must not undo moderation).
  const ownerOnly = actor.canAdminContents
    ? { published: flags.published }
    : { published: existing.published, isFeatured: existing.isFeatured, showOnHome: existing.showOnHome, featured: existing.featured };
  await deps.db.$transaction(async (tx) => {
    await tx.content.update({ where: { contentID: existing.contentID }, data: { ...scalarFields(form), ...ownerOnly } });
    await writeRelations(tx, existing.contentID, form, checked, { replaceParticipation: !answered });
  });
  invalidateHomeData();
  // A hangout moved to a new start gets its refresh from then (a job per start: the one already queued still runs).
  return scheduleHangoutRefresh(deps, await readContentDetail(deps, { contentID: existing.contentID }, actor));
}

/** Columns a form writes that an update leaves as they are when the request does not name them. */
const KEPT_SCALARS = ["metaDescription", "externalLink", "targetSelf", "facebookPublish", "twitterPublish", "instagramPublish"] as const;

/**
 * An update that does not name a field leaves it as it is: a client that does not know categories, the link, the
 * meta description or the social flags (an older form, a REST caller) must not erase them. The content's current
 * values fill in what the request left out, then the form is parsed whole.
 */
async function keptWhenAbsent(deps: Deps, contentID: number, raw: unknown): Promise<Record<string, unknown>> {
  const given = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const absent = (key: string) => given[key] === undefined;
  const current = await deps.db.content.findUniqueOrThrow({
    where: { contentID },
    select: {
      metaDescription: true,
      externalLink: true,
      targetSelf: true,
      facebookPublish: true,
      twitterPublish: true,
      instagramPublish: true,
      labels: { select: { labelID: true } },
      subLabels: { select: { subLabelID: true, subLabel: { select: { labelID: true } } } },
    },
  });
  const kept = Object.fromEntries(KEPT_SCALARS.filter(absent).map((key) => [key, current[key]]));
  const labels = absent("labels") ? current.labels.map((l) => l.labelID) : (zIdList.safeParse(given.labels).data ?? []);
  return {
    ...given,
    ...kept,
    labels: absent("labels") ? labels : given.labels,
    // Kept sub-categories follow their category: one whose category the request removed goes with it.
    ...(absent("subLabels") ? { subLabels: current.subLabels.filter((s) => labels.includes(s.subLabel.labelID)).map((s) => s.subLabelID) } : {}),
  };
}

function withoutId(raw: unknown): unknown {
  return raw && typeof raw === "object" ? { ...raw, contentID: null } : raw;
}

async function hasAnswers(deps: Deps, contentID: number): Promise<boolean> {
  const [vote, poll] = await Promise.all([
    deps.db.contentVote.findFirst({ where: { contentID }, select: { id: true } }),
    deps.db.pollUserAnswer.findFirst({ where: { question: { contentID } }, select: { id: true } }),
  ]);
  return vote !== null || poll !== null;
}

/** Fixed paths under contents/ (REST table): a content named "Search" must not hide GET contents/search. */
export const RESERVED_NAMES = ["search", "proceduretypes", "typesavailable", "move", "bulkload", "gallery"];

/** The content's name as a link ("informe-de-gestion-2025"), with -2, -3… when another content has it. */
export async function uniqueContentFriendlyName(deps: Deps, name: string): Promise<string> {
  const base = slugify(name) || "contenido";
  const taken = await deps.db.content.findMany({ where: { friendlyName: { startsWith: base } }, select: { friendlyName: true } });
  const names = new Set([...RESERVED_NAMES, ...taken.map((t) => t.friendlyName)]);
  if (!names.has(base)) return base;
  for (let n = 2; ; n++) if (!names.has(`${base}-${n}`)) return `${base}-${n}`;
}

const day = (value: string | null | undefined) => (value ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : null);
const instant = (value: string | null | undefined) => (value ? instantOf(value) : null);

/** The Content columns a form writes (the rest keep their defaults or are set by actions). */
export function scalarFields(form: TContentForm) {
  const event = form.contentType === CONTENT_TYPE.event ? form : null;
  return {
    contentType: form.contentType,
    name: form.name ?? "",
    description: form.description,
    metaDescription: form.metaDescription,
    body: form.body,
    // Never trust the editor: only the sanitiser's allow-list reaches a page.
    bodyHtml: form.body ? sanitizeContentHtml(form.body) : null,
    embedUrl: form.embedUrl,
    embedImage: form.embedImage,
    externalLink: form.externalLink,
    targetSelf: form.targetSelf === true,
    codeYouTube: form.contentType === CONTENT_TYPE.hangout ? form.codeYouTube : null,
    imagePrincipalFileID: form.imagePrincipalFileID,
    imageDescription: form.imageDescription,
    commentWallType: form.commentWallType ?? 2,
    isFeatured: form.isFeatured === true,
    showOnHome: form.showOnHome !== false,
    isPrivate: form.isPrivate === true,
    downloadFiles: form.downloadFiles !== false,
    withoutClosingDate: form.withoutClosingDate,
    closingDate: instant(form.closingDate),
    startingDate: instant(form.startingDate),
    startDate: day(event?.startDate),
    startHour: event?.startHour ?? null,
    endDate: day(event?.endDate),
    endHour: event?.endHour ?? null,
    publishedDateFrom: instant(form.publishedDateFrom),
    publishedDateTo: instant(form.publishedDateTo),
    published: form.published,
    contentVoteType: form.contentType === CONTENT_TYPE.vote ? form.contentVoteType : null,
    percentage: form.contentType === CONTENT_TYPE.accountability ? form.accountabilityPercentage : null,
    facebookPublish: form.facebookPublish === true,
    twitterPublish: form.twitterPublish === true,
    instagramPublish: form.instagramPublish === true,
  } satisfies Prisma.ContentUncheckedUpdateInput;
}

type TChecked = {
  tags: { tagID: number; templateType: string }[];
  files: { fileID: string; name: string; isImage: boolean; extension: string; size: number }[];
};

/**
 * What the form names must exist and fit: sections that accept the type, categories and their sub-categories, and
 * uploaded content files (kind, name and whether it is an image are read from storage, not from the form).
 */
export async function checkReferences(deps: Deps, form: TContentForm, contentID: number | null): Promise<TChecked> {
  const tags = await deps.db.tag.findMany({ where: { tagID: { in: form.tags } }, select: { tagID: true, validContentTypes: true, templateType: true } });
  if (tags.length !== form.tags.length) throw AppError.field("tags", Q.sectionNotFound);
  if (tags.some((t) => t.validContentTypes.length > 0 && !t.validContentTypes.includes(form.contentType))) throw AppError.field("tags", Q.typeNotAllowed);

  if (form.labels.length > 0 && (await deps.db.label.count({ where: { labelID: { in: form.labels } } })) !== form.labels.length) {
    throw AppError.field("labels", Q.labelInvalid);
  }
  if (form.subLabels.length > 0) {
    const subs = await deps.db.subLabel.findMany({ where: { subLabelID: { in: form.subLabels } }, select: { labelID: true } });
    if (subs.length !== form.subLabels.length || subs.some((s) => !form.labels.includes(s.labelID))) throw AppError.field("subLabels", Q.labelInvalid);
  }
  // Required categories of the content's sections (the same rule the form checks while the editor picks them).
  const required = await deps.db.label.findMany({
    where: { defaultTagID: { in: form.tags }, isRequired: true },
    orderBy: [{ displayOrder: "asc" }, { labelID: "asc" }],
    select: { labelID: true, name: true, isRequired: true, subLabels: { select: { subLabelID: true } } },
  });
  const missing = missingRequiredLabel(required, form.labels, form.subLabels);
  if (missing) throw AppError.field(missing.path, missing.message);

  const ids = [...new Set([...form.files.map((f) => f.fileID), ...(form.imagePrincipalFileID ? [form.imagePrincipalFileID] : [])])];
  const stored =
    ids.length === 0
      ? []
      : await deps.db.storedFile.findMany({
          where: { fileID: { in: ids }, purpose: { in: CONTENT_FILE_PURPOSES }, quarantinedAt: null },
          select: { fileID: true, name: true, isImage: true, extension: true, size: true },
        });
  if (stored.length !== ids.length) throw AppError.field("files", FILE_MESSAGES.invalidId);
  const byId = new Map(stored.map((f) => [f.fileID, f]));
  const storedFile = (fileID: string) => known(byId.get(fileID), `el archivo ${fileID}, ya comprobado`);
  if (form.imagePrincipalFileID && !storedFile(form.imagePrincipalFileID).isImage) throw AppError.field("imagePrincipalFileID", M.fileWrongType);
  const files = form.files.map((f, i) => {
    const file = storedFile(f.fileID);
    if (f.isImage === true && !file.isImage) throw AppError.field(`files.${i}`, M.fileWrongType);
    return file;
  });

  if (CONTENT_TYPES[form.contentType].isGallery) {
    const images = files.filter((f) => f.isImage).length;
    if (images === 0) throw AppError.field("files", M.galleryImageRequired);
    for (const tag of tags) {
      const inSection = await deps.db.contentFile.count({
        where: {
          isImage: true,
          content: { contentType: CONTENT_TYPE.gallery, tags: { some: { tagID: tag.tagID } }, ...(contentID ? { NOT: { contentID } } : {}) },
        },
      });
      const refusal = gallerySectionLimit(inSection, images);
      if (refusal) throw AppError.field("files", refusal);
    }
  }
  return { tags, files };
}

export async function writeRelations(tx: Tx, contentID: number, form: TContentForm, checked: TChecked, opts: { replaceParticipation: boolean }) {
  // Local attributes (and, for documents, the file's extension and size).
  const attributes = contentAttributes(form);
  const firstFile = checked.files.find((f) => !f.isImage) ?? checked.files[0];
  if (form.contentType === CONTENT_TYPE.document && firstFile) {
    attributes.push({ name: "FileExtension", value: firstFile.extension }, { name: "FileSize", value: String(firstFile.size) });
  }
  await tx.contentAttribute.deleteMany({ where: { contentID } });
  if (attributes.length > 0) await tx.contentAttribute.createMany({ data: attributes.map((a) => ({ contentID, ...a })) });

  await tx.contentFile.deleteMany({ where: { contentID } });
  if (checked.files.length > 0) {
    await tx.contentFile.createMany({
      data: checked.files.map((f, i) => ({
        contentID,
        fileID: f.fileID,
        name: f.name,
        isImage: f.isImage,
        description: known(form.files[i], "el archivo del formulario de cada archivo comprobado").description,
        displayOrder: i,
      })),
      skipDuplicates: true,
    });
  }
  const fileIDs = [...checked.files.map((f) => f.fileID), ...(form.imagePrincipalFileID ? [form.imagePrincipalFileID] : [])];
  if (fileIDs.length > 0) await tx.storedFile.updateMany({ where: { fileID: { in: fileIDs }, attachedAt: null }, data: { attachedAt: new Date() } });

  // Sections keep the place a content already had; a new one goes first in a Sortable section.
  await tx.contentTag.deleteMany({ where: { contentID, tagID: { notIn: form.tags } } });
  const kept = new Set((await tx.contentTag.findMany({ where: { contentID }, select: { tagID: true } })).map((t) => t.tagID));
  for (const tag of checked.tags.filter((t) => !kept.has(t.tagID))) {
    const first = await tx.contentTag.aggregate({ where: { tagID: tag.tagID }, _min: { displayOrder: true } });
    await tx.contentTag.create({ data: { contentID, tagID: tag.tagID, displayOrder: (first._min.displayOrder ?? 1) - 1 } });
  }
  await tx.contentLabel.deleteMany({ where: { contentID } });
  if (form.labels.length > 0) await tx.contentLabel.createMany({ data: form.labels.map((labelID) => ({ contentID, labelID })) });
  await tx.contentSubLabel.deleteMany({ where: { contentID } });
  if (form.subLabels.length > 0) await tx.contentSubLabel.createMany({ data: form.subLabels.map((subLabelID) => ({ contentID, subLabelID })) });

  if (!opts.replaceParticipation) return;
  if (form.contentType === CONTENT_TYPE.vote) {
    await tx.voteOption.deleteMany({ where: { contentID } });
    await tx.voteOption.createMany({ data: form.answerOptions.map((o, i) => ({ contentID, text: o.text ?? "", displayOrder: o.displayOrder ?? i })) });
  }
  if (form.contentType === CONTENT_TYPE.poll) {
    await tx.pollQuestion.deleteMany({ where: { contentID } });
    for (const [i, q] of form.contentPoll.entries()) {
      await tx.pollQuestion.create({
        data: {
          contentID,
          text: q.text ?? "",
          typeQuestion: present(q.typeQuestion, `contentPoll.${i}.typeQuestion`),
          displayOrder: q.displayOrder ?? i,
          options: { create: q.contentAnswers.map((a, j) => ({ text: a.text ?? "", displayOrder: a.displayOrder ?? j })) },
        },
      });
    }
  }
}
