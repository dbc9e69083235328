import { Button, Fieldset, Group, TextInput } from "@mantine/core";
import { CONTENT_LIMITS } from "@portal/schemas/contents/content-messages";
import { useState } from "react";
import type { TFieldsetProps } from "../use-content-form";
import { YoutubeModal } from "../youtube-modal";

/** Hangout (6): its YouTube link (typed, or added through the add-YouTube modal) and its start. */
export function HangoutFieldset({ form }: TFieldsetProps) {
  const [open, setOpen] = useState(false);
  return (
    <Fieldset legend="Transmisión">
      <Group align="flex-end">
        <TextInput label="URL de YouTube" withAsterisk type="url" maxLength={CONTENT_LIMITS.linkMax} style={{ flex: 1 }} {...form.textProps("embedUrl")} />
        <Button variant="light" onClick={() => setOpen(true)}>
          Agregar video de YouTube
        </Button>
      </Group>
      <YoutubeModal
        opened={open}
        onClose={() => setOpen(false)}
        onAdd={(url) => {
          form.setField("embedUrl", url);
          form.touch("embedUrl");
        }}
      />
    </Fieldset>
  );
}
