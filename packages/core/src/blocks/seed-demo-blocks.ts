import type { Db, Prisma } from "@portal/db/client";
import { BLOCK_TYPE } from "@portal/schemas/blocks/block-types";
import { CERTIFICATE_LINKS } from "@portal/schemas/certificates/certificate-catalog";
import { DEFAULT_SETTINGS } from "@portal/schemas/settings/settings.schema";
import { DEMO_ENTITY } from "../seed/demo-entity.ts";

const T = BLOCK_TYPE;
/** Where the demo municipality's map centres (a town square of the Colombian coffee region). */
export const DEMO_MAP_CENTRE = { latitude: 4.8133, longitude: -75.6961, zoom: 15 } as const;

/**
 * The demo home a new portal opens with (issue 9): a hero banner with two banners, shortcuts to the PQRDS form and
 * tracking, the certificates' shortcuts, the news section, a calendar, the people of the administration, a text, a map with two
 * places and the social networks. Only when no block exists: an entity's own home is never touched.
 */
export async function seedDemoBlocks(db: Db): Promise<void> {
  if ((await db.block.count()) > 0) return;
  const news = await db.tag.findUnique({ where: { friendlyName: "noticias" }, select: { tagID: true } });
  const pqrds = `/${DEFAULT_SETTINGS.routes.complaint}`;
  let order = 0;
  const block = (type: number, frame: Prisma.InputJsonObject, extra: Omit<Prisma.BlockCreateInput, "type" | "frame"> = {}) =>
    db.block.create({ data: { type, frame, displayOrder: order++, status: 1, ...extra } });

  await block(
    T.heroBanner,
    { title: "Bienvenidos", titleExists: false, rotation: 6 },
    {
      banners: {
        create: [
          {
            title: "Radica tu PQRDS en línea",
            subtitle: "Peticiones, quejas, reclamos, denuncias y sugerencias, sin filas y con seguimiento.",
            link: pqrds,
            bckColor: "#004884",
            bckOpacity: 100,
            titleColor: "#ffffff",
            subtitleColor: "#ffffff",
            titleBold: true,
            rotation: 6,
            position: 1,
            displayOrder: 0,
          },
          {
            title: "Certificados al instante",
            subtitle: "Descarga tu certificado de residencia, paz y salvo o estratificación.",
            link: CERTIFICATE_LINKS[0]?.path ?? "/",
            bckColor: "#0b6e4f",
            bckOpacity: 100,
            titleColor: "#ffffff",
            subtitleColor: "#ffffff",
            titleBold: true,
            rotation: 6,
            position: 2,
            displayOrder: 1,
          },
        ],
      },
    },
  );
  await block(
    T.shortcut,
    { title: "Servicios a la ciudadanía" },
    {
      shortcuts: {
        create: [
          { name: "Radicar una PQRDS", url: pqrds, displayOrder: 0 },
          { name: "Consultar mi solicitud", url: `${pqrds}/seguimiento`, displayOrder: 1 },
          { name: "Transparencia y acceso a la información", url: "/transparencia", displayOrder: 2 },
          { name: "Contáctenos", url: "/contactenos/", displayOrder: 3 },
        ],
      },
    },
  );
  await block(
    T.shortcut,
    { title: "Certificados en línea" },
    {
      shortcuts: { create: CERTIFICATE_LINKS.map((c, i) => ({ name: c.title, url: c.path, displayOrder: i })) },
    },
  );
  if (news) {
    await block(T.section, { title: "Noticias", numberContents: 4, contentOrder: "recent", sections: [{ tagID: news.tagID, title: "Noticias" }] });
  }
  await block(T.calendar, { title: "Agenda de la entidad" });
  await block(
    T.person,
    { title: "Nuestro equipo de gobierno" },
    {
      persons: {
        create: [
          { name: "María Fernanda Ríos", position: "Alcaldesa municipal", company: DEMO_ENTITY.name, email: DEMO_ENTITY.email, displayOrder: 0 },
          { name: "Carlos Andrés Gómez", position: "Secretario de Gobierno", company: DEMO_ENTITY.name, displayOrder: 1 },
          { name: "Luz Marina Ospina", position: "Secretaria de Hacienda", company: DEMO_ENTITY.name, displayOrder: 2 },
          { name: "Jorge Iván Restrepo", position: "Secretario de Planeación", company: DEMO_ENTITY.name, displayOrder: 3 },
        ],
      },
    },
  );
  await block(T.text, {
    title: "Misión",
    description:
      "<p>Somos la administración municipal de <strong>Villa Esperanza</strong>: garantizamos los derechos de la ciudadanía con una gestión " +
      'transparente, cercana y en línea.</p><p>Consulta la <a href="/transparencia">información pública</a> de la entidad.</p>',
  });
  await block(
    T.map,
    { title: "Sedes de atención", ...DEMO_MAP_CENTRE },
    {
      mapItems: {
        create: [
          {
            name: "Sede principal",
            description: DEMO_ENTITY.address,
            latitude: DEMO_MAP_CENTRE.latitude,
            longitude: DEMO_MAP_CENTRE.longitude,
            displayOrder: 0,
          },
          {
            name: "Secretaría de Hacienda",
            description: "Calle 6 # 5-10",
            latitude: DEMO_MAP_CENTRE.latitude + 0.0012,
            longitude: DEMO_MAP_CENTRE.longitude + 0.0009,
            displayOrder: 1,
          },
        ],
      },
    },
  );
  const networks = DEMO_ENTITY.socialNetworks;
  await block(
    T.socialNetwork,
    { title: "Síguenos en redes sociales" },
    {
      listSocialNetworks: (["facebook", "twitter", "youtube", "instagram"] as const).map((network) => ({ network, url: networks[network] })),
    },
  );
  // The news section's page opens with its featured contents.
  if (news) await db.block.create({ data: { type: T.featured, blockSectionID: news.tagID, frame: { title: "Destacados", rotation: 8 }, displayOrder: 0 } });
}
