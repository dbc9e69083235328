/**
 * The menu "Transparencia y acceso a la información pública" of Resolución 1519 de 2020 (MinTIC), Anexo 2: its
 * numbered categories and sub-items, written from the annex. A new entity starts from this legal scaffold with every
 * item unlinked ("Sin enlace"); administrators link each one to its document. Zod-free: the seed and tests read it.
 */
/** `link`: a page the portal itself publishes, linked from the start (the PQRDS open data). */
export type TScaffoldItem = { idIndex: string; title: string; description: string; specialSection?: string; link?: string };
export type TScaffoldGroup = { idIndex: string; title: string; description: string; items: TScaffoldItem[]; subgroups?: TScaffoldGroup[] };

import { OPEN_DATA_PAGE_PATH } from "../complaint-forms/open-data-paths.ts";

/** The special section of the PQRDS report (spec 02 §6), which a later feature generates from the portal's data. */
export const PQR_REPORT_SECTION = "informe-de-pqr";

/**
 * Items the portal itself publishes a page for: linked to it from the start (the web resolves each key to the page's
 * current address, which may follow a route setting), until staff link the item elsewhere.
 */
export const PORTAL_PAGE_SECTIONS = {
  branches: "portal-sedes",
  contact: "portal-contacto",
  pqrds: "portal-pqrds",
  procedures: "portal-tramites",
} as const;
export type TPortalPageSection = (typeof PORTAL_PAGE_SECTIONS)[keyof typeof PORTAL_PAGE_SECTIONS];

/** True when an unlinked item still leads somewhere: to a page the portal generates or publishes itself. */
export function isPortalPageSection(specialSection: string | null): boolean {
  return specialSection === PQR_REPORT_SECTION || (Object.values(PORTAL_PAGE_SECTIONS) as string[]).includes(specialSection ?? "");
}

/** Which scaffold item (by its numbering) each portal page answers. */
export const PORTAL_PAGE_ITEMS: Readonly<Record<string, string>> = {
  "1.4": PORTAL_PAGE_SECTIONS.branches,
  "1.8": PORTAL_PAGE_SECTIONS.contact,
  "1.10": PORTAL_PAGE_SECTIONS.pqrds,
  "5.2": PORTAL_PAGE_SECTIONS.procedures,
  "5.3": PORTAL_PAGE_SECTIONS.procedures,
  "5.4": PORTAL_PAGE_SECTIONS.procedures,
  "7.1.h": PORTAL_PAGE_SECTIONS.pqrds,
  "7.1.i": PQR_REPORT_SECTION,
};

const item = (idIndex: string, title: string, description: string, specialSection: string | undefined = PORTAL_PAGE_ITEMS[idIndex]): TScaffoldItem =>
  specialSection ? { idIndex, title, description, specialSection } : { idIndex, title, description };

