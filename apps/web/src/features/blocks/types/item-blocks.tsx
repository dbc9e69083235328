import { BLOCK_RENDER_LIMITS as L, BLOCK_UI_MESSAGES as M } from "@portal/schemas/blocks/block-types";
import { useRef } from "react";
import { ResponsiveImage } from "../../../components/responsive-image";
import type { TBlockProps } from "../block-api";
import classes from "../blocks.module.css";
import { SiteLink } from "../content-link";

/** Types 4 and 5, global logos and logos: a strip of logos, with arrows over 3 (spec 02 §2 global carousels). */
export function LogosBlock({ block }: TBlockProps) {
  const list = useRef<HTMLUListElement>(null);
  const items = block.items.filter((i) => i.image);
  if (items.length === 0) return null;
  const scroll = (direction: 1 | -1) => list.current?.scrollBy({ left: direction * list.current.clientWidth * 0.8, behavior: "smooth" });
  const arrows = items.length > L.globalCarouselArrowsOver;
  return (
    <div className={classes.strip}>
      {arrows && (
        <button type="button" className={classes.control} onClick={() => scroll(-1)} aria-label={M.previous}>
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <ul className={classes.logos} ref={list}>
        {items.map((logo) => {
          const img = <ResponsiveImage src={logo.image ?? ""} alt={logo.name} sizes="12rem" />;
          return <li key={logo.id}>{logo.url ? <SiteLink href={logo.url}>{img}</SiteLink> : img}</li>;
        })}
      </ul>
      {arrows && (
        <button type="button" className={classes.control} onClick={() => scroll(1)} aria-label={M.next}>
          <span aria-hidden="true">›</span>
        </button>
      )}
    </div>
  );
}

/** Types 6 and 7, shortcuts and global shortcuts: shown from 3 (spec 02 §2 "needs at least 3"). */
export function ShortcutsBlock({ block }: TBlockProps) {
  const items = block.items.filter((i) => i.url);
  if (items.length < L.shortcutMin) return null;
  return (
    <ul className={classes.grid}>
      {items.map((s) => (
        <li key={s.id}>
          <SiteLink href={s.url ?? ""} className={`${classes.card} ${classes.shortcut}`}>
            {s.image && <ResponsiveImage className={classes.shortcutIcon} src={s.image} alt="" sizes="6rem" />}
            <span className={classes.cardTitle}>{s.name}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
