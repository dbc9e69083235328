/**
 * The staff page "Autodiagnóstico" (issue 31, "Audit readiness"): the criteria of MinTIC's sede-electrónica guide, the
 * Índice de Transparencia y Acceso a la Información (ITA) and Resolución 1519 de 2020 that the portal checks from what
 * it knows, and those a person marks with a justification. Spec silent: the texts are the issue's. Zod-free (the admin
shortcuts in the first load read the title); the inputs are in self-assessment.schema.ts.
 */
export const SELF_ASSESSMENT_AREAS = ["mintic", "ita", "res1519"] as const;
export type TSelfAssessmentArea = (typeof SELF_ASSESSMENT_AREAS)[number];

export const SELF_ASSESSMENT_STATUSES = ["compliant", "nonCompliant", "review"] as const;
export type TSelfAssessmentStatus = (typeof SELF_ASSESSMENT_STATUSES)[number];

/** The criteria the portal computes (core/self-assessment/automatic-criteria.ts answers each). */
export const AUTOMATIC_CRITERIA = [
  "securityHeaders",
  "httpMethods",
  "captchaForms",
  "transparencyLinks",
  "imageDescriptions",
  "pqrdsOnTime",
  "openDataFreshness",
  "accessibilityStatement",
  "brokenLinks",
  "accessibilityRun",
] as const;
/** The criteria a person marks (`SelfAssessmentMark` rows). */
export const MANUAL_CRITERIA = ["dataPolicy", "contingencyPlan", "tlsCertificate"] as const;
export type TAutomaticCriterion = (typeof AUTOMATIC_CRITERIA)[number];
export type TManualCriterion = (typeof MANUAL_CRITERIA)[number];
export type TCriterionId = TAutomaticCriterion | TManualCriterion;

export const SELF_ASSESSMENT_LIMITS = {
  justificationMin: 10,
  justificationMax: 1000,
  /** The accessibility statement is reviewed at least once a year. */
  statementMaxAgeDays: 365,
  /** PQRDS answered on time: the share that passes, and the window read. */
  onTimeMinPercent: 90,
  onTimeWindowMonths: 12,
  /** The open data covers up to the last ended month: older than this many days is stale. */
  openDataMaxAgeDays: 62,
  /** Seconds a download link lives (single use). */
  tokenTtlSeconds: 60,
} as const;

/** The weekly accessibility review (worker: headless Chromium + axe-core over the public pages). */
export const ACCESSIBILITY_RUN_LIMITS = {
  /** Sections and newest publications reviewed besides the fixed pages. */
  sections: 3,
  contents: 3,
  pageTimeoutMs: 30_000,
  /** Violations listed with the evidence (all of them are kept with the run). */
  listed: 15,
  /** axe-core's tags for WCAG 2.1 A and AA (Resolución 1519 de 2020). */
  tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"],
} as const;

/** The public pages every review covers (the citizen's way in: home, PQRDS, transparency, search, procedures…). */
export const ACCESSIBILITY_RUN_PATHS = [
  "/",
  "/pqrds",
  "/pqrds/seguimiento",
  "/transparencia",
  "/tramites-y-servicios",
  "/buscar?q=tramite",
  "/validez",
  "/mapa-del-sitio",
  "/declaracion-de-accesibilidad",
] as const;

/** The newest automatic review as the accessibility statement shows it to anyone: rules broken and where. */
export type TAccessibilityRunView = {
  finishedAt: string;
  pages: number;
  /** It could not run (no Chromium): nothing to show but that. */
  failed: boolean;
  issues: { rule: string; help: string; impact: string | null; paths: string[] }[];
} | null;

/** One axe-core rule broken on one page. */
export type TAccessibilityViolation = { path: string; rule: string; impact: string | null; help: string; nodes: number };

/** The weekly broken-links check (core/self-assessment/link-check.ts): bounded and polite. */
export const LINK_CHECK_LIMITS = {
  maxLinks: 500,
  maxContents: 2000,
  sourcesPerLink: 3,
  /** Links asked at once (never two at once to one host). */
  concurrency: 4,
  timeoutMs: 10_000,
  maxRedirects: 3,
  /** Broken links listed with the evidence (all of them are in the export). */
  listed: 20,
  userAgent: "PortalCiudadano-Autodiagnostico/1.0 (revision semanal de enlaces)",
} as const;

