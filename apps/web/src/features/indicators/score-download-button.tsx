import { Button } from "@mantine/core";
import { INDICATORS_MESSAGES as M } from "@portal/schemas/indicators/indicators.schema";
import { TokenDownloadButton } from "../../components/token-download-button";
import { trpc } from "../../lib/trpc";

/** "Descargar puntajes": a 60-second single-use link to GET indicators/export/, opened as a plain download. */
export function ScoreDownloadButton({ period }: { period: { year: number; month: number; week: number } | null }) {
  const utils = trpc.useUtils();
  if (!period) {
    return (
      <Button variant="default" disabled>
        {M.download}
      </Button>
    );
  }
  return <TokenDownloadButton grant={() => utils.client.indicators.exportToken.query(period)}>{M.download}</TokenDownloadButton>;
}
