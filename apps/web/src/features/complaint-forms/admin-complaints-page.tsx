import {
  Alert, Badge, Button, Checkbox, Drawer, Group, Pagination, Paper, Select, SimpleGrid, Stack, Table, Tabs, Text, TextInput, Title,
} from "@mantine/core";
import { useState } from "react";
import { ATTENTION_MESSAGES, DAY_NAMES, formatAttentionHour, type TAttentionDayInput } from "@portal/schemas/complaint-forms/attention.schema";
import { CLOSURE_REASON_MAX, COMPLAINT_LIST_PAGE_SIZE, ZClosureDay } from "@portal/schemas/complaint-forms/management.schema";
import { COMPLAINT_STATUS } from "@portal/schemas/complaint-forms/tracking.schema";
import { confirmDelete } from "../../components/dialogs";
import { usePageTitle } from "../../components/page-title";
import { PageLoader } from "../../layout/app-layout";
import { formErrorMessage } from "../../lib/errors";
import { formatLongDate } from "../../lib/format";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { COMPLAINT_TYPE_FALLBACK } from "./chooser-page";
import { ManagementPanel } from "./management-panel";
import { daysLeftText, levelColor, requestDay } from "./request-format";

/** /administrador/pqrs (PQRs permission): requests, attention hours and closure days. */
export function AdminComplaintsPage() {
  usePageTitle("Administración de PQRDS");
  return (
    <Stack gap="lg">
      <Title order={1}>Administración de PQRDS</Title>
      <Tabs defaultValue="requests" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="requests">Solicitudes</Tabs.Tab>
          <Tabs.Tab value="attention">Horario de atención</Tabs.Tab>
          <Tabs.Tab value="closure">Días de cierre</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="requests" pt="md">
          <RequestList />
        </Tabs.Panel>
        <Tabs.Panel value="attention" pt="md">
          <AttentionEditor />
        </Tabs.Panel>
        <Tabs.Panel value="closure" pt="md">
          <ClosureDays />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

type TFilters = { complaintFormTypeID: string | null; status: string | null; from: string; to: string; overdue: boolean; keyword: string };
const NO_FILTERS: TFilters = { complaintFormTypeID: null, status: null, from: "", to: "", overdue: false, keyword: "" };

function RequestList() {
  const [filters, setFilters] = useState<TFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<TFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const types = trpc.complaintForms.types.useQuery(undefined, { staleTime: Infinity });
  const list = trpc.complaintForms.admin.list.useQuery({
    complaintFormTypeID: applied.complaintFormTypeID ? Number(applied.complaintFormTypeID) : null,
    status: applied.status ? Number(applied.status) : null,
    from: applied.from || null,
    to: applied.to || null,
    overdue: applied.overdue || null,
    keyword: applied.keyword.trim() || null,
    page,
    pageSize: COMPLAINT_LIST_PAGE_SIZE,
  });
  const set = <K extends keyof TFilters>(k: K, v: TFilters[K]) => setFilters((f) => ({ ...f, [k]: v }));
  const total = list.data?.total ?? 0;

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <form
          aria-label="Filtros de solicitudes"
          onSubmit={(e) => {
            e.preventDefault();
            setPage(1);
            setApplied(filters);
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }} spacing="sm">
            <Select
              label="Tipo"
              clearable
              placeholder="Todos"
              data={(types.data ?? COMPLAINT_TYPE_FALLBACK).map((t) => ({ value: String(t.id), label: t.name }))}
              value={filters.complaintFormTypeID}
              onChange={(v) => set("complaintFormTypeID", v)}
            />
            <Select
              label="Estado"
              clearable
              placeholder="Todos"
              data={[
                { value: String(COMPLAINT_STATUS.open), label: "Abierta" },
                { value: String(COMPLAINT_STATUS.closed), label: "Cerrada" },
              ]}
              value={filters.status}
              onChange={(v) => set("status", v)}
            />
            <TextInput label="Desde" type="date" value={filters.from} onChange={(e) => set("from", e.currentTarget.value)} />
            <TextInput label="Hasta" type="date" value={filters.to} onChange={(e) => set("to", e.currentTarget.value)} />
            <TextInput label="Radicado, identificación o correo" value={filters.keyword} maxLength={100} onChange={(e) => set("keyword", e.currentTarget.value)} />
            <Checkbox label="Solo vencidas" checked={filters.overdue} onChange={(e) => set("overdue", e.currentTarget.checked)} mt={{ lg: 28 }} />
          </SimpleGrid>
          <Group mt="sm" gap="sm">
            <Button type="submit">Filtrar</Button>
            <Button
              type="button"
              variant="default"
              onClick={() => {
                setFilters(NO_FILTERS);
                setApplied(NO_FILTERS);
                setPage(1);
              }}
            >
              Limpiar
            </Button>
          </Group>
        </form>
      </Paper>

      <Group gap="xs" aria-label="Convenciones del término">
        <Text size="sm">Término:</Text>
        {[0, 1, 2, 3].map((l) => (
          <Badge key={l} color={levelColor(l)} variant="filled">
            {["Menos del 50 %", "Desde el 50 %", "Desde el 80 %", "100 % o vencida"][l]}
          </Badge>
        ))}
      </Group>

      {list.isLoading ? (
        <PageLoader />
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover>
            <Table.Caption>{total === 1 ? "1 solicitud" : `${total} solicitudes`}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Radicado</Table.Th>
                <Table.Th scope="col">Tipo</Table.Th>
                <Table.Th scope="col">Solicitante</Table.Th>
                <Table.Th scope="col">Fecha</Table.Th>
                <Table.Th scope="col">Vence</Table.Th>
                <Table.Th scope="col">Estado</Table.Th>
                <Table.Th scope="col">Término</Table.Th>
                <Table.Th scope="col">Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(list.data?.items ?? []).map((i) => (
                <Table.Tr key={i.complaintFormID}>
                  <Table.Td>{i.trackingID}</Table.Td>
                  <Table.Td>{i.complaintFormType.name}</Table.Td>
                  <Table.Td>{i.applicant ?? (i.anonymous ? "Anónimo" : "—")}</Table.Td>
                  <Table.Td>{formatLongDate(i.date)}</Table.Td>
                  <Table.Td>{requestDay(i.answerableDate)}</Table.Td>
                  <Table.Td>{i.statusName}</Table.Td>
                  <Table.Td>
                    {i.status === COMPLAINT_STATUS.open ? (
                      <Badge color={levelColor(i.level)} variant="filled">
                        {daysLeftText(i.daysLeft)}
                      </Badge>
                    ) : (
                      "—"
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" onClick={() => setOpenId(i.complaintFormID)} aria-label={`Gestionar la solicitud ${i.trackingID}`}>
                      Gestionar
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > COMPLAINT_LIST_PAGE_SIZE && (
        <Pagination total={Math.ceil(total / COMPLAINT_LIST_PAGE_SIZE)} value={page} onChange={setPage} getControlProps={(c) => ({ "aria-label": c === "next" ? "Página siguiente" : c === "previous" ? "Página anterior" : c })} />
      )}
      <Drawer opened={openId !== null} onClose={() => setOpenId(null)} position="right" size="xl" title="Gestión de la solicitud">
        {openId !== null && <ManagedRequest complaintFormID={openId} onChanged={() => void list.refetch()} />}
      </Drawer>
    </Stack>
  );
}

function ManagedRequest({ complaintFormID, onChanged }: { complaintFormID: number; onChanged: () => void }) {
  const utils = trpc.useUtils();
  const query = trpc.complaintForms.admin.get.useQuery({ complaintFormID }, { staleTime: 0 });
  const update = trpc.complaintForms.admin.update.useMutation({ meta: { silent: true } });
  const delegate = trpc.complaintForms.admin.delegate.useMutation({ meta: { silent: true } });
  const extend = trpc.complaintForms.admin.extend.useMutation({ meta: { silent: true } });
  if (!query.data) return <PageLoader />;
  return (
    <ManagementPanel
      request={query.data}
      onChanged={(r) => {
        utils.complaintForms.admin.get.setData({ complaintFormID }, r as never);
        onChanged();
      }}
      actions={{
        answer: (input) => update.mutateAsync({ complaintFormID, ...input }),
        delegate: (email) => delegate.mutateAsync({ complaintFormID, email }),
        extend: (input) => extend.mutateAsync({ complaintFormID, ...input }),
      }}
    />
  );
}

const AM_HOURS = Array.from({ length: 13 }, (_, h) => ({ value: String(h), label: formatAttentionHour(h) }));
const PM_HOURS = Array.from({ length: 13 }, (_, i) => ({ value: String(i + 12), label: formatAttentionHour(i + 12) }));
type TDayRow = { day: number; active: boolean; hourInitAm: string | null; hourEndAm: string | null; hourInitPm: string | null; hourEndPm: string | null };
const str = (n: number | null) => (n === null ? null : String(n));
const num = (s: string | null) => (s === null || s === "" ? null : Number(s));

/** Attention days and their A.M./P.M. hours (appointments, type 7). */
function AttentionEditor() {
  const all = trpc.complaintForms.attention.all.useQuery(undefined, { staleTime: 0 });
  const save = trpc.complaintForms.attention.update.useMutation({ meta: { silent: true } });
  const [rows, setRows] = useState<TDayRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!all.data) return all.isError ? <Alert color="red">{ATTENTION_MESSAGES.unavailable}</Alert> : <PageLoader />;
  const current: TDayRow[] =
    rows ??
    [1, 2, 3, 4, 5, 6, 7].map((day) => {
      const c = all.data.find((d) => d.day === day);
      return { day, active: c?.active ?? false, hourInitAm: str(c?.hourInitAm ?? null), hourEndAm: str(c?.hourEndAm ?? null), hourInitPm: str(c?.hourInitPm ?? null), hourEndPm: str(c?.hourEndPm ?? null) };
    });
  const edit = (day: number, patch: Partial<TDayRow>) => setRows(current.map((r) => (r.day === day ? { ...r, ...patch } : r)));

  return (
    <form
      aria-label="Horario de atención"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        const days: TAttentionDayInput[] = current
          .filter((r) => r.active || all.data.some((d) => d.day === r.day))
          .map((r) => ({ day: r.day, active: r.active, hourInitAm: num(r.hourInitAm), hourEndAm: num(r.hourEndAm), hourInitPm: num(r.hourInitPm), hourEndPm: num(r.hourEndPm) }));
        save.mutate(
          { days },
          {
            onSuccess: (res) => {
              toast("success", res.message);
              setRows(null);
              void all.refetch();
            },
            onError: (err) => setError(formErrorMessage(err)),
          },
        );
      }}
    >
      <Stack gap="md">
        <Text>Días y horas en que la ciudadanía puede agendar citas. Las horas de la mañana van de 0 a 12 (12:00 M.) y las de la tarde de 12 a 24.</Text>
        <Table.ScrollContainer minWidth={760}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Día</Table.Th>
                <Table.Th scope="col">Inicio mañana</Table.Th>
                <Table.Th scope="col">Fin mañana</Table.Th>
                <Table.Th scope="col">Inicio tarde</Table.Th>
                <Table.Th scope="col">Fin tarde</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {current.map((r) => {
                const name = DAY_NAMES[r.day];
                const hourSelect = (key: "hourInitAm" | "hourEndAm" | "hourInitPm" | "hourEndPm", label: string, data: typeof AM_HOURS) => (
                  <Select aria-label={`${label} del ${name}`} data={data} clearable placeholder="—" value={r[key]} disabled={!r.active} onChange={(v) => edit(r.day, { [key]: v })} />
                );
                return (
                  <Table.Tr key={r.day}>
                    <Table.Td>
                      <Checkbox label={name} checked={r.active} onChange={(e) => edit(r.day, { active: e.currentTarget.checked })} />
                    </Table.Td>
                    <Table.Td>{hourSelect("hourInitAm", "Hora inicial de la mañana", AM_HOURS)}</Table.Td>
                    <Table.Td>{hourSelect("hourEndAm", "Hora final de la mañana", AM_HOURS)}</Table.Td>
                    <Table.Td>{hourSelect("hourInitPm", "Hora inicial de la tarde", PM_HOURS)}</Table.Td>
                    <Table.Td>{hourSelect("hourEndPm", "Hora final de la tarde", PM_HOURS)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Guardar horario
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Days the entity is closed: terms skip them. */
function ClosureDays() {
  const list = trpc.complaintForms.closureDays.list.useQuery(undefined, { staleTime: 0 });
  const add = trpc.complaintForms.closureDays.add.useMutation({ meta: { silent: true } });
  const remove = trpc.complaintForms.closureDays.remove.useMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm({ schema: ZClosureDay, initialValues: { date: "", reason: "" } });
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <form
          ref={form.formRef}
          noValidate
          aria-label="Nuevo día de cierre"
          onSubmit={form.handleSubmit((data) => {
            setError(null);
            add.mutate(data, {
              onSuccess: (res) => {
                toast("success", res.message);
                form.reset();
                void list.refetch();
              },
              onError: (e) => setError(formErrorMessage(e)),
            });
          })}
        >
          <Group align="flex-start" gap="sm">
            <TextInput label="Fecha" type="date" withAsterisk {...form.textProps("date")} />
            <TextInput label="Motivo del cierre" withAsterisk maxLength={CLOSURE_REASON_MAX} {...form.textProps("reason")} style={{ flex: 1, minWidth: 240 }} />
            <Button type="submit" mt={25} loading={add.isPending}>
              Agregar
            </Button>
          </Group>
          {error && (
            <Alert color="red" variant="light" role="alert" mt="sm">
              {error}
            </Alert>
          )}
        </form>
      </Paper>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Fecha</Table.Th>
            <Table.Th scope="col">Motivo</Table.Th>
            <Table.Th scope="col">Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(list.data ?? []).map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{requestDay(d.date)}</Table.Td>
              <Table.Td>{d.reason}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  color="red.9"
                  variant="light"
                  aria-label={`Eliminar el cierre del ${requestDay(d.date)}`}
                  onClick={() =>
                    // The dialog's promise never rejects (cancel resolves false).
                    void confirmDelete().then((ok) => {
                      if (ok) remove.mutate({ id: d.id }, { onSuccess: (res) => { toast("success", res.message); void list.refetch(); } });
                    })
                  }
                >
                  Eliminar
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
