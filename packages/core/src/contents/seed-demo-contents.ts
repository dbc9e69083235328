import type { Db } from "@portal/db/client";
import { bogotaDay } from "@portal/schemas/common/time-zone";
import { CONTENT_TYPE, CONTENT_TYPE_IDS } from "@portal/schemas/contents/content-types";
import { insertContent } from "./save-content.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const SEED_ACTOR = { loggedIn: true, canAdminContents: true, userId: null } as const;

/** The demo sections a new portal opens with (friendly names of spec 02's special sections where they apply). */
const DEMO_SECTIONS = [
  {
    name: "Noticias",
    friendlyName: "noticias",
    description: "Noticias, eventos y participación ciudadana de la entidad.",
    validContentTypes: CONTENT_TYPE_IDS,
  },
  {
    name: "Normatividad",
    friendlyName: "normatividad",
    description: "Decretos, resoluciones y acuerdos vigentes.",
    validContentTypes: [CONTENT_TYPE.document, CONTENT_TYPE.link],
  },
  {
    name: "Trámites y servicios",
    friendlyName: "tramites-y-servicios",
    description: "Trámites y servicios que ofrece la entidad.",
    validContentTypes: [CONTENT_TYPE.procedure],
  },
  {
    name: "Contrataciones",
    friendlyName: "contrataciones",
    description: "Procesos de contratación de la entidad (Ley 1712 de 2014, art. 9).",
    validContentTypes: [CONTENT_TYPE.document, CONTENT_TYPE.link],
  },
] as const;

/**
 * Demo sections and contents, so a new installation shows a populated portal (a news item, an event, a vote, a
 * regulation and a procedure). Only when no section exists yet: an entity's own sections are never touched.
 */
export async function seedDemoContents(db: Db, now: Date = new Date()): Promise<void> {
  if ((await db.tag.count()) > 0) return;
  const tags: Record<string, number> = {};
  for (const section of DEMO_SECTIONS) {
    const row = await db.tag.create({ data: { ...section, validContentTypes: [...section.validContentTypes] }, select: { tagID: true } });
    tags[section.friendlyName] = row.tagID;
  }
  const deps = { db };
  const inDays = (n: number) => bogotaDay(new Date(now.getTime() + n * DAY_MS));
  const common = { commentWallType: 2, showOnHome: true };
  await insertContent(
    deps,
    {
      ...common,
      contentType: CONTENT_TYPE.article,
      tags: [tags.noticias],
      withoutClosingDate: true,
      isFeatured: true,
      name: "La entidad abre su portal ciudadano",
      description: "Desde hoy puede radicar solicitudes, descargar certificados y seguir las noticias de la entidad en línea.",
      body: "<p>El nuevo portal reúne en un solo lugar los <strong>trámites</strong>, las noticias y los espacios de participación.</p>",
    },
    SEED_ACTOR,
  );
  await insertContent(
    deps,
    {
      ...common,
      contentType: CONTENT_TYPE.event,
      tags: [tags.noticias],
      name: "Audiencia pública de rendición de cuentas",
      description: "Presentamos los resultados del año y escuchamos las preguntas de la ciudadanía.",
      eventHost: "Despacho del alcalde",
      eventLocation: "Auditorio principal",
      startDate: inDays(30),
      startHour: "08",
      endDate: inDays(30),
      endHour: "12",
    },
    SEED_ACTOR,
  );
  await insertContent(
    deps,
    {
      ...common,
      contentType: CONTENT_TYPE.vote,
      tags: [tags.noticias],
      name: "¿Qué obra debe priorizar la entidad?",
      description: "Vote por la obra que considera más urgente para el próximo año.",
      answerOptions: [{ text: "Vías rurales" }, { text: "Parque infantil" }, { text: "Centro de salud" }],
    },
    SEED_ACTOR,
  );
  await insertContent(
    deps,
    {
      ...common,
      contentType: CONTENT_TYPE.document,
      tags: [tags.normatividad],
      startingDate: inDays(0),
      name: "Decreto de horarios de atención",
      description: "Establece los horarios de atención al público en las sedes de la entidad.",
      embedUrl: "https://www.funcionpublica.gov.co/eva/gestornormativo/",
    },
    SEED_ACTOR,
  );
  // The online certificates are listed by the procedures page itself (from the certificate catalogue); the section's
  // contents are the entity's other procedures, such as this one done in person.
  await insertContent(
    deps,
    {
      ...common,
      contentType: CONTENT_TYPE.procedure,
      tags: [tags["tramites-y-servicios"]],
      name: "Licencia de construcción",
      description: "Autoriza obras de construcción, ampliación o modificación de un predio. Se radica en la Secretaría de Planeación.",
      procedureTypeID: 2,
      procedureCostType: 1,
      procedureTime: "45 días hábiles",
    },
    SEED_ACTOR,
  );
  await insertContent(
    deps,
    {
      ...common,
      contentType: CONTENT_TYPE.document,
      tags: [tags.contrataciones],
      startingDate: inDays(0),
      showOnHome: false,
      name: "Contratación de mantenimiento de vías rurales",
      description: "Proceso de mínima cuantía publicado en el SECOP II.",
      embedUrl: "https://www.colombiacompra.gov.co/secop-ii",
    },
    SEED_ACTOR,
  );
}
