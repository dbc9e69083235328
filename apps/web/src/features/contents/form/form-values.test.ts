import { ZContentForm } from "@portal/schemas/contents/content-form.schema";
import { CONTENT_MESSAGES as M } from "@portal/schemas/contents/content-messages";
import { NO_CLOSING_DATE } from "@portal/schemas/contents/content-types";
import { describe, expect, it } from "vitest";
import { issuesToErrors } from "../../../lib/use-zod-form";
import type { TContentDetail } from "../content-api";
import { emptyContentValues, type TContentFormValues, toContentInput, valuesFromDetail } from "./form-values";

/** A stored news item as GET contents/{friendlyName} answers it (the fields the update form reads). */
function storedNews(extra: Partial<TContentDetail> = {}): TContentDetail {
  const detail = {
    contentID: 41,
    friendlyName: "decreto-de-movilidad",
    contentType: 1,
    name: "Decreto de movilidad",
    description: "Medidas de movilidad para el centro del municipio.",
    bodyHtml: "<p>Texto</p>",
    embedUrl: null,
    externalLink: null,
    imagePrincipal: null,
    imageDescription: null,
    files: [],
    tags: [{ tagID: 7, name: "Normatividad", friendlyName: "normatividad" }],
    labels: [{ labelID: 3, name: "Decretos" }],
    subLabels: [{ subLabelID: 9, labelID: 3, name: "2025" }],
    commentWallType: 2,
    isFeatured: false,
    showOnHome: true,
    isPrivate: false,
    downloadFiles: true,
    withoutClosingDate: true,
    closingDate: "2038-01-01T05:00:00.000Z",
    startingDate: null,
    publishedDateFrom: null,
    publishedDateTo: null,
    startDate: null,
    startHour: null,
    endDate: null,
    endHour: null,
    attributes: [],
    answerOptions: [],
    contentPoll: [],
    ...extra,
  };
  return detail as unknown as TContentDetail;
}

const parse = (v: TContentFormValues) => ZContentForm.safeParse(toContentInput(v));
const errors = (v: TContentFormValues) => {
  const r = parse(v);
  return r.success ? {} : issuesToErrors(r.error.issues);
};
const filled = (type: Parameters<typeof emptyContentValues>[0]) => ({
  ...emptyContentValues(type, 7),
  name: "Feria de emprendimiento",
  description: "Emprendedores del municipio muestran sus productos.",
});

describe("the content form's values read by the shared schema", () => {
  it("asks for the type first", () => {
    expect(errors(emptyContentValues(null, null)).contentType).toBe(M.typeRequired);
  });

  it("a news item needs its closing date unless 'Sin fecha de cierre', which stores 2038-01-01", () => {
    expect(errors(filled(1)).closingDate).toBe(M.closingDateRequired);
    const r = parse({ ...filled(1), withoutClosingDate: true });
    expect(r.success && r.data.closingDate).toBe(NO_CLOSING_DATE);
  });

  it("gives the name and description messages of spec 02 §5", () => {
    const e = errors({ ...filled(1), withoutClosingDate: true, name: "ab", description: "corta" });
    expect(e.name).toBe(M.nameMin);
    expect(e.description).toBe(M.descriptionMin);
  });

  it("an event starts at 08 and needs host, place and an end after its start", () => {
    const event = filled(2);
    expect(event.startHour).toBe("08");
    const e = errors(event);
    expect(e.eventHost).toBe(M.eventHostRequired);
    expect(e.eventLocation).toBe(M.eventLocationRequired);
    const late = errors({ ...event, eventHost: "Alcaldía", eventLocation: "Parque", startDate: "2099-05-01", endDate: "2099-05-01", endHour: "07" });
    expect(late.endDate).toBe(M.eventEndAfterStart);
    expect(parse({ ...event, eventHost: "Alcaldía", eventLocation: "Parque", startDate: "2099-05-01", endDate: "2099-05-01", endHour: "10" }).success).toBe(
      true,
    );
  });

  it("a vote needs two named options; a procedure its type, cost and duration", () => {
    expect(errors({ ...filled(3), answerOptions: [{ text: "Sí" }] }).answerOptions).toBe(M.voteOptionsMin);
    expect(errors(filled(3)).answerOptions).toBe(M.optionNameRequired);
    const p = errors(filled(14));
    expect(p.procedureTypeID).toBe(M.procedureTypeRequired);
    expect(p.procedureCostType).toBe(M.procedureCostTypeRequired);
    expect(p.procedureTime).toBe(M.procedureTimeRequired);
  });

  it("an accountability percentage is 0–100", () => {
    const a = { ...filled(9), accountabilityBase: "10 km", accountabilityGoal: "50 km" };
    expect(errors({ ...a, accountabilityPercentage: "120" }).accountabilityPercentage).toBe(M.percentageMax);
    expect(errors({ ...a, accountabilityPercentage: "mucho" }).accountabilityPercentage).toBe(M.percentageNumeric);
    expect(parse({ ...a, accountabilityPercentage: "45,5" }).success).toBe(true);
  });

  it("an edit sends back the categories the content has (an update never strips them)", () => {
    const r = ZContentForm.safeParse(toContentInput(valuesFromDetail(storedNews())));
    expect(r.success && [r.data.labels, r.data.subLabels]).toEqual([[3], [9]]);
  });

  it("an edit sends back the external link, same-tab flag, meta description and social flags", () => {
    const stored = storedNews({
      externalLink: "https://www.gov.co/movilidad",
      targetSelf: true,
      metaDescription: "Decreto de movilidad del centro",
      facebookPublish: true,
      twitterPublish: false,
      instagramPublish: true,
    });
    const r = ZContentForm.safeParse(toContentInput(valuesFromDetail(stored)));
    expect(
      r.success && {
        externalLink: r.data.externalLink,
        targetSelf: r.data.targetSelf,
        metaDescription: r.data.metaDescription,
        facebookPublish: r.data.facebookPublish,
        twitterPublish: r.data.twitterPublish,
        instagramPublish: r.data.instagramPublish,
      },
    ).toEqual({
      externalLink: "https://www.gov.co/movilidad",
      targetSelf: true,
      metaDescription: "Decreto de movilidad del centro",
      facebookPublish: true,
      twitterPublish: false,
      instagramPublish: true,
    });
  });
});
