/**
 * Fixed paths of the portal's own service pages (spec 01 §2), zod-free: the web's route table and the server's search
 * index (search/portal-services.ts) both read them, so a page and what the search links to never drift apart.
 */
export const PORTAL_PATHS = {
  /** The procedures page (spec 02: the tramites-y-servicios section with its own layout). */
  procedures: "/tramites-y-servicios",
  /** Certificate validity (spec 01 §2 /validez). */
  certificateValidity: "/validez",
  /** The document download (spec 01 §8: /certificate/documents/{id}). */
  documents: "/certificate/documents",
  documentValidity: "/document-validez",
  contact: "/contactenos/",
} as const;

/** `/{segment}` from a settings route name. */
export function segmentPath(segment: string): string {
  return `/${segment.replace(/^\/+|\/+$/g, "")}`;
}

/** The PQRDS paths, from the settings' complaint segment (spec 01 §2). */
export function complaintPathsOf(segment: string) {
  const base = segmentPath(segment);
  return { chooser: base, tracking: `${base}/seguimiento`, form: (typeId: number | ":complaintFormTypeId") => `${base}/enviar/${typeId}` };
}