export const SELF_ASSESSMENT_MESSAGES = {
  title: "Autodiagnóstico",
  menuDescription: "Criterios de MinTIC, ITA y Resolución 1519: evidencias, marcas manuales y descargas en PDF y Excel.",
  intro:
    "Criterios de la sede electrónica (MinTIC), del Índice de Transparencia y Acceso a la Información (ITA) y de la Resolución 1519 de 2020: los automáticos se calculan con lo que el portal sabe; los manuales los marca una persona con su justificación.",
  areas: { mintic: "MinTIC – sede electrónica y seguridad digital", ita: "ITA – Procuraduría", res1519: "Resolución 1519 de 2020" },
  statuses: { compliant: "Cumple", nonCompliant: "No cumple", review: "Revisar" },
  kinds: { automatic: "Automático", manual: "Manual" },
  criteria: {
    securityHeaders: "Cabeceras de seguridad HTTP",
    httpMethods: "Métodos HTTP expuestos (solo GET y POST)",
    captchaForms: "Captcha en los formularios públicos",
    transparencyLinks: "Ítems de transparencia con enlace (Anexo 2)",
    imageDescriptions: "Imágenes de los contenidos con descripción",
    pqrdsOnTime: "PQRDS respondidas a tiempo (últimos 12 meses)",
    openDataFreshness: "Datos abiertos de PQRDS actualizados",
    accessibilityStatement: "Declaración de accesibilidad revisada en el último año",
    brokenLinks: "Enlaces de transparencia y contenidos sin romper",
    accessibilityRun: "Revisión automática de accesibilidad (axe-core, WCAG 2.1 AA)",
    dataPolicy: "Política de tratamiento de datos publicada y aprobada",
    contingencyPlan: "Plan de contingencia",
    tlsCertificate: "Certificado TLS vigente",
  },
  evidence: {
    securityHeaders: "El servidor envía en cada respuesta de la API: {headers}.",
    securityHeadersMissing: "Faltan cabeceras: {missing}.",
    methodsSafe: "El ajuste «métodos HTTP seguros para auditoría» está activo: la API REST responde 405 a PUT, PATCH y DELETE, que viajan como POST.",
    methodsOpen: "El ajuste «métodos HTTP seguros para auditoría» está apagado: la API REST recibe PUT, PATCH y DELETE.",
    captchaForms: "Formularios con captcha siempre: {always}. Por sorteo: {random}.",
    transparencyAll: "Los {total} ítems de transparencia activos tienen enlace o página propia.",
    transparencyMissing: "{missing} de {total} ítems de transparencia no tienen enlace. Por categoría: {byCategory}.",
    transparencyNone: "El menú de transparencia no tiene ítems activos.",
    imagesAll: "Los {total} contenidos publicados con imagen la describen.",
    imagesMissing: "{missing} de {total} contenidos publicados con imagen no la describen.",
    onTime: "{onTime} de {answered} PQRDS respondidas entre el {from} y el {to} se respondieron a tiempo ({percent} %); {pending} siguen en trámite.",
    onTimeNone: "Ninguna PQRDS se respondió entre el {from} y el {to}.",
    openData: "Los datos abiertos de PQRDS se generan al descargarlos y cubren hasta el {to} (último mes terminado).",
    statement: "La declaración de accesibilidad se revisó el {date} ({days} días).",
    manualPending: "Sin marcar: una persona debe revisarlo y justificarlo.",
    linksNotChecked: "Los enlaces aún no se han revisado: la revisión corre cada domingo a las 3:00.",
    a11yNotRun: "La revisión automática de accesibilidad aún no ha corrido: corre cada domingo a las 4:00.",
    a11yUnavailable: "La última revisión automática de accesibilidad ({date}) no pudo correr: {error}.",
    a11yClean:
      "Las {pages} páginas públicas revisadas el {date} no tienen violaciones de WCAG 2.1 A/AA que axe-core detecte (la revisión manual sigue siendo necesaria).",
    a11yViolations: "{count} violaciones de WCAG 2.1 A/AA en las páginas públicas revisadas el {date}: {list}.",
    linksNone: "No hay enlaces externos en transparencia ni en los contenidos publicados (revisado el {date}).",
    linksAllWorking: "Los {total} enlaces externos de transparencia y contenidos respondieron el {date}.",
    linksBroken: "{broken} de {total} enlaces externos no respondieron bien el {date}: {list}.",
    manualMarked: "Marcado por {who} el {when}: {justification}",
  },
  figures: {
    headers: "Cabeceras enviadas",
    missing: "Sin enlace",
    total: "Total",
    described: "Con descripción",
    answered: "Respondidas",
    onTime: "A tiempo",
    percent: "% a tiempo",
    ageDays: "Días desde la revisión",
    linksChecked: "Enlaces revisados",
    pagesReviewed: "Páginas revisadas",
    violations: "Violaciones",
    linksBroken: "Enlaces rotos",
  },
  columns: { area: "Área", criterion: "Criterio", kind: "Tipo", status: "Estado", evidence: "Evidencia" },
  justification: "Justificación",
  justificationRequired: "Escribe la justificación",
  justificationShort: "La justificación debe tener al menos 10 caracteres",
  justificationLong: "La justificación debe tener como máximo 1000 caracteres",
  plainText: "La justificación es texto sin etiquetas HTML",
  markTitle: "Marcar criterio",
  mark: "Guardar marca",
  marked: "Marca guardada",
  downloadPdf: "Descargar PDF del autodiagnóstico",
  downloadXlsx: "Descargar Excel del autodiagnóstico",
  generatedAt: "Generado el {date}",
  tokenInvalid: "El enlace de descarga venció o ya se usó: vuelve a pedirlo",
  linkSources: { transparency: "Transparencia", content: "Contenido" },
  checkLinksNow: "Revisar enlaces ahora",
  reviewAccessibilityNow: "Revisar accesibilidad ahora",
  a11yQueued: "Revisión de accesibilidad en curso: el resultado aparece en este informe cuando termine (tarda unos minutos).",
  a11yQueueUnavailable: "No se pudo iniciar la revisión de accesibilidad en este momento: inténtalo más tarde",
  chromiumMissing: "Chromium no está instalado en la máquina del worker (instale el paquete chromium de Debian o defina CHROMIUM_PATH)",
  linksQueued: "Revisión de enlaces en curso: el resultado aparece en este informe cuando termine (vuelve a cargarlo en unos minutos).",
  linksQueueUnavailable: "No se pudo iniciar la revisión de enlaces en este momento: inténtalo más tarde",
  linkErrors: {
    timeout: "No respondió a tiempo",
    tooManyRedirects: "Demasiadas redirecciones",
    privateAddress: "Apunta a una dirección interna o privada: no se consulta",
  },
} as const;

