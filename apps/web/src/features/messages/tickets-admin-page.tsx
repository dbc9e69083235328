import { Alert, Anchor, Badge, Button, Group, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { TICKET_MESSAGES as T } from "@portal/schemas/messages/chat-messages";
import { TICKET_LIMITS, TICKET_STATUS, ZTicketAnswer } from "@portal/schemas/messages/ticket.schema";
import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { useFilteredPage } from "../../components/data/filtered-paged-table";
import { pagedQueryProps } from "../../components/data/paged-query";
import { PagedTable, type TColumn } from "../../components/data/paged-table";
import { confirmDialog } from "../../components/dialogs";
import { useFocusOnMount } from "../../components/use-focus-on-mount";
import { formErrorMessage } from "../../lib/errors";
import { formatLongDate } from "../../lib/format";
import { toast } from "../../lib/notify";
import { type RouterOutputs, trpc } from "../../lib/trpc";

type TRow = RouterOutputs["tickets"]["list"]["items"][number];

/** /administrador/mensajes (Tickets): messages written outside the chat schedules, answered by e-mail. */
export function TicketsAdminPage() {
  const { page, setPage, filter } = useFilteredPage();
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<"all" | "1" | "2">("1");
  const [words] = useDebouncedValue(q.trim(), 300);
  const [selected, setSelected] = useState<number | null>(null);
  const list = trpc.tickets.list.useQuery({ page, q: words || undefined, status: status === "all" ? undefined : (Number(status) as 1 | 2) });
  const columns: readonly TColumn<TRow>[] = [
    {
      key: "subject",
      header: T.subject,
      cell: (t) => (
        <Anchor component="button" type="button" fw={t.seen ? 400 : 700} onClick={() => setSelected(t.ticketID)}>
          {t.subject}
        </Anchor>
      ),
      style: { minWidth: 200, maxWidth: 280, overflowWrap: "anywhere" },
    },
    // A long name or e-mail wraps: unbroken, it took the row's width and squeezed the subject to a few letters a line.
    { key: "name", header: "Nombre", cell: (t) => t.name, style: { overflowWrap: "anywhere" } },
    { key: "email", header: "Correo", cell: (t) => t.email, style: { minWidth: 160, overflowWrap: "anywhere" } },
    { key: "staff", header: "Asignado a", cell: (t) => t.assignedToName ?? "—" },
    { key: "status", header: "Estado", cell: (t) => (t.status === TICKET_STATUS.open ? T.statusOpen : T.statusClosed) },
    { key: "date", header: "Fecha", cell: (t) => formatLongDate(t.createdAt) },
  ];
  return (
    <Stack gap="lg">
      <Title order={1}>{T.title}</Title>
      <Group align="end" wrap="wrap">
        <TextInput label={T.search} value={q} maxLength={100} onChange={(e) => filter(setQ)(e.currentTarget.value)} />
        <SegmentedControl
          aria-label="Estado"
          value={status}
          onChange={(v) => filter(setStatus)(v)}
          data={[
            { value: "1", label: T.statusOpen },
            { value: "2", label: T.statusClosed },
            { value: "all", label: "Todos" },
          ]}
        />
      </Group>
      <PagedTable columns={columns} rowKey={(t) => t.ticketID} {...pagedQueryProps(list, page, setPage, T.title)} empty={T.empty} minWidth={760} />
      {selected !== null && <TicketDetail key={selected} ticketID={selected} />}
    </Stack>
  );
}

function TicketDetail({ ticketID }: { ticketID: number }) {
  const utils = trpc.useUtils();
  const ticket = trpc.tickets.get.useQuery({ ticketID });
  // The ticket opens below the list: the focus goes to its title, so a keyboard or screen-reader user lands on it.
  const titleRef = useFocusOnMount<HTMLHeadingElement>(Boolean(ticket.data));
  const open = ticket.data?.status === TICKET_STATUS.open;
  useFocusWhenClosed(open, titleRef);
  const refresh = () => Promise.all([utils.tickets.get.invalidate({ ticketID }), utils.tickets.list.invalidate()]);
  // Each failure is shown once, by this panel (silent: the client's generic toast would show it a second time).
  const answer = trpc.tickets.answer.useMutation({ meta: { silent: true }, onSuccess: refresh });
  const assign = trpc.tickets.assign.useMutation({ meta: { silent: true }, onSuccess: refresh });
  const close = trpc.tickets.close.useMutation({ meta: { silent: true }, onSuccess: refresh });
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = ZTicketAnswer.safeParse({ ticketID, answer: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? T.answerRequired);
    setError(null);
    try {
      await answer.mutateAsync(parsed.data);
      toast("success", T.answered);
    } catch (err) {
      setError(formErrorMessage(err));
    }
  }

  if (ticket.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {formErrorMessage(ticket.error)}
      </Alert>
    );
  if (!ticket.data) return null;
  const t = ticket.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="ticket-title">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="ticket-title" ref={titleRef} tabIndex={-1} style={{ overflowWrap: "anywhere" }}>
          {t.subject}
        </Title>
        <Badge color={open ? "green" : "gray"} variant="light">
          {open ? T.statusOpen : T.statusClosed}
        </Badge>
      </Group>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {t.name} · {t.email} · {formatLongDate(t.createdAt)}
      </Text>
      <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{t.message}</Text>
      {t.answer && (
        <Alert variant="light" title={T.answer}>
          <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{t.answer}</Text>
        </Alert>
      )}
      {open && (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="xs">
            <Textarea
              label={T.answer}
              required
              autosize
              minRows={4}
              maxRows={12}
              maxLength={TICKET_LIMITS.answerMax}
              value={text}
              error={error}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <Group>
              <Button type="submit" loading={answer.isPending}>
                {T.sendAnswer}
              </Button>
              <Button
                variant="default"
                loading={assign.isPending}
                onClick={() => assign.mutate({ ticketID }, { onError: (err) => toast("error", formErrorMessage(err)) })}
              >
                {T.assignToMe}
              </Button>
              <Button
                variant="default"
                color="red"
                loading={close.isPending}
                // Closing without an answer cannot be undone: the citizen's message can no longer be answered.
                onClick={() =>
                  void confirmDialog(fillMessage(T.confirmClose, { subject: t.subject }), { danger: true }).then(
                    (yes) => yes && close.mutate({ ticketID }, { onError: (err) => toast("error", formErrorMessage(err)) }),
                  )
                }
              >
                {T.close}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/**
 * Answering or closing a ticket removes the form that held the focus (its buttons), which left it on <body>: a
 * keyboard or screen-reader user lost their place (WCAG 2.4.3). The focus goes to the ticket's title, which now shows
 * it closed. Only when the focus was lost: a ticket closed by someone else does not pull it from where the user is.
 */
function useFocusWhenClosed(open: boolean, titleRef: RefObject<HTMLHeadingElement | null>) {
  const wasOpen = useRef(open);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (wasOpen.current && !open && lost) titleRef.current?.focus();
    wasOpen.current = open;
  }, [open, titleRef]);
}
