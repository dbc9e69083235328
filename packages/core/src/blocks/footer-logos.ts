import { ZFooterLogos } from "@portal/schemas/blocks/footer-logos.schema";
import { FOOTER_LOGOS_MESSAGES as M, type TFooterLogo } from "@portal/schemas/blocks/footer-logos-messages";
import { present } from "@portal/schemas/common/present";
import { recordAudit } from "../audit/audit-log.ts";
import { lockInTransaction } from "../db-sql/transaction-lock.ts";
import type { CoreDeps } from "../deps.ts";
import { imageUrlOf, markImagesAttached, resolveImages } from "./block-images.ts";
import { invalidateHomeData } from "./home-cache.ts";
import { safeLink } from "./safe-link.ts";

type Deps = Pick<CoreDeps, "db">;

const SELECT = { id: true, name: true, link: true, imageUrl: true, fileID: true, position: true } as const;

/**
 * The footer's logos in their order. Links and image URLs are read without trusting the row (a link that is not
 * safe becomes null, a logo without a safe image is left out).
 */
export async function readFooterLogos(deps: Deps, take = 24): Promise<TFooterLogo[]> {
  const rows = await deps.db.footerLogo.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }], take, select: SELECT });
  return rows.flatMap((l) => {
    const imageUrl = l.fileID ? l.imageUrl : safeLink(l.imageUrl);
    return imageUrl ? [{ ...l, link: safeLink(l.link), imageUrl }] : [];
  });
}

/**
 * PUT globallogos: the whole strip in its new order, replacing the old one (Contents permission). Images are read
 * from storage (an id that is not a stored public image refuses the save); the home's cache is dropped.
 */
export async function saveFooterLogos(deps: Deps, actor: { id: number }, raw: unknown): Promise<TFooterLogo[]> {
  const { items } = ZFooterLogos.parse(raw);
  const images = await resolveImages(
    deps.db,
    items.map((i) => i.fileID),
    "items",
    M.imageInvalid,
  );
  await deps.db.$transaction(async (tx) => {
    await lockInTransaction(tx, "footer-logos");
    await tx.footerLogo.deleteMany({});
    await tx.footerLogo.createMany({
      data: items.map((i, position) => ({ name: i.name, link: i.link, fileID: i.fileID, imageUrl: imageUrlOf(images, present(i.fileID, "fileID")), position })),
    });
    await markImagesAttached(tx, images);
  });
  await recordAudit(deps, { userId: actor.id, action: "footerLogos.save", entityType: "FooterLogo", entityId: null });
  invalidateHomeData();
  return readFooterLogos(deps);
}
