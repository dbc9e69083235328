import type { TContentFormInput } from "@portal/schemas/contents/content-form.schema";
import { COMMENT_WALL_TYPE, DEFAULT_START_HOUR, type TContentType } from "@portal/schemas/contents/content-types";
import { bogotaDay } from "../../../lib/format";
import { attributeOf, type TContentDetail } from "../content-api";

export type TFileValue = { fileID: string; name: string; isImage: boolean; description: string };

/** The add/edit form's values: every type's fields as the inputs hold them; `toContentInput` keeps the chosen type's. */
export type TContentFormValues = {
  contentID: number | null;
  contentType: TContentType | null;
  name: string;
  description: string;
  body: string;
  embedUrl: string;
  externalLink: string;
  /** Links open in the same tab (targetSelf) instead of a new one. */
  targetSelf: boolean;
  metaDescription: string;
  facebookPublish: boolean;
  twitterPublish: boolean;
  instagramPublish: boolean;
  imagePrincipalFileID: string | null;
  imagePrincipalName: string;
  imageDescription: string;
  files: TFileValue[];
  tags: number[];
  /** Categories and sub-categories (labels, subLabels) chosen among the sections' own. */
  labels: number[];
  subLabels: number[];
  /** The categories the content carried when the form opened (names for those no chosen section lists any more). */
  currentCategories: { labels: { labelID: number; name: string }[]; subLabels: { subLabelID: number; labelID: number; name: string }[] };
  commentWallType: string;
  isFeatured: boolean;
  showOnHome: boolean;
  isPrivate: boolean;
  downloadFiles: boolean;
  withoutClosingDate: boolean;
  closingDate: string;
  startingDate: string;
  publishedDateFrom: string;
  publishedDateTo: string;
  eventHost: string;
  eventLocation: string;
  startDate: string;
  startHour: string;
  endDate: string;
  endHour: string;
  answerOptions: { text: string }[];
  contentPoll: { text: string; typeQuestion: string; contentAnswers: { text: string }[] }[];
  accountabilityBase: string;
  accountabilityGoal: string;
  accountabilityPercentage: string;
  procedureTypeID: string;
  procedureUrl: string;
  procedureCostType: string;
  procedureValue: string;
  procedureTime: string;
};

export function emptyContentValues(contentType: TContentType | null, tagID: number | null): TContentFormValues {
  return {
    contentID: null,
    contentType,
    name: "",
    description: "",
    body: "",
    embedUrl: "",
    externalLink: "",
    targetSelf: false,
    metaDescription: "",
    facebookPublish: false,
    twitterPublish: false,
    instagramPublish: false,
    imagePrincipalFileID: null,
    imagePrincipalName: "",
    imageDescription: "",
    files: [],
    tags: tagID ? [tagID] : [],
    labels: [],
    subLabels: [],
    currentCategories: { labels: [], subLabels: [] },
    commentWallType: String(COMMENT_WALL_TYPE.none),
    isFeatured: false,
    showOnHome: true,
    isPrivate: false,
    downloadFiles: true,
    withoutClosingDate: false,
    closingDate: "",
    startingDate: "",
    publishedDateFrom: "",
    publishedDateTo: "",
    eventHost: "",
    eventLocation: "",
    startDate: "",
    startHour: DEFAULT_START_HOUR,
    endDate: "",
    endHour: "",
    answerOptions: [{ text: "" }, { text: "" }],
    contentPoll: [{ text: "", typeQuestion: "", contentAnswers: [] }],
    accountabilityBase: "",
    accountabilityGoal: "",
    accountabilityPercentage: "",
    procedureTypeID: "",
    procedureUrl: "",
    procedureCostType: "",
    procedureValue: "",
    procedureTime: "",
  };
}

const day = (v: string | Date | null | undefined) => (v ? new Date(v).toISOString().slice(0, 10) : "");
/** A stored instant as the Bogotá day it falls on (dates are entered as Bogotá days). */
const bogotaDayOf = (v: string | Date | null | undefined) => (v ? bogotaDay(new Date(v)) : "");

