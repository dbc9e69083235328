import { Alert, Anchor, Button, FileInput, Paper, Stack, Text } from "@mantine/core";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { SEAL_MESSAGES as M, SEAL_CHECK_MAX_BYTES, SEAL_CHECK_PATH, type TSealCheck } from "@portal/schemas/validity/seal-messages";
import { useState } from "react";
import { apiBasePath } from "../lib/api-base-path";
import { formErrorMessage } from "../lib/errors";

const COLORS = { valid: "green", modified: "red", notOurs: "red", unsealed: "yellow", revoked: "red" } as const;

/** Sends the PDF to POST {apiBasePath}/validity/pdf; a refusal rejects with its Spanish message. */
async function checkPdf(file: File): Promise<TSealCheck> {
  const form = new FormData();
  form.append("file", file);
  const res = await fetch(`${apiBasePath()}/${SEAL_CHECK_PATH}`, { method: "POST", body: form });
  const body = (await res.json().catch(() => null)) as (TSealCheck & { error?: { message?: string } }) | null;
  if (!res.ok || !body) throw new Error(body?.error?.message ?? formErrorMessage(null));
  return body;
}

/**
 * Verify by upload (issue 31), on every validity page: the citizen or an auditor chooses the PDF the portal issued and
 * learns whether its electronic seal is this entity's and nothing changed since; with its code, the page that shows
 * the code's status (revoked, expired…) is one link away. The file is checked, never stored.
 */
export function SealCheckForm() {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TSealCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!file) return setError(M.fileRequired);
    if (file.size > SEAL_CHECK_MAX_BYTES) return setError(fillMessage(M.tooLarge, { mb: SEAL_CHECK_MAX_BYTES / 1024 / 1024 }));
    setError(null);
    setBusy(true);
    try {
      setResult(await checkPdf(file));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="seal-check-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Text fw={600} id="seal-check-title">
            {M.uploadLabel}
          </Text>
          <FileInput
            label={M.uploadLabel}
            description={M.uploadHelp}
            accept="application/pdf,.pdf"
            clearable
            value={file}
            onChange={(f) => {
              setFile(f);
              setResult(null);
              setError(null);
            }}
            error={error}
            disabled={busy}
          />
          <div>
            <Button type="submit" variant="default" loading={busy}>
              {M.uploadButton}
            </Button>
          </div>
          {result && (
            <Alert color={COLORS[result.status]} variant="light" role="status" title={result.message}>
              {result.code && <Text size="sm">{fillMessage(M.codeLine, { code: result.code })}</Text>}
              {result.validityPath && <Anchor href={result.validityPath}>{M.checkCode}</Anchor>}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
