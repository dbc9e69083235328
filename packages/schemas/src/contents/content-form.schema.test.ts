import { describe, expect, it } from "vitest";
import { messageCoverage } from "../testing/message-coverage.ts";
import { ZContentForm } from "./content-form.schema.ts";
import { CONTENT_MESSAGES as M } from "./content-messages.ts";
import { CONTENT_QUERY_MESSAGES as Q } from "./content-query-options.ts";
import { CONTENT_TYPE_IDS, CONTENT_TYPES, NO_CLOSING_DATE } from "./content-types.ts";
import { galleryPickerVisible, gallerySectionLimit } from "./types/gallery.schema.ts";

// Messages that only name what the form shows in place of another (the file type message lives in FILE_MESSAGES).
const coverage = messageCoverage(M);
const m = (input: unknown) => coverage.messagesOf(ZContentForm, input);

// Every content lives in a section (tags); the rule has its own test below.
const common = { name: "Nueva vía en el barrio", description: "Descripción suficientemente larga del contenido", commentWallType: 0, tags: [1] };
const article = { ...common, contentType: 1, closingDate: "2099-01-01" };
const event = {
  ...common,
  contentType: 2,
  eventHost: "Alcaldía",
  eventLocation: "Parque principal",
  startDate: "2099-05-01",
  endDate: "2099-05-01",
  endHour: "10",
};
const vote = { ...common, contentType: 3, answerOptions: [{ text: "Sí" }, { text: "No" }] };
const challenge = { ...common, contentType: 5, startingDate: "2099-01-01", closingDate: "2099-02-01" };
const hangout = { ...common, contentType: 6, embedUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", startingDate: "2099-01-01T10:00:00-05:00" };
const link = { ...common, contentType: 7, embedUrl: "https://www.gov.co" };
const accountability = { ...common, contentType: 9, accountabilityBase: "10 km", accountabilityGoal: "50 km", accountabilityPercentage: "45,5" };
const document = { ...common, contentType: 10, embedUrl: "https://www.gov.co/decreto.pdf", startingDate: "2024-03-01" };
const procedure = { ...common, contentType: 14, procedureTypeID: 2, procedureCostType: 0, procedureTime: "15 días hábiles" };
const gallery = { ...common, contentType: 15, imagePrincipalFileID: "1", files: [{ fileID: "1", name: "a.jpg", isImage: true }] };
const poll = { ...common, contentType: 100, contentPoll: [{ text: "¿Qué tan satisfecho está con el servicio?", typeQuestion: 1 }] };

describe("the content type registry", () => {
  it("holds the sixteen types of spec 02 §3 with their numbers", () => {
    expect(CONTENT_TYPE_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 100]);
    expect(CONTENT_TYPES[100].key).toBe("Poll");
    expect(
      Object.entries(CONTENT_TYPES)
        .filter(([, r]) => r.keepsClosingDate)
        .map(([k]) => Number(k)),
    ).toEqual([1, 5, 12]);
  });
});

