/**
 * The electronic seal of the portal's documents (issue 31): the notice printed on a sealed document and the answers
 * of a check of an uploaded PDF. Spec silent: the texts are the issue's.
 */
export const SEAL_MESSAGES = {
  demoHolder: "Sello de DEMOSTRACIÓN del Portal ciudadano (sin validez jurídica)",
  p12WithoutKey: "El archivo PKCS#12 del sello (SEAL_P12_PATH) no contiene la clave privada",
  p12WithoutCertificate: "El archivo PKCS#12 del sello (SEAL_P12_PATH) no contiene un certificado",
  notice: "Documento sellado electrónicamente por {entity}. Verifique su integridad en {page} cargando este PDF o con el código {code}.",
  demoNotice: "Sello de DEMOSTRACIÓN: este documento no tiene validez jurídica.",
  /** A report (PQRDS report, Autodiagnóstico) has no validity code: only the file itself is checked. */
  reportNotice: "Documento sellado electrónicamente por {entity}. Verifique su integridad en {page} cargando este PDF.",
  uploadLabel: "O carga el PDF para comprobar su sello",
  uploadHelp: "Comprobamos la firma del documento y que no haya sido modificado. El archivo no se guarda.",
  uploadButton: "Comprobar PDF",
  fileRequired: "Selecciona el archivo PDF del documento",
  notPdf: "El archivo no es un PDF",
  tooLarge: "El PDF supera el tamaño máximo de {mb} MB",
  results: {
    valid: "Documento auténtico: lo selló {holder} el {date} y no ha sido modificado desde entonces.",
    validDemo: "El sello es auténtico, pero es un sello de DEMOSTRACIÓN: el documento no tiene validez jurídica.",
    modified: "El documento fue modificado después de sellarlo: no es el documento que expidió la entidad.",
    notOurs: "El documento está sellado, pero no con el sello de esta entidad.",
    revoked: "El archivo no fue modificado, pero el documento ya no es válido. {reason}.",
    unsealed: "El documento no tiene un sello electrónico: no podemos comprobarlo por el archivo (usa el código de verificación).",
  },
  codeLine: "Código de verificación del documento: {code}.",
  checkCode: "Ver el estado del código",
} as const;

/** Where a PDF is checked, under the API's base path. */
export const SEAL_CHECK_PATH = "validity/pdf";

/** The largest PDF a check takes (a sealed document of the portal weighs a few tens of KB). */
export const SEAL_CHECK_MAX_BYTES = 10 * 1024 * 1024;

/** valid; modified after sealing; sealed by another certificate; without a seal; authentic but its code revoked, expired or unknown. */
export type TSealCheckStatus = "valid" | "modified" | "notOurs" | "unsealed" | "revoked";

/** What a check of an uploaded PDF answers. */
export interface TSealCheck {
  status: TSealCheckStatus;
  message: string;
  /** Who sealed it and when, for a valid seal of this entity. */
  holder: string | null;
  signedAt: string | null;
  demo: boolean;
  /** The document's validity code and the page that shows its status (revoked, expired…), when the file names them. */
  code: string | null;
  validityPath: string | null;
}
