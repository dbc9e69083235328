import type { TSettingKey } from "./settings.schema.ts";

/** The settings editor's tabs (spec silent on its layout): every editable key appears in exactly one (a test checks). */
export const SETTINGS_EDITOR_TABS: readonly { value: string; label: string; keys: readonly TSettingKey[] }[] = [
  { value: "portal", label: "Portal y rutas", keys: ["routes", "siteTheme", "sliderVariant", "transparencyActive", "session", "apiBasePath", "accessibilityStatement"] },
  { value: "files", label: "Archivos y seguridad", keys: ["uploads", "captchaThreshold", "captchaQuestions", "invalidWords", "commentModeration", "auditSafeMethods"] },
  { value: "services", label: "Servicios y enlaces", keys: ["pqrEnabled", "chatEnabled", "externalLinks", "searchSynonyms"] },
  { value: "entity", label: "Datos de la entidad", keys: ["entity"] },
  { value: "map", label: "Mapa y estadísticas", keys: ["homeMap", "statistics", "demoRankingPeers"] },
];

/** Names of the settings and their fields in Spanish, by path ("entity.subsidiaries.name"); a leaf name alone is the fallback. */
export const SETTINGS_LABELS: Readonly<Record<string, string>> = {
  routes: "Segmentos de las rutas", "routes.tag": "Secciones (temas)", "routes.contentInfo": "Publicaciones", "routes.comment": "Participación",
  "routes.user": "Perfiles de usuario", "routes.notifications": "Notificaciones", "routes.complaint": "PQRDS",
  apiBasePath: "Prefijo de la API", siteTheme: "Tema del sitio", sliderVariant: "Variante del carrusel principal", transparencyActive: "Página de transparencia activa",
  accessibilityStatement: "Declaración de accesibilidad", "accessibilityStatement.reviewedOn": "Fecha de la última revisión (aaaa-mm-dd)",
  "accessibilityStatement.knownIssues": "Barreras conocidas (una por línea)",
  session: "Sesión", "session.ttlMinutes": "Minutos de inactividad antes de cerrar la sesión",
  uploads: "Archivos", "uploads.maxSizeMbAdmin": "Tamaño máximo para el personal (MB)", "uploads.maxSizeMbPublic": "Tamaño máximo para el público (MB)",
  "uploads.minImageWidth": "Ancho mínimo de las imágenes (px)", "uploads.minImageHeight": "Alto mínimo de las imágenes (px)",
  captchaThreshold: "Umbral del captcha (0–99)", captchaQuestions: "Preguntas propias del captcha (alternativa accesible a la imagen)",
  "captchaQuestions.question": "Pregunta", "captchaQuestions.answers": "Respuestas aceptadas", invalidWords: "Palabras no permitidas en comentarios", commentModeration: "Moderación de comentarios",
  auditSafeMethods: "API REST solo por GET y POST (PUT, PATCH y DELETE como POST con X-HTTP-Method-Override; el proxy puede bloquear los demás métodos)",
  pqrEnabled: "PQRDS habilitadas", chatEnabled: "Chat habilitado",
  searchSynonyms: "Sinónimos del buscador (cada línea: términos equivalentes separados por comas)",
  externalLinks: "Enlaces externos", "externalLinks.pqrds": "PQRDS externas", "externalLinks.attention": "Agendar cita", "externalLinks.reservedIdentity": "Identidad reservada",
  "externalLinks.relayCenter": "Centro de relevo", "externalLinks.legalHour": "Hora legal",
  entity: "Entidad", "entity.name": "Nombre de la entidad", "entity.title": "Título del portal", "entity.logos": "Logos del encabezado",
  "entity.address": "Dirección", "entity.phone": "Teléfono", "entity.phoneMobile": "Celular", "entity.freeCareLine": "Línea gratuita",
  "entity.anticorruptionLine": "Línea anticorrupción", "entity.fax": "Fax", "entity.email": "Correo de contacto",
  "entity.emailNotification": "Correo de notificaciones judiciales", "entity.operationHours": "Horario de atención",
  "entity.subsidiaries": "Sedes", "entity.subsidiaries.phonenumber": "Teléfonos", "entity.socialNetworks": "Redes sociales (\"false\" las oculta)",
  "entity.socialLists": "Redes del pie de página (dos listas)", "entity.creditLink": "Enlace de créditos", "entity.governmentLogos": "Logos del pie de página",
  homeMap: "Mapa del home", "homeMap.tileUrl": "Dirección de los mosaicos (https con {z}, {x}, {y})", "homeMap.attribution": "Atribución del mapa",
  statistics: "Estadísticas", "statistics.siteTypeId": "Tipo de entidad", "statistics.embedUrl": "Tablero embebido", "statistics.imageUrl": "Imagen de estadísticas",
  "statistics.reports": "Informes históricos", demoRankingPeers: "Entidades de ejemplo en los rankings (solo demostración)",
  name: "Nombre", title: "Título", url: "Dirección (URL)", alt: "Texto alternativo", link: "Enlace", address: "Dirección", operationHours: "Horario",
  email: "Correo", alias: "Alias", icon: "Ícono", label: "Texto", instagram: "Instagram", twitter: "Twitter", youtube: "YouTube", facebook: "Facebook",
  fileID: "Archivo", uploadedAt: "Fecha de carga",
};

/** The label of a field path, by its full path, then its path without list positions, then its leaf name. */
export function settingLabel(path: readonly (string | number)[]): string {
  const names = path.filter((p): p is string => typeof p === "string");
  return SETTINGS_LABELS[path.join(".")] ?? SETTINGS_LABELS[names.join(".")] ?? SETTINGS_LABELS[names.at(-1) ?? ""] ?? names.join(".");
}
