import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { ZFooterLogos } from "@portal/schemas/blocks/footer-logos.schema";
import { FOOTER_LOGOS_LIMITS, FOOTER_LOGOS_MESSAGES as M, type TFooterLogo } from "@portal/schemas/blocks/footer-logos-messages";
import { DIALOG_MESSAGES } from "@portal/schemas/ui/ui-constants";
import { useState } from "react";
import { FormAlert } from "../../components/forms/form-alert";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { LoadOrFailure } from "../../components/load-or-failure";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { refreshHomeData } from "../home/home-data";
import { ImageField, type TImageValue } from "./image-field";
import { moveItem, usePathErrors } from "./use-path-errors";

type TRow = { _key: string; name: string; link: string; image: TImageValue };
let seq = 0;
const key = () => `logo-${++seq}`;
const rowOf = (l: TFooterLogo): TRow => ({ _key: key(), name: l.name, link: l.link ?? "", image: l.fileID ? { fileID: l.fileID, url: l.imageUrl } : null });
const toInput = (rows: TRow[]) => ({ items: rows.map((r) => ({ name: r.name, link: r.link || null, fileID: r.image?.fileID ?? null })) });

/** globallogos: the footer's logos (every page), edited as one list and saved whole (PUT globallogos). */
export function FooterLogosEditor() {
  const logos = trpc.blockAdmin.footerLogos.useQuery();
  if (!logos.data) return <LoadOrFailure error={logos.error} />;
  return <LogoList initial={logos.data} />;
}

function LogoList({ initial }: { initial: TFooterLogo[] }) {
  const utils = trpc.useUtils();
  const [rows, setRows] = useState<TRow[]>(() => initial.map(rowOf));
  const { errorOf, validate, formRef, showServerErrors } = usePathErrors(ZFooterLogos);
  const save = trpc.blockAdmin.saveFooterLogos.useMutation({
    // A refusal is shown by the form (its alert and fields), not by the client's generic toast.
    meta: { silent: true },
    onSuccess: () => {
      toast("success", DIALOG_MESSAGES.updated);
      void utils.blockAdmin.footerLogos.invalidate();
      // The footer on every page reads the home's cached answer: ask for the new one now.
      refreshHomeData().catch(() => undefined);
    },
  });
  const { send, error, setError, alertRef } = useMutationSend({ mutation: save, onError: showServerErrors });
  const set = (i: number, patch: Partial<TRow>) => setRows((list) => list.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const input = toInput(rows);
    if (validate(input)) send(input);
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="footer-logos-title">
      <Stack gap="sm">
        <Title order={2} id="footer-logos-title">
          {M.title}
        </Title>
        <Text size="sm">{M.intro}</Text>
        {/* A refusal of the whole list is already the alert's message. */}
        {errorOf("items") && errorOf("items") !== error && (
          <Text c="red.8" size="sm" role="alert">
            {errorOf("items")}
          </Text>
        )}
        {rows.length === 0 && (
          <Text c="dimmed" size="sm">
            Todavía no hay logos.
          </Text>
        )}
        {rows.map((row, i) => {
          const legend = `Logo ${i + 1}`;
          return (
            <Fieldset key={row._key} legend={legend}>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label="Nombre de la entidad"
                  required
                  value={row.name}
                  onChange={(e) => set(i, { name: e.currentTarget.value })}
                  error={errorOf(`items.${i}.name`)}
                />
                <TextInput label="Enlace" value={row.link} onChange={(e) => set(i, { link: e.currentTarget.value })} error={errorOf(`items.${i}.link`)} />
                <ImageField label="Imagen" value={row.image} onChange={(image) => set(i, { image })} error={errorOf(`items.${i}.fileID`)} />
              </SimpleGrid>
              <Group gap={4} justify="flex-end" mt="xs">
                <ActionIcon variant="default" aria-label={`Subir ${legend}`} disabled={i === 0} onClick={() => setRows((l) => moveItem(l, i, i - 1))}>
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={`Bajar ${legend}`}
                  disabled={i === rows.length - 1}
                  onClick={() => setRows((l) => moveItem(l, i, i + 1))}
                >
                  ↓
                </ActionIcon>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red.9"
                  aria-label={`Quitar ${legend}`}
                  onClick={() => setRows((l) => l.filter((_, j) => j !== i))}
                >
                  Quitar
                </Button>
              </Group>
            </Fieldset>
          );
        })}
        <FormAlert ref={alertRef} error={error} />
        <Group justify="space-between">
          <Button
            variant="light"
            disabled={rows.length >= FOOTER_LOGOS_LIMITS.itemsMax}
            onClick={() => setRows((l) => [...l, { _key: key(), name: "", link: "", image: null }])}
          >
            Agregar logo
          </Button>
          <Button type="submit" loading={save.isPending}>
            Guardar logos
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
