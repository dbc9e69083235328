import { ActionIcon, Tooltip } from "@mantine/core";
import { trpc } from "../../lib/trpc";

/** A "?" beside a title showing helper tooltip `id` (GET sites/tooltips; spec 02 §6's numeric keys), on hover, focus or touch. */
export function HelpTipView({ id }: { id: number }) {
  const tips = trpc.helpTexts.tooltips.useQuery(undefined, { staleTime: 5 * 60_000, meta: { silent: true } });
  const text = tips.data?.find((t) => t.id === id)?.text;
  if (!text) return null;
  return (
    <Tooltip label={text} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
      <ActionIcon variant="subtle" size="sm" radius="xl" aria-label={`Ayuda: ${text}`}>
        ?
      </ActionIcon>
    </Tooltip>
  );
}
