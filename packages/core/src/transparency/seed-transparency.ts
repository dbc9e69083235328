import type { Db } from "@portal/db/client";
import { PORTAL_PAGE_ITEMS, TRANSPARENCY_SCAFFOLD, type TScaffoldGroup } from "@portal/schemas/transparency/transparency-scaffold";
import { lockInTransaction } from "../db-sql/transaction-lock.ts";

/**
 * The legal scaffold of /transparencia (Resolución 1519 de 2020, Anexo 2), written once: a portal whose administrators
 * already shaped the page (any group exists) is left alone, but for linking the items the portal itself answers (its
 * branches, contact, PQRDS and procedures pages) where they are still unlinked. The other items start unlinked.
 */
export async function seedTransparency(db: Db): Promise<void> {
  await db.$transaction(
    async (tx) => {
      // Two processes seeding at once (API and worker starting together) must not write the scaffold twice.
      await lockInTransaction(tx, "seed-transparency");
      if ((await tx.transparencySection.count()) > 0) {
        // A portal seeded before the portal's own pages were linked: its still-unlinked items of those pages get them.
        for (const [idIndex, specialSection] of Object.entries(PORTAL_PAGE_ITEMS)) {
          await tx.transparencyItem.updateMany({ where: { idIndex, link: "", specialSection: null }, data: { specialSection } });
        }
        return;
      }
      // Items and subgroups share one order, by their numbering ("7.1" subgroup before the "7.2" item).
      const order = (group: TScaffoldGroup) =>
        [...group.items.map((i) => i.idIndex), ...(group.subgroups ?? []).map((g) => g.idIndex)].sort((a, b) => a.localeCompare(b, "es", { numeric: true }));
      const write = async (group: TScaffoldGroup, displayOrder: number, parentID: number | null) => {
        const section = await tx.transparencySection.create({
          data: { parentID, title: group.title, description: group.description, idIndex: group.idIndex, displayOrder },
          select: { transparencySectionID: true },
        });
        await tx.transparencyItem.createMany({
          data: group.items.map((item) => ({
            transparencySectionID: section.transparencySectionID,
            title: item.title,
            description: item.description,
            link: item.link ?? "",
            idIndex: item.idIndex,
            specialSection: item.specialSection ?? null,
            displayOrder: order(group).indexOf(item.idIndex),
          })),
        });
        for (const sub of group.subgroups ?? []) await write(sub, order(group).indexOf(sub.idIndex), section.transparencySectionID);
      };
      for (const [i, group] of TRANSPARENCY_SCAFFOLD.entries()) await write(group, i, null);
      // About thirty statements: a second seeder waits for this one (PGlite runs one transaction at a time).
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
}
