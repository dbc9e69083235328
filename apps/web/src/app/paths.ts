import { PORTAL_PATHS } from "@portal/schemas/common/portal-paths";
import { NEWSLETTER_PATHS } from "@portal/schemas/newsletter/newsletter-paths";

export { segmentPath } from "@portal/schemas/common/portal-paths";

/** Fixed paths of the spec (route segments that are settings live in the route table). */
export const PATHS = {
  home: "/",
  notFound: "/pagina-no-encontrada",
  serverError: "/error",
  /** Spec 01 §2: goes back in history (home when the tab has no earlier page of the portal). */
  goBack: "/external",
  profile: "/mi-perfil/",
  myRequests: "/mi-perfil/solicitudes",
  myTickets: "/mi-perfil/mensajes",
  menu: "/menu",
  admin: "/administrador",
  search: "/buscar",
  branches: "/sucursales",
  policies: "/politicas/",
  treatmentPolicies: "/politicasTratamiento/",
  newPassword: "/recordar-clave",
  verifyEmail: "/verificar-correo",
  /** The link mailed when failed logins lock an account from one address (/desbloquear-cuenta/{token}). */
  unlockLogin: "/desbloquear-cuenta",
  /** The activation link mailed at registration (/confirmar-registro/{token}). */
  confirmRegistration: "/confirmar-registro",
  contact: PORTAL_PATHS.contact,
  anonymity: "/anonimato/",
  unsubscribe: NEWSLETTER_PATHS.unsubscribe,
  /** The mailed link that confirms a newsletter subscription (/boletin/confirmar/{token}). */
  newsletterConfirm: NEWSLETTER_PATHS.confirm,
  qualify: "/calificar",
  manageComplaint: "/pqrs",
  adminComplaints: "/administrador/pqrs",
  /** The update-data wizard of the main users (spec 03 §4). */
  updateData: "/administrador/actualizar-datos",
  procedures: PORTAL_PATHS.procedures,
  documents: PORTAL_PATHS.documents,
  certificateValidity: PORTAL_PATHS.certificateValidity,
  documentValidity: PORTAL_PATHS.documentValidity,
} as const;
