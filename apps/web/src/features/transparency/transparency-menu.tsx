import { Stack, Title } from "@mantine/core";
import { MENU_SECTION_NAMES } from "@portal/schemas/menus/menu-catalog";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { trpc } from "../../lib/trpc";
import { currentUserAtom } from "../../state/session";
import { MenuTreeView } from "../menus/menu-tree-view";
import type { TMenuEntry } from "../menus/menu-types";

/**
 * The menu editor's "Transparencia" section (spec 02 §2 "Menu sections: Home, Transparency") on the public
 * /transparencia page, above the Ley 1712 groups: the entries the Menus holders keep there reach citizens. Private
 * entries show once logged in and inactive ones only to menu managers, as the server answers them; nothing when empty.
 */
export function TransparencyMenu() {
  const user = useAtomValue(currentUserAtom);
  const tree = trpc.menus.tree.useQuery({ section: "Transparency" }, { enabled: user !== undefined, meta: { silent: true } });
  // A login or logout changes which entries the server answers: ask again.
  const utils = trpc.useUtils();
  const userId = user?.id ?? null;
  useEffect(() => {
    void utils.menus.tree.invalidate({ section: "Transparency" });
  }, [userId, utils]);
  const entries = (tree.data ?? []) as TMenuEntry[];
  if (entries.length === 0) return null;
  return (
    <Stack component="nav" aria-labelledby="transparency-menu" gap="sm">
      <Title order={2} id="transparency-menu" size="h3">
        Accesos de {MENU_SECTION_NAMES.Transparency.toLocaleLowerCase("es")}
      </Title>
      <MenuTreeView entries={entries} />
    </Stack>
  );
}
