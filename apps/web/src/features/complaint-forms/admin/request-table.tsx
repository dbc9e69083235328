import { Badge, Button, Text } from "@mantine/core";
import { COMPLAINT_LIST_PAGE_SIZE } from "@portal/schemas/complaint-forms/management.schema";
import { COMPLAINT_STATUS } from "@portal/schemas/complaint-forms/tracking-rules";
import { spanishCount } from "@portal/schemas/ui/data-messages";
import { PagedTable } from "../../../components/data/paged-table";
import { formatLongDate } from "../../../lib/format";
import type { RouterOutputs } from "../../../lib/trpc";
import { daysLeftText, dueDateText, levelColor, statusWithOutcome } from "../request-format";

type TListPage = RouterOutputs["complaintForms"]["admin"]["list"];

/** The staff list of requests, one page at a time, with their term; "Gestionar" opens one. */
export function RequestTable({
  data,
  loading,
  failure,
  page,
  onPage,
  onOpen,
}: {
  data: TListPage | undefined;
  loading: boolean;
  /** The list's failed load, shown above the table. */
  failure: unknown;
  page: number;
  onPage: (page: number) => void;
  onOpen: (complaintFormID: number) => void;
}) {
  const total = data?.total ?? 0;
  return (
    <PagedTable
      highlightOnHover
      minWidth={900}
      // No count until the list came: a failed load is not "0 solicitudes".
      caption={data && (total === 1 ? "1 solicitud" : `${spanishCount(total)} solicitudes`)}
      loading={loading}
      failure={failure}
      rows={data?.items}
      paging={{ page, pageSize: COMPLAINT_LIST_PAGE_SIZE, total, onChange: onPage }}
      rowKey={(i) => i.complaintFormID}
      columns={[
        { key: "radicado", header: "Radicado", cell: (i) => i.trackingID },
        { key: "tipo", header: "Tipo", cell: (i) => i.complaintFormType.name },
        { key: "solicitante", header: "Solicitante", cell: (i) => i.applicant ?? (i.anonymous ? "Anónimo" : "—") },
        { key: "fecha", header: "Fecha", cell: (i) => formatLongDate(i.date) },
        { key: "vence", header: "Vence", cell: (i) => dueDateText(i) },
        {
          key: "dependencia",
          header: "Dependencia",
          cell: (i) => (i.dependency ? `${i.dependency.name}${i.responsible ? ` — ${i.responsible.name}` : ""}` : "Sin asignar"),
        },
        {
          key: "estado",
          header: "Estado",
          cell: (i) =>
            i.answeredLate ? (
              <>
                {statusWithOutcome(i)}{" "}
                <Badge color="red.9" variant="light">
                  Fuera de término
                </Badge>
              </>
            ) : (
              statusWithOutcome(i)
            ),
        },
        {
          key: "termino",
          header: "Término",
          cell: (i) =>
            i.status === COMPLAINT_STATUS.open ? (
              <>
                <Badge color={i.lifecycle.suspended ? "gray.8" : levelColor(i.level)} variant="filled">
                  {i.lifecycle.suspended ? "Suspendida" : daysLeftText(i.daysLeft)}
                </Badge>
                {i.transferWarning && (
                  <Text size="xs" c="orange.9" mt={4}>
                    {i.transferWarning}
                  </Text>
                )}
              </>
            ) : (
              "—"
            ),
        },
        {
          key: "acciones",
          header: "Acciones",
          cell: (i) => (
            <Button size="compact-sm" onClick={() => onOpen(i.complaintFormID)} aria-label={`Gestionar la solicitud ${i.trackingID}`}>
              Gestionar
            </Button>
          ),
        },
      ]}
    />
  );
}
