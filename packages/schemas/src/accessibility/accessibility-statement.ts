/** The accessibility statement (issue 31, "Audit readiness"): the lazy page's texts and defaults. Zod-free. */

/** PQRDS type "Sugerencia" (catalogue id 6): a barrier report is filed as one. */
export const BARRIER_REPORT_TYPE_ID = 6;
/**
 * PQRDS have no tags: a barrier report is a Sugerencia whose description starts with this prefix, so staff find them
 * by type and by the text (the description of every such request begins the same way).
 */
export const BARRIER_REPORT_PREFIX = "Barrera de accesibilidad: ";

/** Spec silent (issue 31): the statement's texts. What the portal does is described as built (README, ARCHITECTURE). */
export const ACCESSIBILITY_STATEMENT_MESSAGES = {
  intro:
    "{entity} se compromete a que este portal pueda ser usado por todas las personas, incluidas las personas con discapacidad, sin importar el dispositivo o la tecnología de apoyo que utilicen.",
  conformanceTitle: "Nivel de conformidad",
  conformance:
    "El portal tiene como meta el nivel AA de las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1 del W3C, como lo exige el Anexo 1 de la Resolución 1519 de 2020 del Ministerio de Tecnologías de la Información y las Comunicaciones, y la Norma Técnica Colombiana NTC 5854.",
  conformancePartial: "Estado: parcialmente conforme. Las excepciones conocidas se listan abajo.",
  conformanceFull: "Estado: conforme. No conocemos barreras pendientes.",
  dateTitle: "Fecha de la declaración",
  date: "Esta declaración se revisó por última vez el {date}.",
  knownIssuesTitle: "Barreras conocidas",
  knownIssuesNone: "No conocemos barreras pendientes en este momento.",
  automaticTitle: "Última revisión automática",
  automaticClean: "El {date} la herramienta axe-core revisó {pages} páginas públicas y no encontró incumplimientos de los criterios A y AA que puede detectar.",
  automaticIssues: "El {date} la herramienta axe-core revisó {pages} páginas públicas y encontró estos incumplimientos, que estamos corrigiendo:",
  automaticNone: "La revisión automática semanal aún no ha corrido.",
  measuresTitle: "Medidas que tomamos",
  measureKeyboard:
    "Teclado: todas las funciones se pueden usar sin ratón. Cada página empieza con el enlace «Saltar al contenido principal», los bloques del inicio tienen enlaces para saltar al siguiente, el foco es visible, y las ventanas emergentes conservan el foco dentro y se cierran con Escape.",
  measureContrast:
    "Contraste y tamaño de letra: el pie de página ofrece «Alto contraste» y los botones A- y A+ para cambiar el tamaño de la letra; el portal recuerda la elección en este navegador.",
  measureScreenReaders:
    "Lectores de pantalla: cada página tiene su título y sus regiones con nombre, los avisos se anuncian sin mover el foco, las imágenes llevan el texto alternativo que escribe quien las publica (un indicador público mide cuántas lo tienen), y el formulario de PQRDS muestra un resumen para revisar antes de enviar.",
  measureMotion: "Movimiento: los carruseles se pueden pausar, se detienen al recibir el foco o el puntero y respetan la preferencia de reducir el movimiento.",
  measureCaptcha:
    "Verificación de seguridad (captcha): además de la imagen, cada verificación trae una pregunta escrita en español que se puede responder en su lugar, y la prueba de trabajo la resuelve el navegador sin intervención de la persona.",
  measureRelay: "Personas sordas o con discapacidad auditiva: el pie de página enlaza el Centro de Relevo.",
  measureTesting:
    "Pruebas: en cada versión, las páginas públicas y las del personal se revisan con la herramienta automática axe-core contra los criterios A y AA.",
  reportTitle: "Reporta una barrera",
  report:
    "Si encuentras una barrera en este portal (algo que no puedes leer, oír, ver o usar con tu tecnología de apoyo), cuéntanos. Tu reporte se radica como una sugerencia (PQRDS), recibe un número de seguimiento y se responde en los términos de ley.",
  reportButton: "Reportar una barrera de accesibilidad",
  reportContact: "También puedes escribirnos a {email} o llamar al {phone}.",
  pqrDisabled: "Para reportar una barrera, usa los canales de atención de la entidad que aparecen en el pie de página.",
} as const;

/** The statement's default date: when this text was written (staff change it in the settings when they review it). */
export const ACCESSIBILITY_STATEMENT_DEFAULT_DATE = "2026-11-28";

/** The known barriers a new portal starts with (one a line in the settings editor); staff rewrite them after each review. */
export const DEFAULT_KNOWN_ACCESSIBILITY_ISSUES = [
  "Los documentos PDF publicados antes de esta versión pueden no estar etiquetados para lectores de pantalla; si necesitas uno en formato accesible, pídelo con el botón de esta página.",
  "Los videos de terceros (YouTube) insertados en los contenidos pueden no tener subtítulos ni audiodescripción.",
  "El mapa del inicio, cuando la entidad lo activa, puede ser difícil de recorrer con teclado o con lector de pantalla.",
] as const;
