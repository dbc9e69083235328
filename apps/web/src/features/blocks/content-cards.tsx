import { ResponsiveImage } from "../../components/responsive-image";
import type { TBlockContentItem } from "./block-api";
import classes from "./blocks.module.css";
import { ContentLink } from "./content-link";
import { formatDay } from "./format-day";

/** A block's content card: image (when it has one), name, date and description. */
export function BlockContentCard({ content, headingLevel = 3 }: { content: TBlockContentItem; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ContentLink content={content} className={classes.card}>
      {content.image && (
        <ResponsiveImage
          className={classes.cardImage}
          src={content.image}
          alt={content.imageDescription ?? ""}
          sizes="(min-width: 62em) 25vw, (min-width: 36em) 50vw, 100vw"
        />
      )}
      <span className={classes.cardBody}>
        <Heading className={classes.cardTitle} style={{ margin: 0 }}>
          {content.name}
        </Heading>
        <span className={classes.muted}>{formatDay(content.startDate ?? content.creationDate)}</span>
        {content.description && <span className={classes.cardText}>{content.description}</span>}
      </span>
    </ContentLink>
  );
}

export function BlockContentGrid({ contents, headingLevel }: { contents: readonly TBlockContentItem[]; headingLevel?: 3 | 4 }) {
  return (
    <ul className={classes.grid}>
      {contents.map((c) => (
        <li key={c.contentID}>
          <BlockContentCard content={c} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
