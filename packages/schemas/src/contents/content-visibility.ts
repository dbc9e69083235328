/**
 * Who sees a content, and with which label (spec 02 §4), as one pure function shared by core (queries, detail,
 * search) and web (cards, admin lists). `now` is passed in so tests and lists agree on one instant.
 */
export const CONTENT_VISIBILITY_LABELS = { scheduled: "Programado", expired: "Vencido" } as const;

export type TContentVisibilityInput = {
  published: boolean;
  publishedDateFrom: Date | string | null;
  publishedDateTo: Date | string | null;
  isPrivate: boolean;
  /** The section (tag) the content is read in is private. */
  sectionIsPrivate?: boolean;
};
export type TViewer = { loggedIn: boolean; canAdminContents: boolean; isOwner?: boolean };

export type TContentVisibility = {
  /** published: inside its window and active; scheduled: before publishedDateFrom; expired: past publishedDateTo or inactivated. */
  state: "published" | "scheduled" | "expired";
  /** The admin list's label, null while published. */
  label: (typeof CONTENT_VISIBILITY_LABELS)[keyof typeof CONTENT_VISIBILITY_LABELS] | null;
  /** Expired contents move to the inactive list, which offers Activar; the others offer Inactivar. */
  list: "active" | "inactive";
  /** Whether this viewer may read it now. */
  visible: boolean;
  /** Hidden only because the viewer is not logged in (private content or section): ask for login, not a 404. */
  needsLogin: boolean;
};

function time(value: Date | string | null): number | null {
  if (value === null) return null;
  const t = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(t) ? null : t;
}

export function contentVisibility(content: TContentVisibilityInput, viewer: TViewer, now: Date): TContentVisibility {
  const n = now.getTime();
  const from = time(content.publishedDateFrom);
  const to = time(content.publishedDateTo);
  const state: TContentVisibility["state"] = !content.published || (to !== null && n >= to) ? "expired" : from !== null && n < from ? "scheduled" : "published";
  const label = state === "published" ? null : state === "scheduled" ? CONTENT_VISIBILITY_LABELS.scheduled : CONTENT_VISIBILITY_LABELS.expired;
  const list = state === "expired" ? "inactive" : "active";
  const staff = viewer.canAdminContents || viewer.isOwner === true;
  const privateContent = content.isPrivate || content.sectionIsPrivate === true;
  const needsLogin = privateContent && !viewer.loggedIn;
  const visible = staff || (state === "published" && !needsLogin);
  return { state, label, list, visible, needsLogin: needsLogin && !staff && state === "published" };
}
