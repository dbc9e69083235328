import { BLOCK_TYPE_NAMES } from "@portal/schemas/blocks/block-catalog";
import { BLOCK_UI_MESSAGES as M } from "@portal/schemas/blocks/block-types";
import { Link } from "react-router";
import { ResponsiveImage } from "../../../components/responsive-image";
import { sectionPath } from "../../contents/content-paths";
import { useContentRoutes } from "../../contents/use-content-routes";
import type { TBlockProps } from "../block-api";
import classes from "../blocks.module.css";
import { Carousel } from "../carousel";
import { BlockContentCard, BlockContentGrid } from "../content-cards";
import { ContentLink } from "../content-link";

const Empty = () => <p className={classes.muted}>{M.noContents}</p>;

/** Type 12, featured: the featured contents rotating (rotation seconds from the frame). */
export function FeaturedBlock({ block }: TBlockProps) {
  if (block.contents.length === 0) return <Empty />;
  return (
    <Carousel
      label={BLOCK_TYPE_NAMES[12]}
      rotationSeconds={block.frame.rotation ?? 6}
      slides={block.contents.map((c) => <BlockContentCard key={c.contentID} content={c} />)}
    />
  );
}

/** Type 13, section: each named section's latest contents, with a link to the whole section. */
export function SectionBlock({ block }: TBlockProps) {
  const routes = useContentRoutes();
  if (block.sectionGroups.length === 0) return <Empty />;
  const single = block.sectionGroups.length === 1;
  return (
    <>
      {block.sectionGroups.map((group) => (
        <div key={group.tagID} className={classes.sectionGroup}>
          {!single && <h3 className={classes.sectionTitle}>{group.title}</h3>}
          {group.contents.length === 0 ? <Empty /> : <BlockContentGrid contents={group.contents} headingLevel={single ? 3 : 4} />}
          <p className={classes.more}>
            <Link className={classes.link} to={sectionPath(routes, group.friendlyName)}>
              {M.seeSection(group.name)}
            </Link>
          </p>
        </div>
      ))}
    </>
  );
}

/** Type 17, content list / wall: the latest contents shown on the page (8 at most). */
export function ContentWallBlock({ block }: TBlockProps) {
  return block.contents.length === 0 ? <Empty /> : <BlockContentGrid contents={block.contents} />;
}

/** Type 8, gallery: the latest galleries, by their main image. */
export function GalleryBlock({ block }: TBlockProps) {
  if (block.contents.length === 0) return <Empty />;
  return (
    <ul className={classes.grid}>
      {block.contents.map((c) => (
        <li key={c.contentID}>
          <ContentLink content={c} className={classes.card}>
            {c.image && (
              <ResponsiveImage
                className={classes.cardImage}
                src={c.image}
                alt={c.imageDescription ?? ""}
                sizes="(min-width: 62em) 25vw, (min-width: 36em) 50vw, 100vw"
              />
            )}
            <span className={classes.cardBody}>
              <span className={classes.cardTitle}>{c.name}</span>
            </span>
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}
