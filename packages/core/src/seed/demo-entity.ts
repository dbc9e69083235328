import type { TSettings } from "@portal/schemas/settings/settings.schema";

/** The demo municipality seeded on first start, so a new installation shows a complete portal. Staff replace it in settings. */
export const DEMO_ENTITY: TSettings["entity"] = {
  name: "Alcaldía Municipal de Villa Esperanza",
  title: "Alcaldía de Villa Esperanza — Portal ciudadano",
  logos: [],
  address: "Carrera 5 # 4-32, Plaza principal, Villa Esperanza",
  phone: "(601) 555 0100",
  phoneMobile: "310 555 0100",
  freeCareLine: "01 8000 555 010",
  anticorruptionLine: "01 8000 555 011",
  fax: "(601) 555 0101",
  email: "contactenos@villaesperanza.gov.co",
  emailNotification: "notificacionesjudiciales@villaesperanza.gov.co",
  operationHours: "Lunes a viernes de 8:00 a. m. a 12:00 m. y de 2:00 p. m. a 5:00 p. m.",
  subsidiaries: [
    {
      name: "Sede principal",
      address: "Carrera 5 # 4-32",
      operationHours: "Lunes a viernes 8:00 a. m. – 5:00 p. m.",
      email: "contactenos@villaesperanza.gov.co",
      phonenumber: "(601) 555 0100",
    },
    {
      name: "Secretaría de Hacienda",
      address: "Calle 6 # 5-10",
      operationHours: "Lunes a viernes 8:00 a. m. – 4:00 p. m.",
      email: "hacienda@villaesperanza.gov.co",
      phonenumber: "(601) 555 0120",
    },
    {
      name: "Secretaría de Planeación",
      address: "Calle 6 # 5-12",
      operationHours: "Lunes a viernes 8:00 a. m. – 4:00 p. m.",
      email: "planeacion@villaesperanza.gov.co",
      phonenumber: "(601) 555 0130",
    },
    {
      name: "Inspección de Policía rural",
      address: "Vereda El Carmen, casa comunal",
      operationHours: "Martes y jueves 8:00 a. m. – 12:00 m.",
      email: "inspeccion@villaesperanza.gov.co",
      phonenumber: "(601) 555 0140",
    },
  ],
  socialNetworks: {
    instagram: "https://www.instagram.com/alcaldiavillaesperanza",
    twitter: "https://x.com/alcvillaesperanza",
    youtube: "https://www.youtube.com/@alcaldiavillaesperanza",
    facebook: "https://www.facebook.com/alcaldiavillaesperanza",
  },
  socialLists: [
    [
      { name: "Facebook", url: "https://www.facebook.com/alcaldiavillaesperanza", alias: "alcaldiavillaesperanza", icon: "facebook" },
      { name: "X (Twitter)", url: "https://x.com/alcvillaesperanza", alias: "@alcvillaesperanza", icon: "twitter" },
      { name: "Instagram", url: "https://www.instagram.com/alcaldiavillaesperanza", alias: "alcaldiavillaesperanza", icon: "instagram" },
      { name: "YouTube", url: "https://www.youtube.com/@alcaldiavillaesperanza", alias: "alcaldiavillaesperanza", icon: "youtube" },
    ],
    [
      { name: "Gov.co", url: "https://www.gov.co", alias: "Portal del Estado colombiano", icon: "link" },
      { name: "Urna de Cristal", url: "https://www.urnadecristal.gov.co", alias: "Urna de Cristal", icon: "link" },
    ],
  ],
  creditLink: { label: "Portal ciudadano", url: "/" },
  governmentLogos: [],
};

/**
 * The demo municipality's signing officials, by certificate id (1 paz y salvo … 5 laboral): a citizen trying the portal
 * sees a certificate signed by a named person, as a real one is. Staff change them in /administrador/certificados.
 */
export const DEMO_CERTIFICATE_SIGNERS: Record<number, string> = {
  1: "Martha Lucía Gómez Restrepo",
  2: "Andrés Felipe Rincón Mejía",
  3: "Andrés Felipe Rincón Mejía",
  4: "Carolina Ospina Valencia",
  5: "Jorge Iván Castaño Ruiz",
};
