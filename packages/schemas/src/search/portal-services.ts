import { CERTIFICATE_LINKS } from "../certificates/certificate-catalog.ts";
import { complaintPathsOf, PORTAL_PATHS } from "../common/portal-paths.ts";
import { LETTER_VALIDITY_PATH } from "../complaint-forms/letter-validity-path.ts";
import { TRANSPARENCY_PATH } from "../transparency/transparency-paths.ts";

/**
 * What the portal itself offers (zod-free, shared by the search and the web's service lists): the certificate
 * catalogue's five forms, the document download, the PQRDS and their tracking (when the PQRDS setting is on), the
 * validity checks, contact and transparency (when its page is on). `keywords` are the words a citizen may type for it,
 * searched with the contents' Spanish full text; `main` ones are offered when a search finds nothing; `online` ones
 * are procedures done here (the procedures page lists them).
 */
export type TPortalService = { key: string; title: string; description: string; path: string; keywords: string; main: boolean; online: boolean };

/** The settings the list depends on. */
export type TPortalServiceSettings = { pqrEnabled: boolean; routes: { complaint: string }; transparencyActive?: boolean };

const CERTIFICATE_KEYWORDS = "certificado certificados constancia trámite en línea descargar";

export function portalServices(settings: TPortalServiceSettings): TPortalService[] {
  const pqrds = complaintPathsOf(settings.routes.complaint);
  return [
    ...CERTIFICATE_LINKS.map((c) => ({
      key: `certificate-${c.id}`,
      title: c.title,
      description: "Solicítalo y descárgalo en línea.",
      path: c.path,
      keywords: CERTIFICATE_KEYWORDS,
      main: true,
      online: true,
    })),
    {
      key: "documents",
      title: "Descarga de documentos",
      description: "Descarga los documentos que expide la entidad.",
      path: PORTAL_PATHS.documents,
      keywords: "documento documentos descargar expedir",
      main: false,
      online: true,
    },
    ...(settings.pqrEnabled
      ? [
          {
            key: "pqrds",
            title: "Radicar una PQRDS",
            description: "Peticiones, quejas, reclamos, denuncias y sugerencias.",
            path: pqrds.chooser,
            keywords:
              "pqrds pqrs pqr petición peticiones queja quejas reclamo reclamos denuncia denuncias sugerencia sugerencias solicitud derecho de petición radicar",
            main: true,
            online: true,
          },
          {
            key: "tracking",
            title: "Consultar mi solicitud",
            description: "El estado y la respuesta de una PQRDS radicada.",
            path: pqrds.tracking,
            keywords: "seguimiento consultar radicado número estado respuesta solicitud pqrds",
            main: true,
            online: true,
          },
        ]
      : []),
    {
      key: "certificate-validity",
      title: "Validez de certificados",
      description: "Verifica que un certificado expedido por la entidad es auténtico.",
      path: PORTAL_PATHS.certificateValidity,
      keywords: "validar validez verificar autenticidad código certificado",
      main: false,
      online: false,
    },
    {
      key: "document-validity",
      title: "Validez de documentos",
      description: "Verifica que un documento expedido por la entidad es auténtico.",
      path: PORTAL_PATHS.documentValidity,
      keywords: "validar validez verificar autenticidad código documento",
      main: false,
      online: false,
    },
    {
      key: "letter-validity",
      title: "Validez de cartas de respuesta",
      description: "Verifica una carta de respuesta a una PQRDS.",
      path: LETTER_VALIDITY_PATH,
      keywords: "validar validez verificar carta respuesta pqrds",
      main: false,
      online: false,
    },
    {
      key: "contact",
      title: "Contáctenos",
      description: "Canales de atención, horarios y sedes.",
      path: PORTAL_PATHS.contact,
      keywords: "contacto contactar teléfono correo dirección horario atención sedes sucursales",
      main: true,
      online: false,
    },
    ...(settings.transparencyActive === false
      ? []
      : [
          {
            key: "transparency",
            title: "Transparencia y acceso a la información pública",
            description: "La información que la entidad publica por ley.",
            path: TRANSPARENCY_PATH,
            keywords: "transparencia ley 1712 información pública presupuesto contratación planeación",
            main: true,
            online: false,
          },
        ]),
    {
      key: "procedures",
      title: "Trámites y servicios",
      description: "Los trámites y servicios que ofrece la entidad.",
      path: PORTAL_PATHS.procedures,
      keywords: "trámites trámite servicios servicio",
      main: false,
      online: false,
    },
  ];
}
