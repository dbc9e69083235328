/**
 * The indicators the worker computes from the portal's own data (spec silent on which: these are what a public
 * entity is held to — answering PQRDS on time, publishing current contents, the transparency menu of Resolución
 * 1519 de 2020, accessible images). Zod-free: the seed writes these rows and the job scores them.
 * `type` 1: a percentage (higher is better); type 2: a count against a threshold (`maxValue` or more scores 0).
 */
export const INDICATOR_IDS = { pqrdsOnTime: 1, pqrdsOverdue: 2, contentsUpdated: 3, transparencyLinks: 4, imageDescriptions: 5 } as const;
export type TIndicatorKey = keyof typeof INDICATOR_IDS;

export type TIndicatorDefinition = {
  indicatorId: number;
  key: TIndicatorKey;
  name: string;
  description: string;
  recommendations: string;
  link: string | null;
};

export const INDICATOR_CATALOG: readonly TIndicatorDefinition[] = [
  {
    indicatorId: INDICATOR_IDS.pqrdsOnTime,
    key: "pqrdsOnTime",
    name: "PQRDS respondidas a tiempo",
    description: "Porcentaje de las PQRDS que vencían en el periodo y se respondieron a más tardar en su fecha de vencimiento.",
    recommendations:
      "Revise a diario las solicitudes próximas a vencer, delegue las que no le corresponden y responda dentro del término legal (Ley 1755 de 2015). Use la prórroga solo cuando esté justificada.",
    link: "/administrador/pqrds",
  },
  {
    indicatorId: INDICATOR_IDS.pqrdsOverdue,
    key: "pqrdsOverdue",
    name: "PQRDS abiertas vencidas",
    description: "Solicitudes abiertas cuya fecha de vencimiento ya pasó al cierre del periodo. Cada una resta puntos; 10 o más dejan el indicador en cero.",
    recommendations: "Atienda primero las solicitudes vencidas: respóndalas o ciérrelas con la respuesta que corresponda e informe al ciudadano.",
    link: "/administrador/pqrds",
  },
  {
    indicatorId: INDICATOR_IDS.contentsUpdated,
    key: "contentsUpdated",
    name: "Contenidos actualizados",
    description: "Contenidos publicados o actualizados en los 30 días anteriores al cierre del periodo. 10 o más dan el puntaje completo.",
    recommendations: "Publique noticias, eventos y documentos con regularidad y revise que la información vigente esté al día.",
    link: "/administrador/contenidos",
  },
  {
    indicatorId: INDICATOR_IDS.transparencyLinks,
    key: "transparencyLinks",
    name: "Transparencia con enlace",
    description: "Porcentaje de los ítems activos del menú de Transparencia y acceso a la información pública que tienen un enlace publicado.",
    recommendations: "Complete en /transparencia el enlace de cada ítem de la Resolución 1519 de 2020 que aún no lo tenga.",
    link: "/transparencia",
  },
  {
    indicatorId: INDICATOR_IDS.imageDescriptions,
    key: "imageDescriptions",
    name: "Accesibilidad de las imágenes",
    description: "Porcentaje de los contenidos publicados con imagen que tienen su descripción de imagen (texto alternativo), criterio 1.1.1 de WCAG 2.1.",
    recommendations: "Escriba en cada contenido con imagen una descripción breve de lo que muestra la imagen, para quienes usan lectores de pantalla.",
    link: "/administrador/contenidos",
  },
];

/** Entity types for the ranking by type (spec: "general and by entity type"); 0 is the general ranking. */
export const SITE_TYPES = [
  { siteTypeId: 1, name: "Alcaldía" },
  { siteTypeId: 2, name: "Gobernación" },
  { siteTypeId: 3, name: "Entidad del orden nacional" },
  { siteTypeId: 4, name: "Entidad descentralizada" },
] as const;
export const GENERAL_RANKING = 0;
