import { Button, FileInput, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { INDICATORS_MESSAGES as M, ZHistoricalReportAdd, ZStatisticsSettingsUpdate } from "@portal/schemas/indicators/indicators.schema";
import { useState } from "react";
import { useUploads } from "../../components/use-uploads";
import { toast } from "../../lib/notify";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";

type TStatistics = RouterOutputs["indicators"]["statistics"];

/* Loaded on demand by /estadisticas/ for the Settings permission only (forms, uploads and zod stay out of visitors' loads). */

/** The Settings permission's part of /estadisticas/: the analytics address, the image, and the historical PDFs. */
export function StatisticsAdmin({ statistics }: { statistics: TStatistics }) {
  const utils = trpc.useUtils();
  const refresh = (data: TStatistics) => utils.indicators.statistics.setData(undefined, data);
  const save = trpc.indicators.saveStatistics.useMutation({
    onSuccess: (data) => {
      refresh(data);
      toast("success", M.saved);
    },
  });
  const form = useZodForm({ schema: ZStatisticsSettingsUpdate, initialValues: { embedUrl: statistics.embedUrl ?? "", imageUrl: statistics.imageUrl ?? "" } });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="statistics-admin-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="statistics-admin-title">
          {M.saveSettings}
        </Title>
        <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(() => save.mutate(form.values))}>
          <Stack gap="sm">
            <TextInput label={M.embedUrl} {...form.textProps("embedUrl")} maxLength={500} />
            <TextInput label={M.imageUrl} {...form.textProps("imageUrl")} maxLength={500} />
            <Group>
              <Button type="submit" loading={save.isPending}>
                {M.saveSettings}
              </Button>
            </Group>
          </Stack>
        </form>
        <ReportUpload onSaved={refresh} />
      </Stack>
    </Paper>
  );
}

function ReportUpload({ onSaved }: { onSaved: (data: TStatistics) => void }) {
  const uploads = useUploads("content");
  const [file, setFile] = useState<File | null>(null);
  const [fileID, setFileID] = useState<string | null>(null);
  const add = trpc.indicators.addReport.useMutation({
    onSuccess: (data) => {
      onSaved(data);
      toast("success", M.saved);
      setFile(null);
      setFileID(null);
      form.reset();
    },
  });
  const form = useZodForm({ schema: ZHistoricalReportAdd, initialValues: { title: "" }, toInput: (v) => ({ ...v, fileID: fileID ?? "" }) });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit((data) => add.mutate(data))}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {M.uploadReport}
        </Title>
        <FileInput
          label={M.uploadReport}
          accept="application/pdf,.pdf"
          value={file}
          clearable
          error={form.errorOf("fileID")}
          onChange={(f) => {
            setFile(f);
            setFileID(null);
            if (f) void uploads.add(f).then((uploaded) => setFileID(uploaded?.fileID ?? null));
          }}
        />
        {uploads.items.length > 0 && file && !fileID && (
          <Text size="sm" c="dimmed">
            {uploads.items.at(-1)?.progress ?? 0} %
          </Text>
        )}
        <TextInput label={M.reportTitle} {...form.textProps("title")} maxLength={150} />
        <Group>
          <Button type="submit" loading={add.isPending} disabled={!fileID}>
            {M.addReport}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
