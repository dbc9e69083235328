import { Button, Card, Stack, Text, Textarea, Title } from "@mantine/core";
import { holdsPermission } from "@portal/schemas/accounts/permissions";
import { HELP_TEXT_LIMITS as L, type TEditableTextResourceKey, ZTextResourceForm, ZTooltipForm } from "@portal/schemas/policies/help-texts.schema";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { FormAlert } from "../../components/forms/form-alert";
import { usePageTitle } from "../../components/page-title";
import { formErrorMessage } from "../../lib/errors";
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
  const [failure, setFailure] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const options = {
    meta: { silent: true },
    onSuccess: () => {
      void utils.helpTexts.invalidate();
      toast("success", "El registro se actualizo con exito.");
    },
    onError: (e: unknown) => setFailure(formErrorMessage(e)),
  };
  const tooltip = trpc.helpTexts.updateTooltip.useMutation(options);
  const resource = trpc.helpTexts.updateTextResource.useMutation(options);

  function save() {
    setFailure(null);
    const parsed = kind === "tooltip" ? ZTooltipForm.safeParse({ id, text }) : ZTextResourceForm.safeParse({ key: id, value: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (kind === "tooltip") tooltip.mutate({ id: Number(id), text });
    else resource.mutate({ key: id as TEditableTextResourceKey, value: text });
  }

  return (
    <Card withBorder>
      <Stack gap="xs">
        <FormAlert error={failure} />
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
