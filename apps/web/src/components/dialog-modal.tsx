import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useAtom } from "jotai";
import { dialogsAtom } from "./dialog-state";

/** The oldest pending dialog. Mantine's Modal traps focus, closes with Escape and returns focus on close. */
export function DialogModal() {
  const [dialogs, setDialogs] = useAtom(dialogsAtom);
  const current = dialogs[0];
  const answer = (accepted: boolean) => {
    if (!current) return;
    current.resolve(accepted);
    setDialogs((list) => list.filter((d) => d.id !== current.id));
  };
  return (
    <Modal
      opened={Boolean(current)}
      onClose={() => answer(false)}
      title={current?.title}
      centered
      size="md"
      closeButtonProps={{ "aria-label": "Cerrar" }}
      data-dialog-kind={current?.kind}
    >
      {current && (
        <Stack gap="lg">
          <Stack gap="xs">
            {typeof current.message === "string" ? <Text>{current.message}</Text> : <div>{current.message}</div>}
            {current.detail && (
              <Text size="sm" c="dimmed" style={{ wordBreak: "break-all" }}>
                {current.detail}
              </Text>
            )}
          </Stack>
          <Group justify="flex-end" gap="sm">
            {current.cancelLabel && (
              <Button variant="default" onClick={() => answer(false)}>
                {current.cancelLabel}
              </Button>
            )}
            <Button onClick={() => answer(true)} data-autofocus color={current.danger ? "red.9" : undefined}>
              {current.confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
