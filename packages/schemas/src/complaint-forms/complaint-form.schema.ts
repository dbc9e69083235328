import { z } from "zod";
import { zOptionalLatitude, zOptionalLongitude } from "../common/coordinates.ts";
import { EMAIL_PATTERN } from "../common/email.ts";
import { present } from "../common/present.ts";
import { DIGITS_ONLY } from "../common/text.ts";
import { FILE_MESSAGES } from "../files/upload.schema.ts";
import { zOptionalFileId } from "../files/uploaded-file.schema.ts";
import { COLOMBIA_ID } from "../locations/location-levels.ts";
import {
  COMPLAINT_FORM_TYPE_IDS,
  COMPLAINT_USER_TYPE_IDS,
  FORM_RESPONSE_TYPE_IDS,
  PERSONAL_DATA_KIND_IDS,
  PRESENTIAL,
  personalDataKindOf,
  RESPONSE_TYPES,
} from "./complaint-catalog.ts";
import { COMPLAINT_FORM_MESSAGES, COMPLAINT_LIMITS, FORCED_IDENTIFICATION_TYPE, identityRequired } from "./complaint-form-rules.ts";
import { need, type TIssueSink, zFlag, zOptionalDay, zOptionalId, zText } from "./fields.ts";

const L = COMPLAINT_LIMITS;
const M = COMPLAINT_FORM_MESSAGES;

const zAttentionDayChoice = z
  .object({ attentionConfigID: zOptionalId(M.dayRequired), day: zOptionalDay(M.dayRequired) })
  .loose()
  .nullish()
  .transform((v) => (v && (v.attentionConfigID !== null || v.day !== null) ? { attentionConfigID: v.attentionConfigID, day: v.day } : null));

