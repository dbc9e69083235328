/**
 * First path segments the portal answers itself, which no route setting may take and the API base path may not start
 * with: a route "files" or a base path "/trpc" would hide (or be hidden by) the server's own handlers, and a segment
 * like "administrador" would shadow a fixed page. Zod-free: the web's route test reads it.
 */

/** The server's own prefixes: tRPC, uploaded files, the built app's assets, health checks, and the REST API's usual root. */
export const SERVER_PATH_SEGMENTS = ["api", "trpc", "files", "assets", "healthz", "readyz"] as const;

/**
 * The first segments of the web's fixed pages (apps/web/src/app/route-table.test.ts checks the route table against
 * this list, so a new fixed page must be added here).
 */
export const PAGE_PATH_SEGMENTS = [
  "administrador",
  "anonimato",
  "boletin",
  "buscar",
  "calificar",
  "carta-validez",
  "certificate",
  "confirmar-registro",
  "constancia-validez",
  "contactenos",
  "darme-de-baja",
  "declaracion-de-accesibilidad",
  "desarrolladores",
  "desbloquear-cuenta",
  "document-validez",
  "error",
  "estadisticas",
  "external",
  "indicadores",
  "mapa-del-sitio",
  "menu",
  "mi-perfil",
  "pagina-no-encontrada",
  "politicas",
  "politicastratamiento",
  "pqrs",
  "recordar-clave",
  "sucursales",
  "tramites",
  "tramites-y-servicios",
  "transparencia",
  "user",
  "validez",
  "verificar-correo",
] as const;

/**
 * spec 02/03 §2 "/tema/{seed}: admin link to a section": answered whatever the tag route setting says (the web sends
 * it on to the section's page), so no other route setting may take it.
 */
export const SECTION_SEED_SEGMENT = "tema";

export const RESERVED_PATH_SEGMENTS: ReadonlySet<string> = new Set([...SERVER_PATH_SEGMENTS, ...PAGE_PATH_SEGMENTS]);

/** The first segment of a path ("/api/v1" → "api"), lower case. */
export const firstSegment = (path: string): string => (path.split("/").find((s) => s !== "") ?? "").toLowerCase();

/** A route setting's segment that the portal already uses for something else. */
export const isReservedSegment = (segment: string): boolean => RESERVED_PATH_SEGMENTS.has(segment.toLowerCase());

/** The API base path may live under /api (its default, /api/v1) but under no other reserved prefix. */
export const isReservedBasePath = (path: string): boolean => firstSegment(path) !== "api" && RESERVED_PATH_SEGMENTS.has(firstSegment(path));