export const TRANSPARENCY_SCAFFOLD: readonly TScaffoldGroup[] = [
  {
    idIndex: "1",
    title: "Información de la entidad",
    description: "Información general de la entidad: misión, estructura, procesos, directorios, atención al público y entes que la vigilan.",
    items: [
      item("1.1", "Misión, visión, funciones y deberes", "Misión, visión, funciones y deberes de la entidad según la norma que la crea o reglamenta."),
      item("1.2", "Estructura orgánica - Organigrama", "Estructura orgánica de la entidad en un organigrama con la descripción de cada dependencia."),
      item("1.3", "Mapas y cartas descriptivas de los procesos", "Mapa de procesos y caracterizaciones de los procesos de la entidad."),
      item(
        "1.4",
        "Directorio institucional incluyendo sedes, oficinas, sucursales o regionales, y dependencias",
        "Sedes, oficinas y dependencias con dirección, teléfonos, correos y horarios de atención.",
      ),
      item(
        "1.5",
        "Directorio de servidores públicos, empleados o contratistas",
        "Directorio de servidores públicos y contratistas, con enlace al SIGEP y la escala salarial.",
      ),
      item("1.6", "Directorio de entidades", "Listado de entidades del sector o que integran la administración, con enlace a sus sitios."),
      item(
        "1.7",
        "Directorio de agremiaciones o asociaciones en las que participe",
        "Agremiaciones, asociaciones y otros grupos de interés en los que participa la entidad.",
      ),
      item(
        "1.8",
        "Servicio al público, normas, formularios y protocolos de atención",
        "Canales de atención, normas, formularios y protocolos de servicio al ciudadano.",
      ),
      item(
        "1.9",
        "Procedimientos que se siguen para tomar decisiones en las diferentes áreas",
        "Procedimientos y lineamientos con los que las dependencias toman sus decisiones.",
      ),
      item(
        "1.10",
        "Mecanismo de presentación directa de solicitudes, quejas y reclamos a disposición del público",
        "Acceso al formulario de PQRDS y a los demás mecanismos para presentar solicitudes, quejas y reclamos.",
      ),
      item("1.11", "Calendario de actividades y eventos", "Calendario de actividades y eventos de la entidad abiertos a la ciudadanía."),
      item(
        "1.12",
        "Información sobre decisiones que pueden afectar al público",
        "Decisiones y políticas adoptadas que afectan al público, con sus fundamentos e interpretación.",
      ),
      item("1.13", "Entes y autoridades que lo vigilan", "Entes de control, inspección y vigilancia que supervisan a la entidad, con sus datos de contacto."),
      item(
        "1.14",
        "Publicación de hojas de vida",
        "Hojas de vida de los aspirantes a cargos de libre nombramiento y remoción, para observaciones de la ciudadanía.",
      ),
    ],
  },
  {
    idIndex: "2",
    title: "Normativa",
    description: "Normas que rigen a la entidad, buscadores de normas y proyectos de normas abiertos a comentarios.",
    items: [],
    subgroups: [
      {
        idIndex: "2.1",
        title: "Normativa de la entidad o autoridad",
        description: "Leyes, decretos y demás normas que aplican a la entidad.",
        items: [
          item("2.1.1", "Leyes", "Leyes que regulan a la entidad y su actividad."),
          item("2.1.2", "Decreto Único Reglamentario", "Decreto único reglamentario del sector al que pertenece la entidad."),
          item("2.1.3", "Normativa aplicable", "Decretos, resoluciones, acuerdos, circulares y demás actos administrativos de carácter general."),
          item("2.1.4", "Vínculo al Diario o Gaceta Oficial", "Enlace al Diario Oficial o a la gaceta oficial de la entidad territorial."),
          item("2.1.5", "Políticas, lineamientos y manuales", "Políticas, lineamientos, manuales, planes estratégicos y guías de la entidad."),
          item("2.1.6", "Agenda regulatoria", "Agenda regulatoria con los proyectos normativos que la entidad prevé expedir."),
        ],
      },
      {
        idIndex: "2.2",
        title: "Búsqueda de normas",
        description: "Herramientas para consultar la normativa vigente.",
        items: [
          item("2.2.1", "Sistema Único de Información Normativa - SUIN", "Enlace al Sistema Único de Información Normativa del Estado colombiano."),
          item("2.2.2", "Sistema de búsquedas de normas, propio de la entidad", "Buscador de normas propio de la entidad, cuando exista."),
        ],
      },
      {
        idIndex: "2.3",
        title: "Proyectos de normas para comentarios",
        description: "Proyectos normativos publicados para la participación de la ciudadanía.",
        items: [
          item("2.3.1", "Proyectos normativos", "Proyectos de normas publicados para comentarios de la ciudadanía."),
          item(
            "2.3.2",
            "Comentarios y documento de respuesta a comentarios",
            "Comentarios recibidos a los proyectos normativos y el documento con sus respuestas.",
          ),
          item(
            "2.3.3",
            "Participación ciudadana en la expedición de normas a través del SUCOP",
            "Enlace al Sistema Único de Consulta Pública para comentar proyectos normativos.",
          ),
        ],
      },
    ],
  },
  {
    idIndex: "3",
    title: "Contratación",
    description: "Plan de adquisiciones, información contractual y su ejecución, manuales y modelos de contratos.",
    items: [
      item("3.1", "Plan Anual de Adquisiciones", "Plan Anual de Adquisiciones de la vigencia y sus modificaciones."),
      item("3.2", "Publicación de la información contractual", "Procesos de contratación publicados en el SECOP o enlace a ellos."),
      item(
        "3.3",
        "Publicación de la ejecución de los contratos",
        "Aprobaciones, autorizaciones, requerimientos e informes de supervisión de la ejecución de los contratos.",
      ),
      item("3.4", "Manual de contratación, adquisición y/o compras", "Manual de contratación, adquisición y compras de la entidad."),
      item("3.5", "Formatos o modelos de contratos o pliegos tipo", "Formatos o modelos de contratos y pliegos tipo que usa la entidad."),
    ],
  },
  {
    idIndex: "4",
    title: "Planeación, presupuesto e informes",
    description: "Presupuesto y su ejecución, planes, proyectos de inversión e informes de gestión, control y PQRDS.",
    items: [
      item("4.1", "Presupuesto general de ingresos, gastos e inversión", "Presupuesto general aprobado de la vigencia, con sus ingresos, gastos e inversión."),
      item("4.2", "Ejecución presupuestal", "Informes de ejecución presupuestal histórica anual y de la vigencia."),
      item("4.3", "Plan de acción", "Plan de acción con objetivos, estrategias, proyectos, metas, responsables e indicadores."),
      item("4.4", "Proyectos de inversión", "Proyectos de inversión en ejecución y su avance."),
      item("4.5", "Informes de empalme", "Informes de empalme entregados al cambio de representante legal."),
      item("4.6", "Información pública y/o relevante", "Información relevante sobre la gestión que la entidad publica de manera proactiva."),
      item("4.7", "Informes de gestión, evaluación y auditoría", "Informes de gestión, rendición de cuentas, evaluación, auditoría y planes de mejoramiento."),
      item("4.8", "Informes de la Oficina de Control Interno", "Informes de la Oficina de Control Interno, incluido el informe pormenorizado."),
      item(
        "4.9",
        "Informe sobre Defensa Pública y Prevención del Daño Antijurídico",
        "Informe sobre demandas contra la entidad y la política de prevención del daño antijurídico.",
      ),
    ],
    subgroups: [
      {
        idIndex: "4.10",
        title: "Informes trimestrales sobre acceso a información, quejas y reclamos",
        description: "Informes trimestrales de las solicitudes de acceso a la información, quejas y reclamos recibidos y su trámite.",
        items: [
          item(
            "4.10.1",
            "Informe de PQRDS",
            "Informe de peticiones, quejas, reclamos, denuncias y sugerencias recibidas, trasladadas, respondidas y sus tiempos.",
            PQR_REPORT_SECTION,
          ),
        ],
      },
    ],
  },
  {
    idIndex: "5",
    title: "Trámites",
    description: "Información de los trámites que adelanta la entidad: normas, procesos, costos y formularios.",
    items: [
      item("5.1", "Normativa del trámite", "Normas que sustentan cada trámite de la entidad."),
      item("5.2", "Procesos", "Pasos que sigue el ciudadano para realizar cada trámite."),
      item("5.3", "Costos asociados", "Costos de cada trámite y su fundamento legal."),
      item("5.4", "Formatos y formularios requeridos", "Formatos y formularios que se deben diligenciar en cada trámite."),
    ],
  },
  {
    idIndex: "6",
    title: "Participa",
    description: "Espacios y mecanismos de participación ciudadana en la gestión de la entidad.",
    items: [
      item("6.1", "Descripción general", "Información general sobre la participación ciudadana en la entidad y su estrategia."),
      item("6.2", "Participación para el diagnóstico e identificación de problemas", "Espacios para que la ciudadanía identifique necesidades y problemas."),
      item("6.3", "Planeación y presupuesto participativo", "Participación de la ciudadanía en la formulación de planes y presupuestos."),
      item("6.4", "Consulta ciudadana", "Consultas a la ciudadanía sobre proyectos normativos, planes y decisiones."),
      item("6.5", "Colaboración e innovación abierta", "Ejercicios de colaboración e innovación abierta con la ciudadanía."),
      item("6.6", "Rendición de cuentas", "Estrategia, espacios e informes de rendición de cuentas."),
      item("6.7", "Control social", "Información para veedurías y ejercicios de control social a la gestión."),
    ],
  },
  {
    idIndex: "7",
    title: "Datos abiertos",
    description: "Instrumentos de gestión de la información pública y conjuntos de datos abiertos de la entidad.",
    items: [
      item("7.2", "Sección de datos abiertos", "Conjuntos de datos abiertos publicados por la entidad en el portal datos.gov.co."),
      // Generated by the portal from its PQRDS (no personal data), so it is linked from the start.
      {
        idIndex: "7.2.1",
        title: "Datos abiertos de PQRDS",
        description:
          "Conjunto de datos agregado de las PQRDS recibidas, por mes y sin combinaciones de menos de cinco solicitudes (CSV y Excel), con su diccionario de datos.",
        link: OPEN_DATA_PAGE_PATH,
      },
    ],
    subgroups: [
      {
        idIndex: "7.1",
        title: "Instrumentos de gestión de la información",
        description: "Instrumentos de gestión de la información pública exigidos por la Ley 1712 de 2014.",
        items: [
          item("7.1.a", "Registros de activos de información", "Inventario de la información pública que la entidad genera, obtiene, adquiere o controla."),
          item("7.1.b", "Índice de información clasificada y reservada", "Índice de la información clasificada y reservada, con su fundamento legal."),
          item("7.1.c", "Esquema de publicación de información", "Esquema con la información que la entidad publica y su periodicidad."),
          item("7.1.d", "Programa de Gestión Documental", "Programa de Gestión Documental de la entidad."),
          item("7.1.e", "Tablas de Retención Documental", "Tablas de Retención Documental aprobadas."),
          item("7.1.f", "Registro de publicaciones", "Registro de los documentos publicados conforme a la Ley 1712 de 2014."),
          item("7.1.g", "Costos de reproducción", "Acto que fija los costos de reproducción de la información pública."),
          item(
            "7.1.h",
            "Mecanismos para presentar quejas y reclamos en relación con omisiones o acciones del sujeto obligado",
            "Cómo presentar quejas y reclamos por acciones u omisiones de la entidad.",
          ),
          item("7.1.i", "Informe de solicitudes de acceso a la información", "Informe de las solicitudes de acceso a la información recibidas y su trámite."),
        ],
      },
    ],
  },
  {
    idIndex: "8",
    title: "Información específica para grupos de interés",
    description: "Información dirigida a niños, niñas y adolescentes, mujeres y otros grupos de interés.",
    items: [
      item(
        "8.1",
        "Información para niños, niñas y adolescentes",
        "Información de la entidad en lenguaje y formatos pensados para niños, niñas y adolescentes.",
      ),
      item("8.2", "Información para mujeres", "Programas, servicios e información de la entidad dirigidos a las mujeres."),
      item("8.3", "Otros grupos de interés", "Información para otros grupos de interés identificados por la entidad."),
    ],
  },
  {
    idIndex: "9",
    title: "Obligación de reporte de información específica por parte de la entidad",
    description: "Información que normas especiales obligan a la entidad a publicar o reportar.",
    items: [item("9.1", "Información específica de la entidad", "Información que la entidad debe publicar por normas especiales de su sector o naturaleza.")],
  },
  {
    idIndex: "10",
    title: "Información tributaria en entidades territoriales locales",
    description: "Procesos de recaudo de rentas locales y tarifas de los impuestos de la entidad territorial.",
    items: [
      item("10.1", "Procesos de recaudo de rentas locales", "Procesos, procedimientos y calendario de recaudo de las rentas locales."),
      item(
        "10.2",
        "Tarifas de liquidación del Impuesto de Industria y Comercio (ICA)",
        "Tarifas vigentes del impuesto de industria y comercio y su liquidación.",
      ),
    ],
  },
];
