import { Button, Card, Stack, Text, Textarea, Title } from "@mantine/core";
import { holdsPermission } from "@portal/schemas/accounts/permissions";
import { HELP_TEXT_LIMITS as L, type TEditableTextResourceKey, ZTextResourceForm, ZTooltipForm } from "@portal/schemas/policies/help-texts.schema";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { FormAlert } from "../../components/forms/form-alert";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { usePageTitle } from "../../components/page-title";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { currentUserAtom } from "../../state/session";

const TITLE = "Textos y ayudas";

/**
 * /administrador/textos: the helper tooltips of the sections (content administrators) and the text resources the
 * forms show, such as the data-processing authorisation of the PQRDS form (Settings).
 */
export function HelpTextsPage() {
  usePageTitle(TITLE);
  const permissions = useAtomValue(currentUserAtom)?.permissions ?? [];
  const canTooltips = holdsPermission(permissions, "Contents");
  const canResources = holdsPermission(permissions, "Settings");
  const tooltips = trpc.helpTexts.tooltips.useQuery(undefined, { enabled: canTooltips });
  const resources = trpc.helpTexts.textResources.useQuery(undefined, { enabled: canResources });
  return (
    <Stack gap="xl" maw={860}>
      <Title order={1}>{TITLE}</Title>
      {canTooltips && (
        <section aria-labelledby="ayudas">
          <Title order={2} size="h3" id="ayudas" mb="sm">
            Textos de ayuda de las secciones
          </Title>
          <Stack>
            {tooltips.data?.map((t) => (
              <TextEditor key={t.id} label={`Ayuda ${t.id}: ${t.key}`} initial={t.text} max={L.tooltipMax} kind="tooltip" id={t.id} />
            ))}
          </Stack>
        </section>
      )}
      {canResources && (
        <section aria-labelledby="textos">
          <Title order={2} size="h3" id="textos" mb="sm">
            Textos de los formularios
          </Title>
          <Stack>
            {resources.data?.map((r) => (
              <TextEditor key={r.key} label={r.label} initial={r.value} max={L.resourceMax} kind="resource" id={r.key} />
            ))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}

function TextEditor({ label, initial, max, kind, id }: { label: string; initial: string; max: number; kind: "tooltip" | "resource"; id: number | string }) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const utils = trpc.useUtils();
  const options = {
    meta: { silent: true },
    onSuccess: () => {
      void utils.helpTexts.invalidate();
      toast("success", "El registro se actualizo con exito.");
    },
  };
  const tooltip = trpc.helpTexts.updateTooltip.useMutation(options);
  const resource = trpc.helpTexts.updateTextResource.useMutation(options);
  // An editor is a tooltip's or a text resource's, so only one of the two ever sends.
  const sendingTooltip = useMutationSend({ mutation: tooltip });
  const sendingResource = useMutationSend({ mutation: resource });
  const { error: failure, setError: setFailure, alertRef } = kind === "tooltip" ? sendingTooltip : sendingResource;

  function save() {
    setFailure(null);
    const parsed = kind === "tooltip" ? ZTooltipForm.safeParse({ id, text }) : ZTextResourceForm.safeParse({ key: id, value: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (kind === "tooltip") sendingTooltip.send({ id: Number(id), text });
    else sendingResource.send({ key: id as TEditableTextResourceKey, value: text });
  }

  return (
    <Card withBorder>
      <Stack gap="xs">
        <FormAlert ref={alertRef} error={failure} />
        <Textarea
          label={label}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={error}
          autosize
          minRows={2}
          maxRows={12}
          description={`${text.trim().length} de ${max} caracteres`}
        />
        <Text component="div">
          <Button size="sm" onClick={save} loading={tooltip.isPending || resource.isPending}>
            Guardar
          </Button>
        </Text>
      </Stack>
    </Card>
  );
}
