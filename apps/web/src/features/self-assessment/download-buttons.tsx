import { Group } from "@mantine/core";
import { SELF_ASSESSMENT_MESSAGES as M } from "@portal/schemas/self-assessment/self-assessment-messages";
import { TokenDownloadButton } from "../../components/token-download-button";
import { trpc } from "../../lib/trpc";

/** PDF and Excel: a 60-second single-use link to GET selfassessment/export, opened as a plain download. */
export function DownloadButtons() {
  const utils = trpc.useUtils();
  return (
    <Group>
      <TokenDownloadButton grant={() => utils.client.selfAssessment.exportToken.query({ format: "pdf" })}>{M.downloadPdf}</TokenDownloadButton>
      <TokenDownloadButton grant={() => utils.client.selfAssessment.exportToken.query({ format: "xlsx" })}>{M.downloadXlsx}</TokenDownloadButton>
    </Group>
  );
}
