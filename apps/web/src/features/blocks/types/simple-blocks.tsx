import { INDICATORS_PAGE_PATH, BLOCK_UI_MESSAGES as M } from "@portal/schemas/blocks/block-types";
import { SCORE_COLORS } from "../../indicators/score-colors";
import type { TBlockProps } from "../block-api";
import classes from "../blocks.module.css";
import { SiteLink } from "../content-link";

/** Type 16, text: HTML sanitised by the server when it was read (never the stored text as is). */
export function TextBlock({ block }: TBlockProps) {
  if (!block.html) return null;
  return <div className={classes.text} dangerouslySetInnerHTML={{ __html: block.html }} />;
}

/** Type 18, viewed sections: links to /tema/{url} of the most visited sections (or those the block names). */
export function ViewedSectionsBlock({ block }: TBlockProps) {
  if (block.viewedSections.length === 0) return null;
  return (
    <ul className={classes.grid}>
      {block.viewedSections.map((s) => (
        <li key={s.url}>
          <SiteLink href={s.url ?? ""} className={`${classes.card} ${classes.shortcut}`}>
            <span className={classes.cardTitle}>{s.name}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** Type 15, indicator: the site's score out of 100 in its colour and month (as the header's badge), the frame's text and the indicators page. */
export function IndicatorBlock({ block }: TBlockProps) {
  const score = block.indicator;
  const color = score?.colorClass ? SCORE_COLORS[score.colorClass as keyof typeof SCORE_COLORS] : undefined;
  return (
    <div className={classes.panel}>
      {score?.scoreStr && color && (
        <p style={{ marginTop: 0 }} data-testid="indicator-score">
          <strong style={{ display: "inline-block", background: color, color: "#fff", borderRadius: 4, padding: "0.25rem 0.75rem", fontSize: "1.5rem" }}>
            {score.scoreStr}/100
          </strong>{" "}
          <span>{M.indicatorScore(score.monthStr)}</span>
        </p>
      )}
      <p style={{ marginTop: 0 }}>{block.frame.description ?? M.indicators}</p>
      <SiteLink className={classes.button} href={block.frame.url ?? INDICATORS_PAGE_PATH}>
        {M.indicatorsLink}
      </SiteLink>
    </div>
  );
}
