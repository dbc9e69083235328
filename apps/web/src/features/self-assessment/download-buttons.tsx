import { Button, Group } from "@mantine/core";
import { SELF_ASSESSMENT_MESSAGES as M } from "@portal/schemas/self-assessment/self-assessment-messages";
import { TokenDownloadButton } from "../../components/token-download-button";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";

/** PDF and Excel: a 60-second single-use link to GET selfassessment/export, opened as a plain download. */
export function DownloadButtons() {
  const utils = trpc.useUtils();
  return (
    <Group>
      <TokenDownloadButton grant={() => utils.client.selfAssessment.exportToken.query({ format: "pdf" })}>{M.downloadPdf}</TokenDownloadButton>
      <TokenDownloadButton grant={() => utils.client.selfAssessment.exportToken.query({ format: "xlsx" })}>{M.downloadXlsx}</TokenDownloadButton>
      <CheckLinksButton />
      <ReviewAccessibilityButton />
    </Group>
  );
}

/** Queues the weekly broken-links check now; its result shows in this report once the worker is done. */
function CheckLinksButton() {
  const check = trpc.selfAssessment.checkLinks.useMutation({ onSuccess: () => toast("success", M.linksQueued) });
  return (
    <Button variant="default" loading={check.isPending} onClick={() => check.mutate()}>
      {M.checkLinksNow}
    </Button>
  );
}

/** Queues the weekly accessibility review (headless Chromium + axe-core over the public pages) now. */
function ReviewAccessibilityButton() {
  const review = trpc.selfAssessment.reviewAccessibility.useMutation({ onSuccess: () => toast("success", M.a11yQueued) });
  return (
    <Button variant="default" loading={review.isPending} onClick={() => review.mutate()}>
      {M.reviewAccessibilityNow}
    </Button>
  );
}
