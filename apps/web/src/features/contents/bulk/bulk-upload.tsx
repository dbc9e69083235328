import { Modal } from "@mantine/core";
import { BULKLOAD_COLUMNS, BULKLOAD_MESSAGES, type TBulkLoadType } from "@portal/schemas/contents/bulk-load.schema";
import { MASS_UPLOAD_MESSAGES, spreadsheetIssue } from "@portal/schemas/contents/mass-upload.schema";
import { FILE_MESSAGES } from "@portal/schemas/files/upload.schema";
import { TIMING } from "@portal/schemas/ui/ui-constants";
import { useCallback } from "react";
import { SpreadsheetImport } from "../../../components/imports/spreadsheet-import";
import { trpc } from "../../../lib/trpc";
import { MassUploadTable } from "./mass-upload-table";

export type TBulkSection = { tagID: number; friendlyName: string; name: string };

/** "Carga masiva" takes a spreadsheet (procedures or contracting); "Crear varios" the table of documents. */
const BULK_SPREADSHEET: Record<string, TBulkLoadType> = { "tramites-y-servicios": "procedures", contrataciones: "contracting" };

const HINTS: Record<TBulkLoadType, string> = {
  procedures: `Archivo de Excel sin fila de títulos, ${BULKLOAD_COLUMNS.procedures.length} columnas: ${BULKLOAD_COLUMNS.procedures
    .slice(0, 7)
    .map((c) => c.header)
    .join(", ")} (tipo 1 link, 2 texto; costo 0 sin costo, 1 con costo, 2 valor exacto) y 5 columnas libres.`,
  contracting: `Archivo de Excel sin fila de títulos, ${BULKLOAD_COLUMNS.contracting.length} columnas: ${BULKLOAD_COLUMNS.contracting.map((c) => c.header).join(", ")}.`,
};

/** Loaded on demand from the section page (content administrators only). */
export default function BulkUpload({ section, onClose }: { section: TBulkSection; onClose: () => void }) {
  const utils = trpc.useUtils();
  const start = trpc.contents.bulk.load.useMutation({ meta: { silent: true } });
  const type = BULK_SPREADSHEET[section.friendlyName];
  const refresh = useCallback(() => void utils.contents.invalidate(), [utils]);
  return (
    <Modal opened onClose={onClose} title={type ? `Carga masiva · ${section.name}` : `Crear varios · ${section.name}`} size={type ? "lg" : "95%"}>
      {type ? (
        <SpreadsheetImport
          pollWith="contents"
          label="Archivo de Microsoft Excel (xlsx o xls)"
          accept=".xlsx,.xls"
          columnsHint={HINTS[type]}
          confirm={MASS_UPLOAD_MESSAGES.confirm}
          checkFile={(file) => spreadsheetIssue(file.name, file.size)}
          uploadErrorText={(message) => (message === FILE_MESSAGES.wrongType ? MASS_UPLOAD_MESSAGES.excelOnly : message)}
          start={(fileID) => start.mutateAsync({ type, tagID: section.tagID, fileID })}
          onDone={refresh}
          timeoutMs={TIMING.bulkLoadTimeoutMs}
          timeoutText={BULKLOAD_MESSAGES.stillRunning}
          onAccept={onClose}
        />
      ) : (
        <MassUploadTable
          tagID={section.tagID}
          onDone={() => {
            refresh();
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
