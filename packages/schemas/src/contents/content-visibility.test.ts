import { describe, expect, it } from "vitest";
import { contentVisibility } from "./content-visibility.ts";

// Colombia is UTC−5 all year: the dates below are Bogotá wall-clock times.
const at = (bogota: string) => new Date(`${bogota}-05:00`);
const window = { published: true, isPrivate: false, publishedDateFrom: at("2026-03-01T08:00:00"), publishedDateTo: at("2026-03-31T23:59:59") };
const visitor = { loggedIn: false, canAdminContents: false };
const user = { loggedIn: true, canAdminContents: false };
const admin = { loggedIn: true, canAdminContents: true };

describe("contentVisibility", () => {
  it("before publishedDateFrom: Programado, in the active list, hidden from the public, seen by admins", () => {
    const v = contentVisibility(window, visitor, at("2026-03-01T07:59:59"));
    expect(v).toEqual({ state: "scheduled", label: "Programado", list: "active", visible: false, needsLogin: false });
    expect(contentVisibility(window, admin, at("2026-03-01T07:59:59")).visible).toBe(true);
  });
  it("inside the window: published for everyone, no label", () => {
    expect(contentVisibility(window, visitor, at("2026-03-01T08:00:00"))).toEqual({
      state: "published",
      label: null,
      list: "active",
      visible: true,
      needsLogin: false,
    });
    expect(contentVisibility(window, visitor, at("2026-03-31T23:59:58")).visible).toBe(true);
  });
  it("past publishedDateTo: Vencido, moved to the inactive list", () => {
    const v = contentVisibility(window, visitor, at("2026-04-01T00:00:00"));
    expect(v).toMatchObject({ state: "expired", label: "Vencido", list: "inactive", visible: false });
  });
  it("an inactivated content (published false) is Vencido in the inactive list whatever its dates", () => {
    const v = contentVisibility({ ...window, published: false, publishedDateFrom: null, publishedDateTo: null }, user, at("2026-03-10T12:00:00"));
    expect(v).toMatchObject({ state: "expired", label: "Vencido", list: "inactive", visible: false });
  });
  it("no dates: published", () => {
    expect(contentVisibility({ ...window, publishedDateFrom: null, publishedDateTo: null }, visitor, at("2030-01-01T00:00:00")).state).toBe("published");
  });
  it("dates sent as ISO strings are read as instants", () => {
    const v = contentVisibility({ ...window, publishedDateFrom: "2026-03-01T13:00:00.000Z", publishedDateTo: null }, visitor, at("2026-03-01T07:59:00"));
    expect(v.label).toBe("Programado");
  });
  it("private contents and private sections need login; admins and owners always see their contents", () => {
    const privateContent = { ...window, isPrivate: true };
    const now = at("2026-03-10T12:00:00");
    expect(contentVisibility(privateContent, visitor, now)).toMatchObject({ visible: false, needsLogin: true });
    expect(contentVisibility(privateContent, user, now)).toMatchObject({ visible: true, needsLogin: false });
    expect(contentVisibility({ ...window, sectionIsPrivate: true }, visitor, now)).toMatchObject({ visible: false, needsLogin: true });
    expect(contentVisibility({ ...window, published: false }, { ...user, isOwner: true }, now).visible).toBe(true);
    // A private content that is not published anyway is not a login question.
    expect(contentVisibility({ ...privateContent, published: false }, visitor, now).needsLogin).toBe(false);
  });
});
