import { MENU_OPTION_TYPE } from "@portal/schemas/menus/menu-catalog";
import { EntryFlags, MenuEntryLink } from "./menu-entry-link";
import { MenuIcon } from "./menu-icon";
import type { TMenuEntry } from "./menu-types";
import classes from "./menus.module.css";

/** The menu panel's groups and items: each group a card with its heading and items, each top item a card of its own. */
export function MenuTreeView({ entries }: { entries: readonly TMenuEntry[] }) {
  return (
    <ul className={classes.grid}>
      {entries.map((entry) =>
        entry.menuOptionType === MENU_OPTION_TYPE.group ? (
          <li key={entry.menuOptionID} className={`${classes.card} ${entry.active ? "" : classes.inactive}`}>
            <h2 className={classes.groupTitle}>
              <span className={classes.entryIcon}>
                <MenuIcon icon={entry.icon ?? "tramites"} />
              </span>
              {entry.name}
              <EntryFlags entry={entry} />
            </h2>
            <ul className={classes.items}>
              {entry.children.map((child) => (
                <li key={child.menuOptionID}>
                  <MenuEntryLink entry={child} />
                </li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={entry.menuOptionID} className={classes.card}>
            <MenuEntryLink entry={entry} />
          </li>
        ),
      )}
    </ul>
  );
}
