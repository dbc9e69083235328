import { Anchor, Badge, Stack, Text, Title } from "@mantine/core";
import { canQualify } from "@portal/schemas/complaint-forms/qualification.schema";
import { MY_COMPLAINT_FORMS_PAGE_SIZE, type TMyComplaintForm } from "@portal/schemas/complaint-forms/tracking.schema";
import { COMPLAINT_STATUS, MY_REQUESTS_MESSAGES as M } from "@portal/schemas/complaint-forms/tracking-rules";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { Link } from "react-router";
import { PagedTable, type TColumn } from "../../components/data/paged-table";
import { formatLongDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { settingsAtom } from "../../state/settings";
import { complaintPaths } from "./complaint-paths";
import { myRequestTrackingHref } from "./my-requests";
import { QualifyButton } from "./qualify-button";

/** /mi-perfil/solicitudes: "Mis solicitudes", the citizen's own PQRDS (filed in personal mode), 10 a page. */
export function MyRequestsPage() {
  const settings = useAtomValue(settingsAtom);
  const [page, setPage] = useState(1);
  const mine = trpc.complaintForms.mine.useQuery({ page, pageSize: MY_COMPLAINT_FORMS_PAGE_SIZE });
  // The tracking page exists only while PQRDS are enabled; without it the number is shown as text.
  const tracking = settings?.pqrEnabled ? complaintPaths(settings.routes.complaint).tracking : null;

  const columns: TColumn<TMyComplaintForm>[] = [
    {
      key: "trackingID",
      header: "Radicado",
      cell: (r) =>
        tracking ? (
          <Anchor component={Link} to={myRequestTrackingHref(tracking, r.trackingID)}>
            {r.trackingID}
          </Anchor>
        ) : (
          r.trackingID
        ),
    },
    { key: "type", header: "Tipo", cell: (r) => r.complaintFormType.name },
    { key: "date", header: "Radicada el", cell: (r) => formatLongDate(r.date) },
    {
      key: "status",
      header: "Estado",
      cell: (r) => (
        <Badge color={r.status === COMPLAINT_STATUS.open ? "yellow.8" : "green.8"} variant="light">
          {r.statusName}
        </Badge>
      ),
    },
    { key: "closingDate", header: "Cerrada el", cell: (r) => (r.closingDate ? formatLongDate(r.closingDate) : "—") },
    {
      key: "qualification",
      header: "Calificación",
      cell: (r) =>
        r.qualification !== null ? (
          M.qualified(r.qualification)
        ) : canQualify({ ...r, personalData: true }) ? (
          <QualifyButton trackingID={r.trackingID} size="xs" />
        ) : (
          "—"
        ),
    },
  ];

  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} id="my-requests-title">
        {M.title}
      </Title>
      <Text>{M.intro}</Text>
      <PagedTable
        columns={columns}
        rows={mine.data?.items}
        rowKey={(r) => r.complaintFormID}
        labelledBy="my-requests-title"
        stackOnPhone
        caption={mine.data ? M.count(mine.data.total) : undefined}
        loading={mine.isLoading}
        empty={M.empty}
        paging={mine.data ? { page, pageSize: mine.data.pageSize, total: mine.data.total, onChange: setPage } : undefined}
      />
    </Stack>
  );
}
