import { BLOCK_TYPE_NAMES } from "@portal/schemas/blocks/block-catalog";
import {
  BLOCK_TYPE,
  blockEditorPath,
  blockPositionId,
  isBlockType,
  BLOCK_RENDER_LIMITS as L,
  BLOCK_UI_MESSAGES as M,
} from "@portal/schemas/blocks/block-types";
import { type MouseEvent, useId } from "react";
import { Link } from "react-router";
import { ErrorBoundary } from "../../components/error-boundary";
import { useCanAdminContents } from "../contents/use-can-admin-contents";
import type { TBlock, THomeData } from "./block-api";
import { BLOCK_COMPONENTS, preloadBlocks } from "./block-registry";
import classes from "./blocks.module.css";

/** Blocks that show nothing to a visitor (shortcuts and people under 3, an empty carousel). */
function isEmpty(block: TBlock): boolean {
  switch (block.type) {
    case BLOCK_TYPE.shortcut:
    case BLOCK_TYPE.globalShortcut:
      return block.items.filter((i) => i.url).length < L.shortcutMin;
    case BLOCK_TYPE.person:
      return block.persons.length < L.personMin;
    case BLOCK_TYPE.globalBanner:
    case BLOCK_TYPE.heroBanner:
    case BLOCK_TYPE.slider:
      return block.banners.length === 0;
    case BLOCK_TYPE.globalLogo:
    case BLOCK_TYPE.logo:
      return block.items.every((i) => !i.image);
    case BLOCK_TYPE.text:
      return !block.html;
    default:
      return false;
  }
}

type TFrameProps = { block: TBlock; page: Pick<THomeData, "sliderVariant" | "map">; canAdmin: boolean; position: number; total: number };

function BlockFrame({ block, page, canAdmin, position, total }: TFrameProps) {
  const headingId = useId();
  if (!isBlockType(block.type)) return null;
  const Component = BLOCK_COMPONENTS[block.type];
  const label = BLOCK_TYPE_NAMES[block.type];
  const empty = isEmpty(block);
  const title = block.frame.titleExists && block.frame.title ? block.frame.title : null;
  const edit = canAdmin && (
    <Link className={`${classes.edit} ${title ? "" : classes.editFloating}`} to={blockEditorPath(block.blockID)} aria-label={M.editBlock(label)}>
      {M.edit}
    </Link>
  );
  return (
    <section
      id={blockPositionId(position)}
      tabIndex={-1}
      className={classes.block}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : (block.frame.title ?? label)}
      data-block-type={block.type}
      data-block-id={block.blockID}
    >
      {position < total && (
        <a className={classes.skipBlock} href={`#${blockPositionId(position + 1)}`} onClick={(e) => jumpTo(e, position + 1)}>
          {M.skipBlock(position, total)}
        </a>
      )}
      {title ? (
        <div className={classes.blockHeader}>
          <h2 id={headingId} className={classes.blockTitle} style={block.frame.color ? { borderBottom: `3px solid ${block.frame.color}` } : undefined}>
            {title}
          </h2>
          {edit}
        </div>
      ) : (
        edit
      )}
      {!empty && (
        // No Suspense of its own: the page's boundary waits for every block's code, so none moves the others.
        <ErrorBoundary fallback={<p className={classes.muted}>{M.loadFailed}</p>}>
          <Component block={block} page={page} headingId={headingId} />
        </ErrorBoundary>
      )}
    </section>
  );
}

/** Moves focus to a block without changing the route's hash (the router owns the URL). */
function jumpTo(event: MouseEvent, position: number) {
  const target = document.getElementById(blockPositionId(position));
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView({ block: "start" });
}

/** The blocks a reader sees: known types, and empty ones only for content administrators (to fill them). */
function shownBlocks(blocks: readonly TBlock[], canAdmin: boolean): TBlock[] {
  return blocks.filter((b) => isBlockType(b.type) && (canAdmin || !isEmpty(b)));
}

/**
 * A page's blocks in their order (spec 02 §2), each with "Editar" for content administrators. Each is a focus target
 * numbered by its place (bloque-1, bloque-2…) with a link that skips to the next one.
 *
 * The blocks have no Suspense boundary of their own: the page's boundary (the home's, the section page's) shows the
 * list at once, when the code of all its block types has arrived. Blocks appearing one by one as their chunks landed
 * pushed the ones already painted down the screen (a layout shift of 0.475 on a phone's home).
 */
export function BlockList({ data }: { data: Pick<THomeData, "blocks" | "sliderVariant" | "map"> }) {
  const canAdmin = useCanAdminContents();
  const page = { sliderVariant: data.sliderVariant, map: data.map };
  const blocks = shownBlocks(data.blocks, canAdmin);
  preloadBlocks(blocks.map((b) => b.type));
  return (
    <div className={classes.blocks} data-blocks="">
      {blocks.map((block, i) => (
        <BlockFrame key={block.blockID} block={block} page={page} canAdmin={canAdmin} position={i + 1} total={blocks.length} />
      ))}
    </div>
  );
}