/** An existing content as the update form starts (spec 02 "update-content modal"). */
export function valuesFromDetail(c: TContentDetail): TContentFormValues {
  const base = emptyContentValues(c.contentType as TContentType, null);
  return {
    ...base,
    contentID: c.contentID,
    name: c.name,
    description: c.description ?? "",
    body: c.bodyHtml ?? "",
    embedUrl: c.embedUrl ?? "",
    externalLink: c.externalLink ?? "",
    targetSelf: c.targetSelf,
    metaDescription: c.metaDescription ?? "",
    facebookPublish: c.facebookPublish,
    twitterPublish: c.twitterPublish,
    instagramPublish: c.instagramPublish,
    imagePrincipalFileID: c.imagePrincipal?.fileID ?? null,
    imagePrincipalName: c.imagePrincipal ? "Imagen actual" : "",
    imageDescription: c.imageDescription ?? "",
    files: c.files.map((f) => ({ fileID: f.fileID, name: f.name ?? "", isImage: f.isImage, description: f.description ?? "" })),
    tags: c.tags.map((t) => t.tagID),
    labels: c.labels.map((l) => l.labelID),
    subLabels: c.subLabels.map((s) => s.subLabelID),
    currentCategories: { labels: c.labels, subLabels: c.subLabels },
    commentWallType: String(c.commentWallType),
    isFeatured: c.isFeatured,
    showOnHome: c.showOnHome,
    isPrivate: c.isPrivate,
    downloadFiles: c.downloadFiles,
    withoutClosingDate: c.withoutClosingDate,
    closingDate: c.withoutClosingDate ? "" : bogotaDayOf(c.closingDate),
    startingDate: bogotaDayOf(c.startingDate),
    publishedDateFrom: bogotaDayOf(c.publishedDateFrom),
    publishedDateTo: bogotaDayOf(c.publishedDateTo),
    eventHost: attributeOf(c, "EventHost") ?? "",
    eventLocation: attributeOf(c, "EventLocation") ?? "",
    startDate: day(c.startDate),
    startHour: c.startHour ?? base.startHour,
    endDate: day(c.endDate),
    endHour: c.endHour ?? "",
    answerOptions: c.answerOptions.length > 0 ? c.answerOptions.map((o) => ({ text: o.text })) : base.answerOptions,
    contentPoll:
      c.contentPoll.length > 0
        ? c.contentPoll.map((q) => ({ text: q.text, typeQuestion: String(q.typeQuestion), contentAnswers: q.contentAnswers.map((a) => ({ text: a.text })) }))
        : base.contentPoll,
    accountabilityBase: attributeOf(c, "AccountabilityBase") ?? "",
    accountabilityGoal: attributeOf(c, "AccountabilityGoal") ?? "",
    accountabilityPercentage: attributeOf(c, "AccountabilityPercentage") ?? "",
    procedureTypeID: attributeOf(c, "ProcedureTypeID") ?? "",
    procedureUrl: attributeOf(c, "ProcedureUrl") ?? "",
    procedureCostType: attributeOf(c, "ProcedureCostType") ?? "",
    procedureValue: attributeOf(c, "ProcedureValue") ?? "",
    procedureTime: attributeOf(c, "ProcedureTime") ?? "",
  };
}

const orNull = (v: string) => (v.trim() === "" ? null : v);

/** The values as the shared ZContentForm reads them (the server parses the same object). */
export function toContentInput(v: TContentFormValues): TContentFormInput {
  const common = {
    contentID: v.contentID,
    name: v.name,
    description: v.description,
    body: orNull(v.body),
    embedUrl: orNull(v.embedUrl),
    externalLink: orNull(v.externalLink),
    targetSelf: v.targetSelf,
    metaDescription: orNull(v.metaDescription),
    facebookPublish: v.facebookPublish,
    twitterPublish: v.twitterPublish,
    instagramPublish: v.instagramPublish,
    imagePrincipalFileID: v.imagePrincipalFileID,
    imageDescription: orNull(v.imageDescription),
    files: v.files.map((f) => ({ fileID: f.fileID, name: f.name, isImage: f.isImage, description: orNull(f.description) })),
    tags: v.tags,
    labels: v.labels,
    subLabels: v.subLabels,
    commentWallType: v.commentWallType === "" ? null : Number(v.commentWallType),
    isFeatured: v.isFeatured,
    showOnHome: v.showOnHome,
    isPrivate: v.isPrivate,
    downloadFiles: v.downloadFiles,
    withoutClosingDate: v.withoutClosingDate,
    closingDate: orNull(v.closingDate),
    startingDate: orNull(v.startingDate),
    publishedDateFrom: orNull(v.publishedDateFrom),
    publishedDateTo: orNull(v.publishedDateTo),
  };
  const type = v.contentType;
  switch (type) {
    case 2:
      return {
        ...common,
        contentType: 2,
        eventHost: v.eventHost,
        eventLocation: v.eventLocation,
        startDate: orNull(v.startDate),
        startHour: orNull(v.startHour),
        endDate: orNull(v.endDate),
        endHour: orNull(v.endHour),
      };
    case 3:
      return { ...common, contentType: 3, answerOptions: v.answerOptions.map((o, i) => ({ text: o.text, displayOrder: i })) };
    case 6:
      return { ...common, contentType: 6, codeYouTube: null };
    case 9:
      return {
        ...common,
        contentType: 9,
        accountabilityBase: v.accountabilityBase,
        accountabilityGoal: v.accountabilityGoal,
        accountabilityPercentage: v.accountabilityPercentage,
      };
    case 14:
      return {
        ...common,
        contentType: 14,
        procedureTypeID: v.procedureTypeID === "" ? null : Number(v.procedureTypeID),
        procedureUrl: orNull(v.procedureUrl),
        procedureCostType: v.procedureCostType === "" ? null : Number(v.procedureCostType),
        procedureValue: orNull(v.procedureValue),
        procedureTime: v.procedureTime,
      };
    case 100:
      return {
        ...common,
        contentType: 100,
        contentPoll: v.contentPoll.map((q, i) => ({
          text: q.text,
          typeQuestion: q.typeQuestion === "" ? null : Number(q.typeQuestion),
          displayOrder: i,
          contentAnswers: q.contentAnswers.map((a, j) => ({ text: a.text, displayOrder: j })),
        })),
      };
    case null:
      // No type yet: the schema answers "Debes seleccionar el tipo de contenido".
      return { ...common, contentType: undefined };
    default:
      return { ...common, contentType: type };
  }
}
