import { Drawer, Stack } from "@mantine/core";
import { COMPLAINT_LIST_PAGE_SIZE } from "@portal/schemas/complaint-forms/management.schema";
import { useState } from "react";
import { useFilteredPage } from "../../../components/data/filtered-paged-table";
import { trpc } from "../../../lib/trpc";
import { ManagedRequest } from "./managed-request";
import { ALL_REQUESTS, QueueFilter, type TQueue } from "./queue-filter";
import { filtersToQuery, NO_FILTERS, RequestFilters, type TFilters } from "./request-filters";
import { RequestTable } from "./request-table";
import { TermLegend } from "./term-legend";

/** "Solicitudes": filters, the paged list and the drawer where one request is managed. */
export function RequestList() {
  const [applied, setApplied] = useState<TFilters>(NO_FILTERS);
  const { page, setPage, filter } = useFilteredPage();
  const [openId, setOpenId] = useState<number | null>(null);
  const [queue, setQueue] = useState<TQueue>(ALL_REQUESTS);
  const list = trpc.complaintForms.admin.list.useQuery({ ...filtersToQuery(applied), ...queue, page, pageSize: COMPLAINT_LIST_PAGE_SIZE });
  return (
    <Stack gap="md">
      <QueueFilter value={queue} onChange={filter(setQueue)} />
      <RequestFilters onApply={filter(setApplied)} />
      <TermLegend />
      <RequestTable data={list.data} loading={list.isLoading} failure={list.error} page={page} onPage={setPage} onOpen={setOpenId} />
      <Drawer opened={openId !== null} onClose={() => setOpenId(null)} position="right" size="xl" title="Gestión de la solicitud">
        {openId !== null && <ManagedRequest complaintFormID={openId} onChanged={() => void list.refetch()} />}
      </Drawer>
    </Stack>
  );
}
