/**
 * The applicant of the tests' personal-mode PQRDS: a natural person (Cédula de ciudadanía) living in Laureles,
 * Medellín (DIVIPOLA 05001), with every personal field the form asks of a natural person.
 */
export const PERSONAL_APPLICANT = {
  complaintFormUserTypeID: 1,
  firstName: "Ana",
  lastName: "María",
  firstSurName: "Pérez",
  lastSurName: "Gil",
  identificationType: 1,
  identification: "1020304050",
  birthDate: "1990-05-04",
  genderID: 1,
  rootLocationPersonal: 1,
  secondLevelLocationPersonal: 5,
  locationPersonal: 5001,
  neighborhoodPersonal: "Laureles",
  addressPersonal: "Calle 10 # 20-30",
  phoneNumberPersonal: "6041234",
  mobileNumberPersonal: "3001234567",
} as const;
