import { Badge } from "@mantine/core";
import { INDICATORS_MESSAGES as M } from "@portal/schemas/indicators/indicators.schema";
import { Link } from "react-router";
import { trpc } from "../../lib/trpc";
import { INDICATORS_PATH } from "./indicator-paths";
import { SCORE_COLORS } from "./score-colors";

/**
 * The header/menu panel's site score (spec 02 §2 "site score with red/yellow/green colour and month, link to
 * indicators"): this month's score out of 100, linking to the indicators page. Renders nothing until scored.
 */
export function SiteScoreBadge() {
  const score = trpc.indicators.siteScore.useQuery({}, { staleTime: 10 * 60_000 });
  const data = score.data;
  if (!data || data.score === null || !data.colorClass) return null;
  return (
    // The link's name starts with its visible text (WCAG 2.5.3); the words around it are for screen readers only.
    <Badge
      component={Link}
      to={INDICATORS_PATH}
      color={SCORE_COLORS[data.colorClass]}
      size="lg"
      radius="sm"
      style={{ cursor: "pointer", textTransform: "none" }}
    >
      {data.scoreStr}/100 · {data.monthStr}
      <span className="visually-hidden">{` (${M.siteScoreBadge} ${data.monthStr}: ${data.scoreStr} ${M.outOf})`}</span>
    </Badge>
  );
}
