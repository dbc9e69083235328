import { formatAttentionHour } from "@portal/schemas/complaint-forms/attention.schema";
import { ZComplaintForm } from "@portal/schemas/complaint-forms/complaint-form.schema";
import { COMPLAINT_FORM_MESSAGES as M } from "@portal/schemas/complaint-forms/complaint-form-rules";
import { contactEmailLabel } from "@portal/schemas/complaint-forms/tracking-rules";
import { describe, expect, it } from "vitest";
import { issuesToErrors } from "../../lib/use-zod-form";
import { asksIdentity, chooserTarget, forcedIdentificationType, initialComplaintValues, type TComplaintValues, toComplaintInput } from "./complaint-values";
import { daysLeftText, levelColor, placeText } from "./request-format";

const captcha = { captchaId: "c-1", captcha: "" };
const anonymousQueja: TComplaintValues = {
  ...initialComplaintValues(3, false),
  emailPersonal: "ana@correo.co",
  emailVerif: "ana@correo.co",
  description: "El alumbrado está apagado.",
  responseTypeID: "1",
  email: "ana@correo.co",
  typeprivacy: true,
};
const errorsOf = (v: TComplaintValues, typeId = 3) => {
  const r = ZComplaintForm.safeParse(toComplaintInput(v, typeId, captcha));
  return r.success ? {} : issuesToErrors(r.error.issues);
};

describe("PQRDS form values → ZComplaintForm input", () => {
  it("an anonymous Queja by e-mail passes, with empty strings sent as null and no identity data", () => {
    const input = toComplaintInput({ ...anonymousQueja, firstName: "Ana", phoneNumber: "6041234" }, 3, captcha);
    expect(input).toMatchObject({
      complaintFormTypeID: 3,
      anonymous: true,
      firstName: null,
      addressPersonal: null,
      phoneNumber: null,
      captcha: null,
      extension: null,
    });
    expect(ZComplaintForm.safeParse(input).success).toBe(true);
  });

  it("sends the personal e-mail as the answer's e-mail unless the citizen asks for another one", () => {
    const same = toComplaintInput({ ...anonymousQueja, email: "" }, 3, captcha);
    expect(same.email).toBe("ana@correo.co");
    expect(ZComplaintForm.safeParse(same).success).toBe(true);
    const other = toComplaintInput({ ...anonymousQueja, sameResponseEmail: false, email: "otra@correo.co" }, 3, captcha);
    expect(other.email).toBe("otra@correo.co");
    expect(errorsOf({ ...anonymousQueja, sameResponseEmail: false, email: "" })).toHaveProperty("email");
  });

  it("starts anonymous when not logged in; types 7 and 8 never", () => {
    expect(initialComplaintValues(2, false).anonymous).toBe(true);
    expect(initialComplaintValues(5, false).anonymous).toBe(true);
    expect(initialComplaintValues(2, true).anonymous).toBe(false);
    expect(initialComplaintValues(7, false).anonymous).toBe(false);
    expect(asksIdentity(8, true)).toBe(true);
    expect(asksIdentity(3, true)).toBe(false);
  });

  it("drops the attachment id when the option is unchecked", () => {
    expect(
      toComplaintInput({ ...anonymousQueja, isAttachment: false, fileID: "3f0c2a9e-1b7d-4c55-9d1e-8a6b2c4d5e6f", fileName: "a.pdf" }, 3, captcha),
    ).toMatchObject({ fileID: null, fileName: null });
    expect(toComplaintInput({ ...anonymousQueja, isAttachment: true, fileID: "3f0c2a9e-1b7d-4c55-9d1e-8a6b2c4d5e6f" }, 3, captcha).fileID).toBe(
      "3f0c2a9e-1b7d-4c55-9d1e-8a6b2c4d5e6f",
    );
    expect(errorsOf({ ...anonymousQueja, isAttachment: true, fileID: null }).fileID).toBeTruthy();
  });

  it("keeps only the chosen channel's fields; postal in Colombia needs department, city and vereda", () => {
    const postal = { ...anonymousQueja, responseTypeID: "2", email: "x@correo.co" };
    expect(toComplaintInput(postal, 3, captcha)).toMatchObject({ email: null, rootLocation: 1 });
    const errors = errorsOf(postal);
    expect(errors.secondLevelLocation).toBe(M.departmentRequired);
    expect(errors.location).toBe(M.citySelectRequired);
    expect(errors.neighborhood).toBe(M.neighborhoodRequired);
    expect(errors.address).toBe(M.addressRequired);
    const abroad = toComplaintInput({ ...postal, rootLocation: "2", secondLevelLocation: "5", city: "Quito", address: "Av. 1" }, 3, captcha);
    expect(abroad).toMatchObject({ secondLevelLocation: null, location: null, city: "Quito" });
  });

  it("asks the appointment's type, day and hour, and sends the chosen day", () => {
    const v = {
      ...initialComplaintValues(7, true),
      emailPersonal: "a@b.co",
      emailVerif: "a@b.co",
      description: "Motivo",
      responseTypeID: "1",
      email: "a@b.co",
      typeprivacy: true,
    };
    const errors = errorsOf(v, 7);
    expect(errors.presential).toBe(M.presentialRequired);
    expect(errors.DaysAttentions).toBe(M.dayRequired);
    expect(errors.hour).toBe(M.hourRequired);
    expect(toComplaintInput({ ...v, presential: "1", attentionDay: "3|2026-11-25", hour: "14" }, 7, captcha)).toMatchObject({
      anonymous: false,
      presential: 1,
      DaysAttentions: { attentionConfigID: 3, day: "2026-11-25" },
      hour: 14,
    });
  });

  it("e-mail confirmation must match", () => {
    expect(errorsOf({ ...anonymousQueja, emailVerif: "otra@correo.co" }).emailVerif).toBe(M.emailMismatch);
  });

  it("identification type follows applicant type", () => {
    expect(forcedIdentificationType("2")).toBe("2");
    expect(forcedIdentificationType("8")).toBe("5");
    expect(forcedIdentificationType("1")).toBeNull();
    expect(forcedIdentificationType(null)).toBeNull();
  });
});

