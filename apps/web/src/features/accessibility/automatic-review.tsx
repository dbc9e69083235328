import { List, Text } from "@mantine/core";
import { ACCESSIBILITY_STATEMENT_MESSAGES as M } from "@portal/schemas/accessibility/accessibility-statement";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { formatLongDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";

/** The newest weekly axe-core review of the public pages: what it found, so the statement's barriers are current. */
export function AutomaticReview() {
  const run = trpc.selfAssessment.lastAccessibilityRun.useQuery(undefined, { staleTime: 5 * 60_000, meta: { silent: true } });
  if (run.isPending || run.isError) return null;
  const last = run.data;
  if (!last || last.failed) return <Text>{M.automaticNone}</Text>;
  const values = { date: formatLongDate(last.finishedAt), pages: last.pages };
  if (last.issues.length === 0) return <Text>{fillMessage(M.automaticClean, values)}</Text>;
  return (
    <>
      <Text mb="xs">{fillMessage(M.automaticIssues, values)}</Text>
      <List spacing="xs">
        {last.issues.map((issue) => (
          <List.Item key={issue.rule}>
            {issue.help} ({issue.paths.join(", ")})
          </List.Item>
        ))}
      </List>
    </>
  );
}
