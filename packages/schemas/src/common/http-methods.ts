/**
 * The audit-safe HTTP methods mode (setting `auditSafeMethods`, issue 31): the REST area answers every call over GET
 * and POST only, so the entity's proxy may block PUT, PATCH, DELETE, TRACE and OPTIONS as MinTIC's security criterion
 * asks. A write other than POST travels as a POST naming its method in this header (or a `_method` field). Zod-free:
 * the web client's fetch helper reads it on every call.
 */
export const METHOD_OVERRIDE_HEADER = "X-HTTP-Method-Override";
/** The body or query field that may name the method instead of the header (forms and clients that cannot set headers). */
export const METHOD_OVERRIDE_FIELD = "_method";
/** The only methods an override may name: a POST never becomes a GET, HEAD, OPTIONS or TRACE. */
export const OVERRIDABLE_METHODS = ["PUT", "PATCH", "DELETE"] as const;
/** The `Allow` header of a 405 while the mode is on. */
export const AUDIT_SAFE_ALLOW = "GET, POST";

export function isOverridableMethod(method: string): method is (typeof OVERRIDABLE_METHODS)[number] {
  return (OVERRIDABLE_METHODS as readonly string[]).includes(method);
}

/** Spec silent (issue 31): the answers of the REST area while the mode is on. */
export const HTTP_METHOD_MESSAGES = {
  notAllowed:
    "Este portal solo recibe solicitudes GET y POST: envía un POST con el encabezado X-HTTP-Method-Override (o el campo _method) con PUT, PATCH o DELETE",
  badOverride: "X-HTTP-Method-Override y _method solo admiten PUT, PATCH o DELETE",
} as const;