describe("chooser targets", () => {
  it("type 7 opens the attention link; others the PQRDS link after confirmation; otherwise the form", () => {
    const links = { pqrds: "https://pqrds.gov.co", attention: "https://citas.gov.co" };
    expect(chooserTarget(7, links)).toEqual({ kind: "external", url: "https://citas.gov.co", confirm: false });
    expect(chooserTarget(3, links)).toEqual({ kind: "external", url: "https://pqrds.gov.co", confirm: true });
    expect(chooserTarget(7, { pqrds: "https://pqrds.gov.co", attention: null })).toEqual({ kind: "form" });
    expect(chooserTarget(3, { pqrds: null, attention: "x" })).toEqual({ kind: "form" });
  });
});

describe("display rules", () => {
  it("contact e-mail label and attention hours", () => {
    expect(contactEmailLabel(1)).toBe("Correo electrónico");
    expect(contactEmailLabel(2)).toBe("Correo certificado");
    expect(formatAttentionHour(12)).toBe("12:00 M.");
    expect(formatAttentionHour(14)).toBe("2:00 P.M.");
  });

  it("place names, days left and term highlight", () => {
    expect(placeText({ id: 1, name: "Colombia" }, { id: 5, name: "Antioquia" }, { id: 5001, name: "Medellín" }, null)).toBe("Medellín, Antioquia, Colombia");
    expect(placeText({ id: 2, name: "Ecuador" }, null, null, "Quito")).toBe("Quito, Ecuador");
    expect(placeText(null, null, null, null)).toBeNull();
    expect(daysLeftText(0)).toBe("Vence hoy");
    expect(daysLeftText(3)).toBe("Quedan 3 días hábiles");
    expect(daysLeftText(-2)).toBe("Vencida hace 2 días hábiles");
    // White badge text on every level's colour meets WCAG AA (4.5:1).
    const channel = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16) / 255));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const level of [0, 1, 2, 3]) expect(1.05 / (luminance(levelColor(level)!) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