describe("ZContentForm (POST contents / PUT contents/{friendlyName})", () => {
  it("accepts a valid content of every type", () => {
    const plain = [4, 8, 11, 13].map((contentType) => ({ ...common, contentType }));
    for (const input of [
      article,
      event,
      vote,
      challenge,
      hangout,
      link,
      accountability,
      document,
      procedure,
      gallery,
      poll,
      ...plain,
      { ...challenge, contentType: 12 },
    ]) {
      expect(m(input), JSON.stringify(input.contentType)).toEqual({});
    }
  });
  it("needs a section, with the section message on the section picker (tags)", () => {
    const result = ZContentForm.safeParse({ ...article, tags: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["tags", Q.sectionRequired]]);
  });
  it("refuses an unknown content type", () => {
    expect(m({ ...common, contentType: 16 }).contentType).toEqual([M.typeRequired]);
    expect(m({ ...common }).contentType).toEqual([M.typeRequired]);
    expect(ZContentForm.parse({ ...article, contentType: "1" }).contentType).toBe(1);
  });
  it("name: required, 4–150, with letters or digits", () => {
    expect(m({ ...article, name: "  " }).name).toEqual([M.nameRequired]);
    expect(m({ ...article, name: "abc" }).name).toEqual([M.nameMin]);
    expect(m({ ...article, name: "a".repeat(151) }).name).toEqual([M.nameMax]);
    expect(m({ ...article, name: "¡¡¡¡!!!!" }).name).toEqual([M.nameInvalid]);
  });
  it("description: required, at least 20", () => {
    expect(m({ ...article, description: "" }).description).toEqual([M.descriptionRequired]);
    expect(m({ ...article, description: "corta" }).description).toEqual([M.descriptionMin]);
    expect(m({ ...article, description: "d".repeat(4001) }).description).toEqual([M.descriptionMax]);
  });
  it("an image in the body needs its alt text", () => {
    expect(m({ ...article, body: '<p>Mapa</p><img src="/files/abc/mapa.png">' }).body).toEqual([M.imageAltRequired]);
    expect(m({ ...article, body: '<img src="/files/abc/mapa.png" alt="  ">' }).body).toEqual([M.imageAltRequired]);
    expect(m({ ...article, body: '<img src="/files/abc/mapa.png" alt="Mapa de la vía cerrada">' }).body).toBeUndefined();
    // An image the sanitiser drops anyway (not https, not /files/) is not asked about.
    expect(m({ ...article, body: '<img src="x" onerror="alert(1)">' }).body).toBeUndefined();
  });
  it("image description: at most 150; meta description at most 300", () => {
    expect(m({ ...article, imageDescription: "i".repeat(151) }).imageDescription).toEqual([M.imageDescriptionMax]);
    expect(m({ ...article, metaDescription: "m".repeat(301) }).metaDescription).toEqual([M.metaDescriptionMax]);
    expect(m({ ...article, metaDescription: "m".repeat(300) }).metaDescription).toBeUndefined();
  });
  it("link: http(s), at most 1250; required for Link", () => {
    expect(m({ ...link, embedUrl: "" }).embedUrl).toEqual([M.linkRequired]);
    expect(m({ ...link, embedUrl: "javascript:alert(1)" }).embedUrl).toEqual([M.linkInvalid]);
    expect(m({ ...article, externalLink: "www.gov.co" }).externalLink).toEqual([M.linkInvalid]);
    expect(m({ ...link, embedUrl: `https://gov.co/${"a".repeat(1250)}` }).embedUrl).toEqual([M.linkMax]);
  });
  it("document: a link or a file, and the issue date", () => {
    expect(m({ ...document, embedUrl: null }).embedUrl).toEqual([M.linkOrFile]);
    expect(m({ ...document, embedUrl: null, files: [{ fileID: "4", name: "decreto.pdf" }] })).toEqual({});
    expect(m({ ...document, startingDate: null }).startingDate).toEqual([M.issueDateRequired]);
  });
  it("files: images among gif/jpg/jpeg/png/bmp, files among the content extensions", () => {
    expect(m({ ...document, files: [{ fileID: "4", name: "virus.exe" }] })["files.0"]).toEqual([M.fileWrongType]);
    expect(m({ ...gallery, files: [{ fileID: "1", name: "a.pdf", isImage: true }] })["files.0"]).toEqual([M.fileWrongType]);
  });
  it("categories and sections are ids or the spec's objects", () => {
    expect(ZContentForm.parse({ ...article, labels: [{ labelID: 3, name: "Obras" }, "3", 4] }).labels).toEqual([3, 4]);
    expect(m({ ...article, labels: [{ name: "sin id" }] })["labels.0"]).toEqual([M.idInvalid]);
  });
  it("closing date: required unless without closing date, kept only for Article, Convocation and Challenge", () => {
    expect(m({ ...article, closingDate: null }).closingDate).toEqual([M.closingDateRequired]);
    expect(m({ ...article, closingDate: "2026-02-30" }).closingDate).toEqual([M.dateInvalid]);
    expect(ZContentForm.parse({ ...article, closingDate: null, withoutClosingDate: true }).closingDate).toBe(NO_CLOSING_DATE);
    expect(ZContentForm.parse({ ...event, closingDate: "2099-01-01" }).closingDate).toBeNull();
    expect(ZContentForm.parse({ ...event, withoutClosingDate: true }).withoutClosingDate).toBe(false);
  });
  it("saving a content publishes it", () => {
    expect(ZContentForm.parse({ ...article, contentID: 9 }).published).toBe(true);
  });
  it("participation wall type: 0, 1 or 2", () => {
    expect(m({ ...article, commentWallType: null }).commentWallType).toEqual([M.wallTypeRequired]);
    expect(m({ ...article, commentWallType: 3 }).commentWallType).toEqual([M.wallTypeRequired]);
  });
  it("scheduling: start and end required for Challenge and Convocation, start before end, not in the past on creation", () => {
    expect(m({ ...challenge, startingDate: null }).startingDate).toEqual([M.startDateRequired]);
    expect(m({ ...challenge, contentType: 12, closingDate: null }).closingDate).toEqual([M.closingDateRequired]);
    expect(m({ ...challenge, startingDate: "2099-03-01" }).closingDate).toEqual([M.startBeforeEnd]);
    expect(m({ ...challenge, startingDate: "2000-01-01" }).startingDate).toEqual([M.startNotPast]);
    expect(m({ ...article, closingDate: "2000-01-01" }).closingDate).toEqual([M.endNotPast]);
    // An edited content keeps its past dates.
    expect(m({ ...challenge, contentID: 5, startingDate: "2000-01-01", closingDate: "2000-02-01" })).toEqual({});
  });
  it("publish-from must not be after publish-to", () => {
    expect(m({ ...article, publishedDateFrom: "2099-02-01", publishedDateTo: "2099-01-01" }).publishedDateTo).toEqual([M.publishRange]);
    expect(m({ ...article, publishedDateFrom: "2099-01-01", publishedDateTo: "2099-01-01" })).toEqual({});
  });
  it("event: host and place ≤ 70, start and end, end after start, start hour 08 by default", () => {
    const e = m({ ...event, eventHost: "", eventLocation: null, startDate: null, endDate: null });
    expect(e.eventHost).toEqual([M.eventHostRequired]);
    expect(e.eventLocation).toEqual([M.eventLocationRequired]);
    expect(e.startDate).toEqual([M.eventStartRequired]);
    expect(e.endDate).toEqual([M.eventEndRequired]);
    expect(m({ ...event, endHour: null }).endHour).toEqual([M.eventEndRequired]);
    expect(m({ ...event, eventHost: "h".repeat(71) }).eventHost).toEqual([M.eventTextMax]);
    expect(m({ ...event, endHour: "25" }).endHour).toEqual([M.hourInvalid]);
    expect(m({ ...event, endHour: "07:30" }).endDate).toEqual([M.eventEndAfterStart]);
    expect(m({ ...event, startDate: "2001-01-01", endDate: "2001-01-02" }).startDate).toEqual([M.startNotPast]);
    const parsed = ZContentForm.parse(event);
    expect(parsed.contentType === 2 && parsed.startHour).toBe("08");
  });
  it("hangout: a YouTube link whose 11-character code is kept", () => {
    expect(m({ ...hangout, embedUrl: "" }).embedUrl).toEqual([M.youtubeRequired]);
    expect(m({ ...hangout, embedUrl: "https://vimeo.com/123" }).embedUrl).toEqual([M.youtubeInvalid]);
    expect(m({ ...hangout, embedUrl: "https://www.youtube.com/watch?v=short" }).embedUrl).toEqual([M.youtubeInvalid]);
    const parsed = ZContentForm.parse({ ...hangout, embedUrl: "https://youtu.be/dQw4w9WgXcQ" });
    expect(parsed.contentType === 6 && parsed.codeYouTube).toBe("dQw4w9WgXcQ");
  });
  it("vote: at least two options, each named, ≤ 100", () => {
    expect(m({ ...vote, answerOptions: [{ text: "Sí" }] }).answerOptions).toEqual([M.voteOptionsMin]);
    expect(m({ ...vote, answerOptions: [{ text: "Sí" }, { text: " " }] })["answerOptions.1.text"]).toEqual([M.optionNameRequired]);
    expect(m({ ...vote, answerOptions: [{ text: "Sí" }, { text: "n".repeat(101) }] })["answerOptions.1.text"]).toEqual([M.optionNameMax]);
  });
  it("poll: a question with type and text of 20–560; choice questions need two options", () => {
    expect(m({ ...poll, contentPoll: [] }).contentPoll).toEqual([M.pollQuestionRequired]);
    expect(m({ ...poll, contentPoll: [{ text: "¿Qué tan satisfecho está con el servicio?", typeQuestion: null }] })["contentPoll.0.typeQuestion"]).toEqual([
      M.pollQuestionRequired,
    ]);
    expect(m({ ...poll, contentPoll: [{ text: "¿Corta?", typeQuestion: 1 }] })["contentPoll.0.text"]).toEqual([M.pollQuestionMin]);
    expect(m({ ...poll, contentPoll: [{ text: "q".repeat(561), typeQuestion: 1 }] })["contentPoll.0.text"]).toEqual([M.pollQuestionMax]);
    const single = { text: "¿Cuál obra debe hacerse primero en el barrio?", typeQuestion: 3, contentAnswers: [{ text: "Vía" }] };
    expect(m({ ...poll, contentPoll: [single] })["contentPoll.0.contentAnswers"]).toEqual([M.pollOptionsMin]);
    const parsed = ZContentForm.parse({ ...poll, contentPoll: [{ ...poll.contentPoll[0], contentAnswers: [{ text: "ignorada" }] }] });
    expect(parsed.contentType === 100 && parsed.contentPoll[0]!.contentAnswers).toEqual([]);
  });
  it("accountability: base and goal required, percentage 0–100, body padded to 50", () => {
    const e = m({ ...accountability, accountabilityBase: "", accountabilityGoal: null });
    expect(e.accountabilityBase).toEqual([M.accountabilityBaseRequired]);
    expect(e.accountabilityGoal).toEqual([M.accountabilityGoalRequired]);
    expect(m({ ...accountability, accountabilityGoal: "g".repeat(251) }).accountabilityGoal).toEqual([M.accountabilityTextMax]);
    expect(m({ ...accountability, accountabilityPercentage: -1 }).accountabilityPercentage).toEqual([M.percentageMin]);
    expect(m({ ...accountability, accountabilityPercentage: "101" }).accountabilityPercentage).toEqual([M.percentageMax]);
    expect(m({ ...accountability, accountabilityPercentage: "mucho" }).accountabilityPercentage).toEqual([M.percentageNumeric]);
    const parsed = ZContentForm.parse(accountability);
    expect(parsed.body).toBe(common.name.padEnd(50, " "));
    expect(parsed.contentType === 9 && parsed.accountabilityPercentage).toBe(45.5);
  });
  it("procedure: type, URL ≤ 200, cost type, exact value ≤ 9 when type 2, duration ≤ 21", () => {
    const e = m({ ...procedure, procedureTypeID: null, procedureCostType: null, procedureTime: "" });
    expect(e.procedureTypeID).toEqual([M.procedureTypeRequired]);
    expect(e.procedureCostType).toEqual([M.procedureCostTypeRequired]);
    expect(e.procedureTime).toEqual([M.procedureTimeRequired]);
    expect(m({ ...procedure, procedureTypeID: 1 }).procedureUrl).toEqual([M.linkRequired]);
    expect(m({ ...procedure, procedureUrl: `https://gov.co/${"a".repeat(200)}` }).procedureUrl).toEqual([M.procedureUrlMax]);
    expect(m({ ...procedure, procedureCostType: 2 }).procedureValue).toEqual([M.procedureValueRequired]);
    expect(m({ ...procedure, procedureCostType: 2, procedureValue: "gratis" }).procedureValue).toEqual([M.procedureValueRequired]);
    expect(m({ ...procedure, procedureCostType: 2, procedureValue: "1234567890" }).procedureValue).toEqual([M.procedureValueMax]);
    expect(m({ ...procedure, procedureTime: "t".repeat(22) }).procedureTime).toEqual([M.procedureTimeMax]);
    const parsed = ZContentForm.parse({ ...procedure, procedureValue: "5000" });
    expect(parsed.contentType === 14 && parsed.procedureValue).toBeNull();
  });
  it("gallery: one to six images and a main image; 216 per section; the picker hides at 5", () => {
    expect(m({ ...gallery, files: [] }).files).toEqual([M.galleryImageRequired]);
    const seven = Array.from({ length: 7 }, (_, i) => ({ fileID: String(i + 1), name: `${i}.png`, isImage: true }));
    expect(m({ ...gallery, files: seven }).files).toEqual([M.galleryImagesMax]);
    expect(m({ ...gallery, imagePrincipalFileID: null }).imagePrincipalFileID).toEqual([M.mainImageRequired]);
    expect(coverage.saw(gallerySectionLimit(214, 3))).toBe(M.gallerySectionFull);
    expect(gallerySectionLimit(210, 6)).toBeNull();
    expect([galleryPickerVisible(4), galleryPickerVisible(5)]).toEqual([true, false]);
  });
  it("gives every message of CONTENT_MESSAGES in some case above", () => {
    expect(coverage.unused()).toEqual([]);
  });
});
