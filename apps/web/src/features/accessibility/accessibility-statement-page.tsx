import { Button, List, Stack, Text, Title } from "@mantine/core";
import { ACCESSIBILITY_NAV_MESSAGES } from "@portal/schemas/accessibility/accessibility-nav";
import {
  ACCESSIBILITY_STATEMENT_DEFAULT_DATE,
  BARRIER_REPORT_TYPE_ID,
  DEFAULT_KNOWN_ACCESSIBILITY_ISSUES,
  ACCESSIBILITY_STATEMENT_MESSAGES as M,
} from "@portal/schemas/accessibility/accessibility-statement";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { formatCalendarDate } from "../../lib/format";
import { settingsAtom } from "../../state/settings";
import { useComplaintPaths } from "../complaint-forms/complaint-paths";
import { AutomaticReview } from "./automatic-review";
import { prefillBarrierReport } from "./barrier-report";

/** Before the settings arrive (they always do with the shell): the defaults, without pulling zod into this chunk. */
const DEFAULT_STATEMENT = { reviewedOn: ACCESSIBILITY_STATEMENT_DEFAULT_DATE, knownIssues: DEFAULT_KNOWN_ACCESSIBILITY_ISSUES };

const MEASURES = [M.measureKeyboard, M.measureContrast, M.measureScreenReaders, M.measureMotion, M.measureCaptcha, M.measureRelay, M.measureTesting];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mt="md" mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** /declaracion-de-accesibilidad (issue 31): conformance target, date, known barriers, measures, and how to report one. */
export function AccessibilityStatementPage() {
  const settings = useAtomValue(settingsAtom);
  const navigate = useNavigate();
  const paths = useComplaintPaths();
  const statement = settings?.accessibilityStatement ?? DEFAULT_STATEMENT;
  const entity = settings?.entity;
  const issues = statement.knownIssues;
  const report = () => {
    prefillBarrierReport();
    void navigate(paths.form(BARRIER_REPORT_TYPE_ID));
  };
  const contact = entity?.email && entity.phone ? fillMessage(M.reportContact, { email: entity.email, phone: entity.phone }) : null;

  return (
    <Stack gap="md" maw={860}>
      <Title order={1}>{ACCESSIBILITY_NAV_MESSAGES.title}</Title>
      <Text>{fillMessage(M.intro, { entity: entity?.name ?? "La entidad" })}</Text>
      <Section id="a11y-conformance" title={M.conformanceTitle}>
        <Text mb="sm">{M.conformance}</Text>
        <Text>{issues.length ? M.conformancePartial : M.conformanceFull}</Text>
      </Section>
      <Section id="a11y-date" title={M.dateTitle}>
        <Text>{fillMessage(M.date, { date: formatCalendarDate(statement.reviewedOn) })}</Text>
      </Section>
      <Section id="a11y-issues" title={M.knownIssuesTitle}>
        {issues.length ? (
          <List spacing="xs">
            {issues.map((issue) => (
              <List.Item key={issue}>{issue}</List.Item>
            ))}
          </List>
        ) : (
          <Text>{M.knownIssuesNone}</Text>
        )}
      </Section>
      <Section id="a11y-automatic" title={M.automaticTitle}>
        <AutomaticReview />
      </Section>
      <Section id="a11y-measures" title={M.measuresTitle}>
        <List spacing="xs">
          {MEASURES.map((measure) => (
            <List.Item key={measure}>{measure}</List.Item>
          ))}
        </List>
      </Section>
      <Section id="a11y-report" title={M.reportTitle}>
        {settings?.pqrEnabled === false ? (
          <Text>{M.pqrDisabled}</Text>
        ) : (
          <>
            <Text mb="sm">{M.report}</Text>
            <Button onClick={report}>{M.reportButton}</Button>
          </>
        )}
        {contact && <Text mt="sm">{contact}</Text>}
      </Section>
    </Stack>
  );
}
