import { Button, Checkbox, Fieldset, FileInput, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { COMPLAINT_FILE_EXTENSIONS } from "@portal/schemas/files/upload.schema";
import type { useUploads } from "../../../components/use-uploads";
import { FIELDSET_STYLES, type TComplaintFormState } from "./complaint-fields";

const ACCEPT = COMPLAINT_FILE_EXTENSIONS.map((e) => `.${e}`).join(",");

type Props = { form: TComplaintFormState; uploads: ReturnType<typeof useUploads>; busy: boolean };

/** "Archivo adjunto": one file, uploaded as soon as it is chosen, with its progress and "Quitar archivo". */
export function AttachmentSection({ form, uploads, busy }: Props) {
  const { values, setField, errorOf } = form;
  const upload = uploads.items[0];
  const forget = () => {
    setField("fileID", null);
    setField("fileName", null);
  };
  return (
    <Fieldset legend="Archivo adjunto" variant="unstyled" styles={FIELDSET_STYLES}>
      <Stack gap="sm">
        <Checkbox
          label="Quiero adjuntar un archivo"
          checked={values.isAttachment}
          disabled={busy}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            setField("isAttachment", checked);
            if (!checked && upload) {
              uploads.remove(upload.key);
              forget();
            }
          }}
        />
        {values.isAttachment && (
          <>
            <FileInput
              label="Archivo"
              description={`Un solo archivo de máximo 2 MB (${COMPLAINT_FILE_EXTENSIONS.slice(0, 16).join(", ")})`}
              placeholder="Selecciona un archivo"
              accept={ACCEPT}
              clearable
              name="file"
              value={null}
              disabled={busy || Boolean(upload && !upload.file)}
              error={errorOf("fileID")}
              onChange={(file) => {
                if (!file) return;
                if (upload) uploads.remove(upload.key);
                forget();
                // uploads.add never rejects: a failed upload is a toast and null.
                void uploads.add(file).then((uploaded) => {
                  if (uploaded) {
                    setField("fileID", uploaded.fileID);
                    setField("fileName", uploaded.name);
                  }
                });
              }}
            />
            {upload && (
              <Paper withBorder p="sm" radius="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" style={{ wordBreak: "break-all" }}>
                    {upload.name}
                  </Text>
                  <Button
                    variant="subtle"
                    color="red.9"
                    size="compact-sm"
                    disabled={busy}
                    onClick={() => {
                      uploads.remove(upload.key);
                      forget();
                    }}
                  >
                    Quitar archivo
                  </Button>
                </Group>
                <Progress value={upload.progress} mt="xs" aria-label={`Carga de ${upload.name}`} />
                <Text size="xs" mt={4}>
                  {upload.file ? "Archivo cargado (100 %)" : `Cargando… ${upload.progress} %`}
                </Text>
              </Paper>
            )}
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
