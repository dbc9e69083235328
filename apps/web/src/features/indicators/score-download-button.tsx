import { Button } from "@mantine/core";
import { INDICATORS_MESSAGES as M } from "@portal/schemas/indicators/indicators.schema";
import { useState } from "react";
import { apiBasePath } from "../../lib/api-base-path";
import { formErrorMessage } from "../../lib/errors";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";

/** "Descargar puntajes": a 60-second single-use link to GET indicators/export/, opened as a plain download. */
export function ScoreDownloadButton({ period }: { period: { year: number; month: number; week: number } | null }) {
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  async function download() {
    if (!period) return;
    setBusy(true);
    try {
      const grant = await utils.client.indicators.exportToken.query(period);
      window.location.assign(`${apiBasePath()}/${grant.path}`);
    } catch (error) {
      toast("error", formErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="default" loading={busy} disabled={!period} onClick={() => void download()}>
      {M.download}
    </Button>
  );
}
