import { Suspense, useId } from "react";
import { Link } from "react-router";
import { BLOCK_RENDER_LIMITS as L, BLOCK_TYPE, BLOCK_UI_MESSAGES as M, blockEditorPath, isBlockType } from "@portal/schemas/blocks/block-types";
import { BLOCK_TYPE_NAMES } from "@portal/schemas/blocks/block-catalog";
import { ErrorBoundary } from "../../components/error-boundary";
import { useCanAdminContents } from "../contents/use-can-admin-contents";
import type { TBlock, THomeData } from "./block-api";
import { BLOCK_COMPONENTS } from "./block-registry";
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

function BlockFrame({ block, page, canAdmin }: { block: TBlock; page: Pick<THomeData, "sliderVariant" | "map">; canAdmin: boolean }) {
  const headingId = useId();
  if (!isBlockType(block.type)) return null;
  const Component = BLOCK_COMPONENTS[block.type];
  const label = BLOCK_TYPE_NAMES[block.type];
  const empty = isEmpty(block);
  if (empty && !canAdmin) return null;
  const title = block.frame.titleExists && block.frame.title ? block.frame.title : null;
  const edit = canAdmin && (
    <Link className={`${classes.edit} ${title ? "" : classes.editFloating}`} to={blockEditorPath(block.blockID)} aria-label={M.editBlock(label)}>
      {M.edit}
    </Link>
  );
  return (
    <section
      className={classes.block}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : (block.frame.title ?? label)}
      data-block-type={block.type}
      data-block-id={block.blockID}
    >
      {title ? (
        <div className={classes.blockHeader}>
          <h2 id={headingId} className={classes.blockTitle} style={block.frame.color ? { borderBottom: `3px solid ${block.frame.color}` } : undefined}>{title}</h2>
          {edit}
        </div>
      ) : edit}
      {!empty && (
        <ErrorBoundary fallback={<p className={classes.muted}>{M.loadFailed}</p>}>
          <Suspense fallback={<p className={classes.muted}>{M.loading}</p>}>
            <Component block={block} page={page} headingId={headingId} />
          </Suspense>
        </ErrorBoundary>
      )}
    </section>
  );
}

/** A page's blocks in their order (spec 02 §2), each with "Editar" for content administrators. */
export function BlockList({ data }: { data: Pick<THomeData, "blocks" | "sliderVariant" | "map"> }) {
  const canAdmin = useCanAdminContents();
  const page = { sliderVariant: data.sliderVariant, map: data.map };
  return (
    <div className={classes.blocks} data-blocks="">
      {data.blocks.map((block) => <BlockFrame key={block.blockID} block={block} page={page} canAdmin={canAdmin} />)}
    </div>
  );
}