/** One figure shown beside a criterion's evidence (a count, a percentage, a list). */
export type TSelfAssessmentFigure = { label: string; value: string | number };

export type TSelfAssessmentCriterion = {
  id: TCriterionId;
  name: string;
  area: TSelfAssessmentArea;
  areaName: string;
  kind: "automatic" | "manual";
  status: TSelfAssessmentStatus;
  statusName: string;
  evidence: string;
  figures: TSelfAssessmentFigure[];
  /** Manual criteria: the last mark (null until someone marks it). */
  mark: { status: TSelfAssessmentStatus; justification: string; markedBy: string; markedAt: string } | null;
};

export type TSelfAssessmentReport = { generatedAt: string; criteria: TSelfAssessmentCriterion[] };

/** Which area each criterion answers to. */
export const CRITERION_AREAS: Record<TCriterionId, TSelfAssessmentArea> = {
  securityHeaders: "mintic",
  httpMethods: "mintic",
  captchaForms: "mintic",
  transparencyLinks: "res1519",
  imageDescriptions: "res1519",
  pqrdsOnTime: "ita",
  openDataFreshness: "ita",
  accessibilityStatement: "res1519",
  brokenLinks: "ita",
  accessibilityRun: "res1519",
  dataPolicy: "ita",
  contingencyPlan: "mintic",
  tlsCertificate: "mintic",
};

export const SELF_ASSESSMENT_FORMATS = ["pdf", "xlsx"] as const;
export type TSelfAssessmentFormat = (typeof SELF_ASSESSMENT_FORMATS)[number];

/** The file name of a download. */
export const selfAssessmentFileName = (day: string, format: TSelfAssessmentFormat) => `autodiagnostico-${day}.${format}`;
