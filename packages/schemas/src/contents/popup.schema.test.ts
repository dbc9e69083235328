import { describe, expect, it } from "vitest";
import { POPUP_MESSAGES as M, ZPopupForm } from "./popup.schema.ts";

const valid = { nombre: "Jornada de vacunación", body: "Este sábado en el parque", showMode: 2 };
const firstMessage = (input: Record<string, unknown>) => {
  const r = ZPopupForm.safeParse({ ...valid, ...input });
  return r.success ? null : r.error.issues[0]!.message;
};

describe("ZPopupForm (home popup editor)", () => {
  it("accepts a text popup, a video popup and a link with its button", () => {
    expect(firstMessage({})).toBeNull();
    expect(firstMessage({ body: "", embedUrl: "https://youtu.be/dQw4w9WgXcQ" })).toBeNull();
    expect(firstMessage({ externalLink: "https://www.gov.co", nameButtonUrl: "Ver más" })).toBeNull();
  });
  it.each([
    [{ nombre: "" }, M.nameRequired],
    [{ nombre: "ab" }, M.nameLength],
    [{ nombre: "x".repeat(101) }, M.nameLength],
    [{ body: "" }, M.contentRequired],
    [{ body: "x".repeat(2001) }, M.bodyMax],
    [{ embedUrl: "https://vimeo.com/1" }, M.youtubeInvalid],
    [{ externalLink: "javascript:alert(1)", nameButtonUrl: "Ir" }, M.linkInvalid],
    [{ externalLink: "https://www.gov.co" }, M.buttonRequired],
    [{ externalLink: "https://www.gov.co", nameButtonUrl: "x".repeat(41) }, M.buttonMax],
    [{ showMode: 0 }, M.modeInvalid],
    [{ publishedDateFrom: "2099-02-01", publishedDateTo: "2099-01-01" }, M.datesOrder],
  ])("%j → %s", (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});
