import { Button, type ButtonProps } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { apiBasePath } from "../lib/api-base-path";
import { formErrorMessage } from "../lib/errors";
import { toast } from "../lib/notify";

/**
 * A download through a single-use link (exports built by the API: contents, feedback, scores, Autodiagnóstico):
 * `grant` asks the API for the link, then the browser opens it as a plain navigation, so the file downloads natively
 * and no bearer header is needed. A refusal is a toast with the API's Spanish message.
 */
export function TokenDownloadButton({ grant, children, size }: { grant: () => Promise<{ path: string }>; children: ReactNode; size?: ButtonProps["size"] }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const { path } = await grant();
      window.location.assign(`${apiBasePath()}/${path}`);
    } catch (error) {
      toast("error", formErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size={size} variant="default" loading={busy} onClick={() => void download()}>
      {children}
    </Button>
  );
}
