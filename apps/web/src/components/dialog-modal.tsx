import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useAtom } from "jotai";
import { useRef } from "react";
import type { TDialog } from "./dialog-state";
import { dialogsAtom } from "./dialog-state";
import { useMounted } from "./use-loaded-once";

/** The oldest pending dialog. Mantine's Modal traps focus, closes with Escape and returns focus on close. */
export function DialogModal() {
  const [dialogs, setDialogs] = useAtom(dialogsAtom);
  const current = dialogs[0];
  const mounted = useMounted();
  // While it closes, the modal keeps showing the last dialog.
  const last = useRef<TDialog | undefined>(undefined);
  if (current) last.current = current;
  const shown = current ?? last.current;
  const answer = (accepted: boolean) => {
    if (!current) return;
    current.resolve(accepted);
    setDialogs((list) => list.filter((d) => d.id !== current.id));
  };
  return (
    <Modal
      opened={mounted && Boolean(current)}
      onClose={() => answer(false)}
      title={shown?.title}
      centered
      size="md"
      closeButtonProps={{ "aria-label": "Cerrar" }}
      data-dialog-kind={shown?.kind}
    >
      {shown && (
        <Stack gap="lg">
          <Stack gap="xs">
            {/* A long unbroken name in the question (a content's, a ticket's subject) wraps instead of running out of the dialog. */}
            {typeof shown.message === "string" ? (
              <Text style={{ overflowWrap: "anywhere" }}>{shown.message}</Text>
            ) : (
              <div style={{ overflowWrap: "anywhere" }}>{shown.message}</div>
            )}
            {shown.detail && (
              <Text size="sm" c="dimmed" style={{ wordBreak: "break-all" }}>
                {shown.detail}
              </Text>
            )}
          </Stack>
          <Group justify="flex-end" gap="sm">
            {shown.cancelLabel && (
              <Button variant="default" onClick={() => answer(false)}>
                {shown.cancelLabel}
              </Button>
            )}
            <Button onClick={() => answer(true)} data-autofocus color={shown.danger ? "red.9" : undefined}>
              {shown.confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
