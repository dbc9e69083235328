import type { Db } from "@portal/db/client";
import { CERTIFICATE_LINKS } from "@portal/schemas/certificates/certificate-catalog";
import { CONTENT_TYPE } from "@portal/schemas/contents/content-types";
import { MENU_OPTION_TYPE as T } from "@portal/schemas/menus/menu-catalog";

/** The demo Home menu's Trámites y servicios group: links to the portal's own citizen services. */
const SERVICES = [
  { name: "PQRDS", description: "Peticiones, quejas, reclamos, denuncias y sugerencias.", link: "/pqrds", icon: "correo" },
  { name: "Consulta tu PQRDS", description: "Consulta el estado de una solicitud con su radicado.", link: "/pqrds/seguimiento", icon: "informacion" },
  ...CERTIFICATE_LINKS.map((c) => ({ name: c.title, description: `Solicítalo en línea: ${c.title.toLowerCase()}.`, link: c.path, icon: "documento" })),
  { name: "Validez de certificados", description: "Verifica que un certificado expedido por la entidad es auténtico.", link: "/validez", icon: "documento" },
];

/**
 * The Home menu a new portal opens with: Inicio, the Trámites y servicios group (PQRDS and certificates) and the
 * Noticias wall. Only when the Home section has no entry yet: an entity's own menu is never touched. (The
 * Transparency section is seeded by the transparency domain.)
 */
export async function seedDemoMenu(db: Db): Promise<void> {
  if ((await db.menuOption.count({ where: { section: "Home" } })) > 0) return;
  const news = await db.tag.findUnique({ where: { friendlyName: "noticias" }, select: { tagID: true } });
  const procedures = await db.tag.findUnique({ where: { friendlyName: "tramites-y-servicios" }, select: { tagID: true } });
  await db.$transaction(async (tx) => {
    let order = 0;
    await tx.menuOption.create({
      data: {
        name: "Inicio",
        description: "Página principal del portal de la entidad.",
        menuOptionType: T.link,
        link: "/",
        icon: "inicio",
        isMain: true,
        canBeDeleted: false,
        displayOrder: order++,
      },
    });
    const group = await tx.menuOption.create({
      data: { name: "Trámites y servicios", menuOptionType: T.group, icon: "tramites", isMain: true, displayOrder: order++ },
      select: { menuOptionID: true },
    });
    let child = 0;
    if (procedures) {
      await tx.menuOption.create({
        data: {
          name: "Trámites en línea",
          description: "Los trámites que ofrece la entidad y cómo hacerlos.",
          menuOptionType: T.tag,
          relatedID: procedures.tagID,
          contentType: [CONTENT_TYPE.procedure],
          containContent: true,
          icon: "tramites",
          parentID: group.menuOptionID,
          displayOrder: child++,
        },
      });
    }
    for (const s of SERVICES) {
      await tx.menuOption.create({ data: { ...s, menuOptionType: T.link, parentID: group.menuOptionID, displayOrder: child++ } });
    }
    if (news) {
      await tx.menuOption.create({
        data: {
          name: "Noticias",
          description: "Noticias, eventos y participación ciudadana.",
          menuOptionType: T.tag,
          relatedID: news.tagID,
          contentType: [CONTENT_TYPE.article, CONTENT_TYPE.event, CONTENT_TYPE.vote],
          containContent: true,
          showContentsOnHome: true,
          icon: "noticias",
          isMain: true,
          displayOrder: order,
        },
      });
    }
  });
}
