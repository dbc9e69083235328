import { Link } from "react-router";
import { MenuIcon } from "./menu-icon";
import type { TMenuEntry } from "./menu-types";
import classes from "./menus.module.css";

/** Flags a menu manager reads beside an entry (the others never get private-to-them or inactive entries). */
export function EntryFlags({ entry }: { entry: Pick<TMenuEntry, "active" | "isPrivate"> }) {
  return (
    <>
      {!entry.active && <span className={classes.flag}>Inactivo</span>}
      {entry.isPrivate && <span className={classes.flag}>Privado</span>}
    </>
  );
}

/** One item of the menu: a portal link, an external link (new tab) or, without a destination, its text. */
export function MenuEntryLink({ entry }: { entry: TMenuEntry }) {
  const body = (
    <>
      <span className={classes.entryIcon}>
        <MenuIcon icon={entry.icon} />
      </span>
      <span className={classes.entryText}>
        <span>
          <span className={classes.entryName}>{entry.name}</span>
          <EntryFlags entry={entry} />
        </span>
        {entry.description && <span className={classes.entryDescription}>{entry.description}</span>}
      </span>
    </>
  );
  const className = `${classes.entry} ${entry.active ? "" : classes.inactive}`;
  if (!entry.href) return <div className={className}>{body}</div>;
  if (entry.external) {
    return (
      <a className={className} href={entry.href} target="_blank" rel="noopener noreferrer">
        {body}
        <span className="visually-hidden"> (abre en una pestaña nueva)</span>
      </a>
    );
  }
  return (
    <Link className={className} to={entry.href}>
      {body}
    </Link>
  );
}