/** POST complaintforms — the PQRDS request fields of spec 01 §3 (rules of §5). */
export const ZComplaintForm = z
  .object({
    complaintFormTypeID: zOptionalId(M.typeRequired),
    /**
     * Personal-data requests: PERSONAL_DATA_KINDS (consultar, corregir/actualizar/suprimir, revocar). Both readings
     * are honoured: the portal's form asks it (`personalDataKindAsked`) and then it is required; a client following
     * spec 01, which has no such field, files a consulta (the spec's 10 + 5 days).
     */
    personalDataKind: zOptionalId(M.personalDataKindRequired),
    personalDataKindAsked: zFlag,
    anonymous: zFlag,
    complaintFormUserTypeID: zOptionalId(M.userTypeRequired),
    firstName: zText(),
    lastName: zText(),
    firstSurName: zText(),
    lastSurName: zText(),
    identificationType: zOptionalId(M.identificationTypeRequired),
    identification: zText(),
    birthDate: zOptionalDay(M.birthDateInvalid),
    genderID: zOptionalId(M.genderRequired),
    rootLocationPersonal: zOptionalId(M.countryRequired),
    secondLevelLocationPersonal: zOptionalId(M.departmentRequired),
    locationPersonal: zOptionalId(M.citySelectRequired),
    cityPersonal: zText(),
    neighborhoodPersonal: zText(),
    addressPersonal: zText(),
    phoneNumberPersonal: zText(),
    mobileNumberPersonal: zText(),
    emailPersonal: zText(),
    emailVerif: zText(),
    /** Whether the form asked for the e-mail confirmation (default yes). */
    emailEqual: zFlag,
    description: zText(L.descriptionMax),
    presential: zOptionalId(M.presentialRequired),
    DaysAttentions: zAttentionDayChoice,
    hour: zOptionalId(M.hourRequired),
    isAttachment: zFlag,
    fileID: zOptionalFileId(FILE_MESSAGES.missing),
    /**
     * The level of assurance the spec's client sends with a logged-in user's data (spec 01 §3: "loa:1"). Only the
     * session's is ever stored: a client cannot raise its own level.
     */
    loa: zText(10),
    /** An anonymous upload's token (its answer's `uploadToken`), for a client without an upload session. */
    uploadToken: zText(64),
    fileName: zText(),
    responseTypeID: zOptionalId(M.responseTypeRequired),
    email: zText(),
    rootLocation: zOptionalId(M.countryRequired),
    secondLevelLocation: zOptionalId(M.departmentRequired),
    location: zOptionalId(M.citySelectRequired),
    city: zText(),
    neighborhood: zText(),
    address: zText(),
    mobileNumber: zText(),
    phoneNumber: zText(),
    extension: zText(),
    // Where the facts happen (report types, Open311): text first, coordinates optional and only as a pair.
    incidentNeighborhood: zText(),
    incidentAddress: zText(),
    incidentLatitude: zOptionalLatitude,
    incidentLongitude: zOptionalLongitude,
    typeprivacy: zFlag,
    captchaId: zText(64),
    captcha: zText(20),
  })
  .loose()
  .superRefine((v, ctx) => {
    const type = v.complaintFormTypeID;
    need(ctx, type, "complaintFormTypeID", M.typeRequired);
    const personal = identityRequired(type, v.anonymous);
    const legal = v.complaintFormUserTypeID === COMPLAINT_USER_TYPE_IDS.legalPerson;

    // Applicant type and identity.
    if (personal) need(ctx, v.complaintFormUserTypeID, "complaintFormUserTypeID", M.userTypeRequired);
    if (legal) {
      if (personal) need(ctx, v.firstName, "firstName", M.companyNameRequired);
      lengthRule(ctx, v.firstName, "firstName", L.companyNameMin, L.nameMax, M.companyNameMin, M.nameMax);
    } else {
      if (personal) need(ctx, v.firstName, "firstName", M.firstNameRequired);
      lengthRule(ctx, v.firstName, "firstName", L.nameMin, L.nameMax, M.min2, M.nameMax);
    }
    lengthRule(ctx, v.lastName, "lastName", L.nameMin, L.nameMax, M.min2, M.nameMax);
    if (personal && !legal) need(ctx, v.firstSurName, "firstSurName", M.firstSurNameRequired);
    lengthRule(ctx, v.firstSurName, "firstSurName", L.nameMin, L.nameMax, M.min2, M.nameMax);
    lengthRule(ctx, v.lastSurName, "lastSurName", L.nameMin, L.nameMax, M.min2, M.nameMax);
    if (personal) need(ctx, v.identificationType, "identificationType", M.identificationTypeRequired);
    const forced =
      v.complaintFormUserTypeID !== null && v.complaintFormUserTypeID !== undefined ? FORCED_IDENTIFICATION_TYPE[v.complaintFormUserTypeID] : undefined;
    if (forced !== undefined && v.identificationType != null && v.identificationType !== forced) {
      ctx.addIssue({ code: "custom", path: ["identificationType"], message: M.identificationTypeMismatch });
    }
    if (personal) need(ctx, v.identification, "identification", M.identificationRequired);
    digitsRule(
      ctx,
      v.identification,
      "identification",
      L.identificationMin,
      L.identificationMax,
      M.identificationDigits,
      M.identificationMin,
      M.identificationMax,
    );
    if (personal && !legal) need(ctx, v.birthDate, "birthDate", M.birthDateRequired);
    if (v.birthDate && v.birthDate > new Date().toISOString().slice(0, 10)) ctx.addIssue({ code: "custom", path: ["birthDate"], message: M.birthDateInvalid });
    if (personal && !legal) need(ctx, v.genderID, "genderID", M.genderRequired);
    if (v.genderID != null && v.genderID > 2) ctx.addIssue({ code: "custom", path: ["genderID"], message: M.genderRequired });

    // Personal location, address and phones.
    if (personal) need(ctx, v.rootLocationPersonal, "rootLocationPersonal", M.countryRequired);
    if (v.rootLocationPersonal === COLOMBIA_ID) {
      if (personal) {
        need(ctx, v.secondLevelLocationPersonal, "secondLevelLocationPersonal", M.departmentRequired);
        need(ctx, v.locationPersonal, "locationPersonal", M.citySelectRequired);
        need(ctx, v.neighborhoodPersonal, "neighborhoodPersonal", M.neighborhoodPersonalRequired);
      }
    } else if (v.rootLocationPersonal != null && personal) {
      need(ctx, v.cityPersonal, "cityPersonal", M.cityRequired);
    }
    lengthRule(ctx, v.cityPersonal, "cityPersonal", L.placeMin, L.placeMax, M.min2, M.placeMax);
    lengthRule(ctx, v.neighborhoodPersonal, "neighborhoodPersonal", L.placeMin, L.placeMax, M.min2, M.placeMax);
    if (personal) need(ctx, v.addressPersonal, "addressPersonal", M.addressPersonalRequired);
    lengthRule(ctx, v.addressPersonal, "addressPersonal", 0, L.addressMax, M.addressMax, M.addressMax);
    digitsRule(ctx, v.phoneNumberPersonal, "phoneNumberPersonal", L.landlineMin, L.phoneMax, M.phoneDigits, M.landlineMin, M.phoneMax);
    if (personal) need(ctx, v.mobileNumberPersonal, "mobileNumberPersonal", M.mobilePersonalRequired);
    digitsRule(ctx, v.mobileNumberPersonal, "mobileNumberPersonal", L.mobileMin, L.phoneMax, M.phoneDigits, M.mobileMin, M.phoneMax);

    // Personal e-mail and its confirmation (all modes).
    if (emailRule(ctx, v.emailPersonal, "emailPersonal")) {
      const confirmationAsked = v.emailEqual !== false;
      if (confirmationAsked && !v.emailVerif) ctx.addIssue({ code: "custom", path: ["emailVerif"], message: M.emailConfirmRequired });
      else if (v.emailVerif && v.emailVerif.toLowerCase() !== (v.emailPersonal ?? "").toLowerCase()) {
        ctx.addIssue({ code: "custom", path: ["emailVerif"], message: M.emailMismatch });
      }
    }

    // Description.
    if (need(ctx, v.description, "description", M.descriptionRequired)) {
      lengthRule(ctx, v.description, "description", L.descriptionMin, L.descriptionMax, M.descriptionMin, M.descriptionMax);
    }

    // Personal data (Ley 1581 arts. 14–15): a consulta or a reclamo, whose terms differ.
    if (type === COMPLAINT_FORM_TYPE_IDS.personalDataRequest) {
      const given = v.personalDataKind != null;
      if ((v.personalDataKindAsked === true && !given) || (given && !personalDataKindOf(v.personalDataKind))) {
        ctx.addIssue({ code: "custom", path: ["personalDataKind"], message: M.personalDataKindRequired });
      }
    }

    // Appointment block.
    if (type === COMPLAINT_FORM_TYPE_IDS.appointment) {
      if (need(ctx, v.presential, "presential", M.presentialRequired) && v.presential !== PRESENTIAL.inPerson && v.presential !== PRESENTIAL.virtual) {
        ctx.addIssue({ code: "custom", path: ["presential"], message: M.presentialRequired });
      }
      if (!v.DaysAttentions?.attentionConfigID || !v.DaysAttentions.day) ctx.addIssue({ code: "custom", path: ["DaysAttentions"], message: M.dayRequired });
      if (need(ctx, v.hour, "hour", M.hourRequired) && v.hour > L.hourMax) ctx.addIssue({ code: "custom", path: ["hour"], message: M.hourRequired });
    }

    // Attachment.
    if (v.isAttachment === true) need(ctx, v.fileID, "fileID", M.attachmentRequired);

    // Response channel.
    const channel = v.responseTypeID;
    if (need(ctx, channel, "responseTypeID", M.responseTypeRequired) && !FORM_RESPONSE_TYPE_IDS.includes(channel)) {
      ctx.addIssue({ code: "custom", path: ["responseTypeID"], message: M.responseTypeRequired });
    }
    if (channel === RESPONSE_TYPES.email) emailRule(ctx, v.email, "email");
    if (channel === RESPONSE_TYPES.postal) {
      need(ctx, v.rootLocation, "rootLocation", M.countryRequired);
      if (v.rootLocation === COLOMBIA_ID) {
        need(ctx, v.secondLevelLocation, "secondLevelLocation", M.departmentRequired);
        need(ctx, v.location, "location", M.citySelectRequired);
        if (need(ctx, v.neighborhood, "neighborhood", M.neighborhoodRequired))
          lengthRule(ctx, v.neighborhood, "neighborhood", L.placeMin, L.placeMax, M.min2, M.placeMax);
      } else if (v.rootLocation != null) {
        if (need(ctx, v.city, "city", M.cityRequired)) lengthRule(ctx, v.city, "city", L.placeMin, L.placeMax, M.min2, M.placeMax);
      }
      if (need(ctx, v.address, "address", M.addressRequired)) lengthRule(ctx, v.address, "address", 0, L.addressMax, M.addressMax, M.addressMax);
    }
    if (channel === RESPONSE_TYPES.phone) {
      if (need(ctx, v.mobileNumber, "mobileNumber", M.mobileRequired))
        digitsRule(ctx, v.mobileNumber, "mobileNumber", L.mobileMin, L.phoneMax, M.phoneDigits, M.mobileMin, M.phoneMax);
      digitsRule(ctx, v.phoneNumber, "phoneNumber", L.landlineMin, L.phoneMax, M.phoneDigits, M.landlineMin, M.phoneMax);
      digitsRule(ctx, v.extension, "extension", 1, L.extensionMax, M.phoneDigits, M.phoneDigits, M.extensionMax);
    }

    lengthRule(ctx, v.incidentNeighborhood, "incidentNeighborhood", L.placeMin, L.placeMax, M.min2, M.placeMax);
    lengthRule(ctx, v.incidentAddress, "incidentAddress", 0, L.addressMax, M.addressMax, M.addressMax);
    if ((v.incidentLatitude === null) !== (v.incidentLongitude === null))
      ctx.addIssue({ code: "custom", path: [v.incidentLatitude === null ? "incidentLatitude" : "incidentLongitude"], message: M.coordinatesBoth });

    if (v.typeprivacy !== true) ctx.addIssue({ code: "custom", path: ["typeprivacy"], message: M.privacyRequired });
    need(ctx, v.captchaId, "captcha", M.captchaRequired);
  })
  .transform((v) => {
    const isAppointment = v.complaintFormTypeID === COMPLAINT_FORM_TYPE_IDS.appointment;
    const channel = v.responseTypeID;
    const postal = channel === RESPONSE_TYPES.postal;
    const colombiaPostal = postal && v.rootLocation === COLOMBIA_ID;
    const colombiaPersonal = v.rootLocationPersonal === COLOMBIA_ID;
    return {
      ...v,
      complaintFormTypeID: present(v.complaintFormTypeID, "complaintFormTypeID"),
      personalDataKind: v.complaintFormTypeID === COMPLAINT_FORM_TYPE_IDS.personalDataRequest ? (v.personalDataKind ?? PERSONAL_DATA_KIND_IDS.consult) : null,
      responseTypeID: present(channel, "responseTypeID"),
      description: present(v.description, "description"),
      emailPersonal: present(v.emailPersonal, "emailPersonal").toLowerCase(),
      anonymous: v.anonymous === true,
      // Second and third levels only for Colombia; free-text city only abroad.
      secondLevelLocationPersonal: colombiaPersonal ? v.secondLevelLocationPersonal : null,
      locationPersonal: colombiaPersonal ? v.locationPersonal : null,
      cityPersonal: colombiaPersonal ? null : v.cityPersonal,
      // The attachment id is dropped when the attachment option is unchecked.
      fileID: v.isAttachment === true ? v.fileID : null,
      isAttachment: v.isAttachment === true,
      presential: isAppointment ? v.presential : null,
      DaysAttentions: isAppointment ? v.DaysAttentions : null,
      hour: isAppointment ? v.hour : null,
      // Only the chosen channel's contact data is kept.
      email: channel === RESPONSE_TYPES.email ? present(v.email, "email").toLowerCase() : null,
      rootLocation: postal ? v.rootLocation : null,
      secondLevelLocation: colombiaPostal ? v.secondLevelLocation : null,
      location: colombiaPostal ? v.location : null,
      city: postal && !colombiaPostal ? v.city : null,
      neighborhood: colombiaPostal ? v.neighborhood : null,
      address: postal ? v.address : null,
      mobileNumber: channel === RESPONSE_TYPES.phone ? v.mobileNumber : null,
      phoneNumber: channel === RESPONSE_TYPES.phone ? v.phoneNumber : null,
      extension: channel === RESPONSE_TYPES.phone ? v.extension : null,
      typeprivacy: true as const,
    };
  });
