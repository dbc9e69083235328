import { Button, Group } from "@mantine/core";
import { SELF_ASSESSMENT_MESSAGES as M, type TSelfAssessmentFormat } from "@portal/schemas/self-assessment/self-assessment-messages";
import { useState } from "react";
import { apiBasePath } from "../../lib/api-base-path";
import { formErrorMessage } from "../../lib/errors";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";

/** PDF and Excel: a 60-second single-use link to GET selfassessment/export, opened as a plain download. */
export function DownloadButtons() {
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState<TSelfAssessmentFormat | null>(null);
  async function download(format: TSelfAssessmentFormat) {
    setBusy(format);
    try {
      const grant = await utils.client.selfAssessment.exportToken.query({ format });
      window.location.assign(`${apiBasePath()}/${grant.path}`);
    } catch (error) {
      toast("error", formErrorMessage(error));
    } finally {
      setBusy(null);
    }
  }
  return (
    <Group>
      <Button variant="default" loading={busy === "pdf"} onClick={() => void download("pdf")}>
        {M.downloadPdf}
      </Button>
      <Button variant="default" loading={busy === "xlsx"} onClick={() => void download("xlsx")}>
        {M.downloadXlsx}
      </Button>
    </Group>
  );
}
