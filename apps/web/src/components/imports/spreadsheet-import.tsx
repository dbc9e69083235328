import { Alert, Button, FileInput, Group, Progress, Stack, Text } from "@mantine/core";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { IMPORT_MESSAGES, type TImportJobView } from "@portal/schemas/imports/import.schema";
import { useEffect, useState } from "react";
import { formErrorMessage } from "../../lib/errors";
import { uploadFile } from "../../lib/rest";
import { trpc } from "../../lib/trpc";
import { PagedTable } from "../data/paged-table";
import { FormAlert } from "../forms/form-alert";
import { importProgress, importRunning } from "./import-progress";

type Props = {
  /** Starts the import of an uploaded spreadsheet (imports.start or documents.importData). */
  start: (fileID: string) => Promise<TImportJobView>;
  /** Called once the job is done (to refresh lists). */
  onDone?: (job: TImportJobView) => void;
  /** A line about the expected columns. */
  columnsHint?: string;
  label?: string;
  /** Which procedure the job is polled with: the registries' (certificates admin) or the contents bulk load's. */
  pollWith?: "certificates" | "contents";
  /** Extensions offered by the picker. */
  accept?: string;
  /** A check of the chosen file before it goes up (its Spanish refusal, or null). */
  checkFile?: (file: File) => string | null;
  /** Rewords an upload refusal (e.g. the spec's Excel message for bytes that are not a workbook). */
  uploadErrorText?: (message: string) => string;
  /** A question answered before the file goes up. */
  confirm?: string;
  /** How long the page waits for the upload and the job (ms); past it, `timeoutText` shows and polling stops. */
  timeoutMs?: number;
  timeoutText?: string;
  /** Offers "Aceptar" once the job has ended (spec 02 §4: the bulk upload finishes with Aceptar). */
  onAccept?: () => void;
};

/**
 * A spreadsheet import: the file goes up (POST uploadfiles/spreadsheet, with its progress), the import job starts,
 * and the job is polled until it ends; the bar shows 0–100 % and a failed job lists its row errors with row numbers.
 */
export function SpreadsheetImport({
  start,
  onDone,
  columnsHint,
  label = "Hoja de cálculo (xlsx, xls o csv)",
  pollWith = "certificates",
  accept = ".xlsx,.xls,.csv",
  checkFile,
  uploadErrorText,
  confirm,
  timeoutMs,
  timeoutText,
  onAccept,
}: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<"idle" | "uploading" | "importing">("idle");
  const [uploadPercent, setUploadPercent] = useState(0);
  const [jobId, setJobId] = useState<string | null>(null);
  const [startedJob, setStartedJob] = useState<TImportJobView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [gaveUp, setGaveUp] = useState(false);
  const pollOptions = (enabled: boolean) => ({
    enabled: enabled && jobId !== null && !gaveUp,
    refetchInterval: (q: { state: { data?: TImportJobView } }) => (importRunning(q.state.data) ? 700 : false),
    staleTime: 0,
    meta: { silent: true },
  });
  const pollId = { id: jobId ?? "00000000-0000-0000-0000-000000000000" };
  const registryPoll = trpc.imports.get.useQuery(pollId, pollOptions(pollWith === "certificates"));
  const contentsPoll = trpc.contents.bulk.job.useQuery(pollId, pollOptions(pollWith === "contents"));
  const poll = pollWith === "contents" ? contentsPoll : registryPoll;
  const job = poll.data ?? startedJob;

  // Past the timeout the page stops waiting (the worker goes on; the section shows the rows once it ends).
  useEffect(() => {
    if (!timeoutMs || phase === "idle") return;
    const timer = setTimeout(() => {
      setGaveUp(true);
      setPhase("idle");
    }, timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs, phase]);

  useEffect(() => {
    if (phase === "importing" && poll.data && !importRunning(poll.data)) {
      setPhase("idle");
      onDone?.(poll.data);
    }
  }, [phase, poll.data, onDone]);

  const run = async () => {
    if (!file) return setError(IMPORT_MESSAGES.fileRequired);
    const refusal = checkFile?.(file);
    if (refusal) return setError(refusal);
    setConfirming(false);
    setError(null);
    setJobId(null);
    setStartedJob(null);
    setGaveUp(false);
    setPhase("uploading");
    try {
      const uploaded = await uploadFile("spreadsheet", file, { onProgress: setUploadPercent, timeoutMs });
      setPhase("importing");
      const started = await start(uploaded.fileID);
      setStartedJob(started);
      setJobId(started.id);
    } catch (e) {
      setPhase("idle");
      const message = e instanceof Error && e.name === "RestError" ? e.message : formErrorMessage(e);
      setError(uploadErrorText ? uploadErrorText(message) : message);
    }
  };

  const busy = phase !== "idle";
  const percent = phase === "uploading" ? 0 : importProgress(job);
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="md">
        <FileInput
          label={label}
          description={columnsHint}
          placeholder="Selecciona el archivo"
          accept={accept}
          value={file}
          onChange={setFile}
          clearable
          disabled={busy}
          w={420}
        />
        <Button onClick={() => (confirm ? setConfirming(true) : void run())} loading={busy} disabled={!file}>
          Importar
        </Button>
      </Group>
      {confirming && (
        <Alert color="yellow" role="alertdialog" title={confirm}>
          <Group gap="sm">
            <Button size="xs" onClick={() => void run()}>
              Sí, subir
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
          </Group>
        </Alert>
      )}
      <FormAlert error={error} />
      {gaveUp && timeoutText && importRunning(job) && (
        <Alert color="yellow" role="status">
          {timeoutText}
        </Alert>
      )}
      {phase === "uploading" && (
        <Text size="sm" role="status">
          Cargando el archivo: {uploadPercent} %
        </Text>
      )}
      {(job || phase === "importing") && (
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm" id="import-progress-label">
              Progreso de la importación
            </Text>
            <Text size="sm" fw={700}>
              {percent} %
            </Text>
          </Group>
          <Progress
            value={percent}
            size="lg"
            aria-labelledby="import-progress-label"
            color={job?.status === "FAILED" ? "red" : "portal"}
            animated={importRunning(job)}
          />
          {job && !importRunning(job) && (
            <Alert color={job.status === "DONE" ? "green" : "red"} role={job.status === "DONE" ? "status" : "alert"} variant="light">
              {job.message ?? (job.status === "DONE" ? fillMessage(IMPORT_MESSAGES.done, [String(job.processedRows)]) : IMPORT_MESSAGES.failed)}
            </Alert>
          )}
          {job && job.errors.some((e) => e.row > 0) && (
            <PagedTable
              label="Errores por fila"
              minWidth={500}
              maxHeight={320}
              rows={job.errors.filter((e) => e.row > 0)}
              rowKey={(e, i) => `${e.row}-${i}`}
              columns={[
                { key: "row", header: "Fila", cell: (e) => e.row },
                { key: "message", header: "Error", cell: (e) => e.message },
              ]}
            />
          )}
          {onAccept && job && !importRunning(job) && (
            <Group justify="flex-end">
              <Button onClick={onAccept}>Aceptar</Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
