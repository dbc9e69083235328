import { Anchor, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Table, Text, Title, Tooltip } from "@mantine/core";
import { INDICATORS_MESSAGES as M, scoreStr } from "@portal/schemas/indicators/indicators.schema";
import { useState } from "react";
import { Link } from "react-router";
import { formErrorMessage } from "../../lib/errors";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { SCORE_COLORS } from "./score-colors";

type TIndicatorScore = RouterOutputs["indicators"]["scores"][number];
type TPeriodQuery = { year: number; month: number; week: number };

/** Per-indicator scores: the description as a tooltip, recommendations and the formula in modals. */
export function IndicatorScoreList({ scores, period }: { scores: readonly TIndicatorScore[] | undefined; period: TPeriodQuery | null }) {
  const [recommending, setRecommending] = useState<TIndicatorScore | null>(null);
  const [explaining, setExplaining] = useState<TIndicatorScore | null>(null);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="indicator-scores-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="indicator-scores-title">
          {M.indicatorScores}
        </Title>
        {!scores ? (
          <Skeleton h={200} />
        ) : (
          <Stack gap="xs">
            {scores.map((s) => (
              <Group key={s.indicatorId} justify="space-between" wrap="wrap" gap="xs" data-testid={`indicator-${s.indicatorId}`}>
                <Tooltip label={s.description} multiline w={320} withArrow events={{ hover: true, focus: true, touch: true }}>
                  <Text fw={600} tabIndex={0} style={{ textDecoration: "underline dotted" }}>
                    {s.name}
                  </Text>
                </Tooltip>
                <Group gap="xs">
                  {s.score === null || !s.colorClass ? (
                    <Text c="dimmed">—</Text>
                  ) : (
                    <Badge color={SCORE_COLORS[s.colorClass]} size="lg" radius="sm">
                      {s.scoreStr}
                    </Badge>
                  )}
                  <Button variant="subtle" size="compact-sm" onClick={() => setRecommending(s)} aria-label={`${M.recommendations}: ${s.name}`}>
                    {M.recommendations}
                  </Button>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    disabled={s.score === null || !period}
                    onClick={() => setExplaining(s)}
                    aria-label={`${M.formula}: ${s.name}`}
                  >
                    {M.formula}
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <Modal
        opened={recommending !== null}
        onClose={() => setRecommending(null)}
        title={`${M.recommendations}: ${recommending?.name ?? ""}`}
        closeButtonProps={{ "aria-label": M.close }}
      >
        <Stack gap="sm">
          <Text>{recommending?.recommendations}</Text>
          {recommending?.link && (
            <Anchor component={Link} to={recommending.link}>
              {recommending.link}
            </Anchor>
          )}
        </Stack>
      </Modal>
      <Modal
        opened={explaining !== null}
        onClose={() => setExplaining(null)}
        title={`${M.formula}: ${explaining?.name ?? ""}`}
        closeButtonProps={{ "aria-label": M.close }}
        size="lg"
      >
        {explaining && period && <FormulaDetail indicatorId={explaining.indicatorId} period={period} />}
      </Modal>
    </Paper>
  );
}

function FormulaDetail({ indicatorId, period }: { indicatorId: number; period: TPeriodQuery }) {
  const formula = trpc.indicators.formula.useQuery({ indicatorId, ...period });
  if (formula.isError) return <Text role="alert">{formErrorMessage(formula.error)}</Text>;
  const f = formula.data;
  if (!f) return <Skeleton h={120} />;
  const rows: [string, string][] = [
    [M.formulaValue, `${f.metricName ?? ""}: ${f.value ?? "—"}`],
    [M.formulaMin, String(f.minValue ?? "—")],
    [M.formulaMax, String(f.maxValue ?? "—")],
    ...(f.populationPercentage === null ? [] : [[M.formulaPopulation, String(f.populationPercentage)] as [string, string]]),
    [M.formulaScore, `${scoreStr(f.score)} ${M.outOf}`],
  ];
  return (
    <Stack gap="sm" data-testid="formula-detail">
      <Text>{f.description}</Text>
      {f.showVars && (
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
