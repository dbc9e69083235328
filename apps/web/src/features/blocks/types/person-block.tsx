import { BLOCK_TYPE_NAMES } from "@portal/schemas/blocks/block-catalog";
import { BLOCK_RENDER_LIMITS as L } from "@portal/schemas/blocks/block-types";
import { ResponsiveImage } from "../../../components/responsive-image";
import type { TBlock, TBlockProps } from "../block-api";
import classes from "../blocks.module.css";
import { Carousel } from "../carousel";
import { SiteLink } from "../content-link";
import { personSlides } from "./person-slides";

type TPerson = TBlock["persons"][number];
const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? "")
    .join("")
    .toUpperCase();

function PersonCard({ person }: { person: TPerson }) {
  return (
    <div className={`${classes.card} ${classes.person}`}>
      {person.image ? (
        <ResponsiveImage className={classes.personPhoto} src={person.image} alt="" sizes="10rem" />
      ) : (
        <span className={classes.personPhoto} aria-hidden="true">
          {initials(person.name)}
        </span>
      )}
      <h3 className={classes.cardTitle} style={{ margin: 0 }}>
        {person.url ? <SiteLink href={person.url}>{person.name}</SiteLink> : person.name}
      </h3>
      {person.position && <span>{person.position}</span>}
      {person.company && <span className={classes.muted}>{person.company}</span>}
      {person.description && <span className={classes.cardText}>{person.description}</span>}
      {person.email && (
        <a className={classes.link} href={`mailto:${person.email}`}>
          {person.email}
        </a>
      )}
    </div>
  );
}

/**
 * Type 14, people: shown from 3; a looping carousel with dots (three to a slide, one column on phones) that moves
 * one person at a time, so three people already make a carousel (person-slides.ts).
 */
export function PersonBlock({ block }: TBlockProps) {
  const groups = personSlides(block.persons, L.personMin);
  if (groups.length === 0) return null;
  const slides = groups.map((group) => (
    <div key={group[0]?.id} className={classes.people}>
      {group.map((p, i) => (
        <PersonCard key={`${p.id}-${i}`} person={p} />
      ))}
    </div>
  ));
  return <Carousel label={BLOCK_TYPE_NAMES[14]} rotationSeconds={null} slides={slides} />;
}