export type TComplaintFormInput = z.input<typeof ZComplaintForm>;
export type TComplaintForm = z.output<typeof ZComplaintForm>;

function lengthRule(ctx: TIssueSink, value: string | null, path: string, min: number, max: number, minMessage: string, maxMessage: string) {
  if (value === null) return;
  if (value.length < min) ctx.addIssue({ code: "custom", path: [path], message: minMessage });
  else if (value.length > max) ctx.addIssue({ code: "custom", path: [path], message: maxMessage });
}

function digitsRule(
  ctx: TIssueSink,
  value: string | null,
  path: string,
  min: number,
  max: number,
  digitsMessage: string,
  minMessage: string,
  maxMessage: string,
) {
  if (value === null) return;
  if (!DIGITS_ONLY.test(value)) ctx.addIssue({ code: "custom", path: [path], message: digitsMessage });
  else if (value.length < min) ctx.addIssue({ code: "custom", path: [path], message: minMessage });
  else if (value.length > max) ctx.addIssue({ code: "custom", path: [path], message: maxMessage });
}

/** Required, standard pattern, at most 250. Returns whether the address is valid. */
function emailRule(ctx: TIssueSink, value: string | null, path: string): boolean {
  if (!need(ctx, value, path, M.emailRequired)) return false;
  if (value.length > L.emailMax) {
    ctx.addIssue({ code: "custom", path: [path], message: M.emailMax });
    return false;
  }
  if (!EMAIL_PATTERN.test(value)) {
    ctx.addIssue({ code: "custom", path: [path], message: M.emailInvalid });
    return false;
  }
  return true;
}
