import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { CHAT_DAY_NAMES, type TChatSchedule, ZChatSchedules } from "@portal/schemas/messages/chat.schema";
import { CHAT_MESSAGES as M } from "@portal/schemas/messages/chat-messages";
import { useEffect, useState } from "react";
import { FormAlert } from "../../components/forms/form-alert";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";

/** The chat schedules (ChatSchedule rows): day and hours in Bogotá time; the whole list is saved at once. */
export function ChatScheduleEditor() {
  const utils = trpc.useUtils();
  const status = trpc.chat.status.useQuery();
  // Its failure shows under the form (silent: the client's generic toast would show it a second time).
  const save = trpc.chat.saveSchedules.useMutation({ meta: { silent: true }, onSuccess: () => utils.chat.status.invalidate() });
  const [rows, setRows] = useState<TChatSchedule[]>([]);
  const { send, error, setError, alertRef } = useMutationSend({ mutation: save, onSuccess: () => toast("success", M.schedulesSaved) });
  useEffect(() => {
    if (status.data) setRows(status.data.schedules);
  }, [status.data]);
  const set = (i: number, patch: Partial<TChatSchedule>) => setRows((r) => r.map((row, j) => (j === i ? { ...row, ...patch } : row)));

  function submit() {
    const parsed = ZChatSchedules.safeParse({ schedules: rows });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? M.scheduleHourInvalid);
    send(parsed.data);
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="chat-schedule-title">
      <Title order={2} size="h3" id="chat-schedule-title">
        {M.scheduleTitle}
      </Title>
      {rows.length === 0 && <Text>{M.noSchedule}</Text>}
      {rows.map((row, i) => (
        <Group key={i} align="end" wrap="wrap">
          <NativeSelect
            label="Día"
            value={String(row.day)}
            data={CHAT_DAY_NAMES.map((label, day) => ({ value: String(day), label }))}
            onChange={(e) => set(i, { day: Number(e.currentTarget.value) })}
          />
          <TextInput label="Desde" type="time" value={row.hourInit} onChange={(e) => set(i, { hourInit: e.currentTarget.value })} />
          <TextInput label="Hasta" type="time" value={row.hourEnd} onChange={(e) => set(i, { hourEnd: e.currentTarget.value })} />
          <Button variant="subtle" color="red" onClick={() => setRows((r) => r.filter((_, j) => j !== i))}>
            Quitar
          </Button>
        </Group>
      ))}
      <FormAlert ref={alertRef} error={error} />
      <Group>
        <Button variant="default" onClick={() => setRows((r) => [...r, { day: 1, hourInit: "08:00", hourEnd: "17:00" }])}>
          Agregar horario
        </Button>
        <Button loading={save.isPending} onClick={submit}>
          Guardar horario
        </Button>
      </Group>
    </Stack>
  );
}
