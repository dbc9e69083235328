import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { OPEN_DATA_LIMITS } from "@portal/schemas/complaint-forms/open-data.schema";
import { OPEN_DATA_FILES } from "@portal/schemas/complaint-forms/open-data-paths";
import { useState } from "react";
import { SpanishDateInput } from "../../../components/forms/spanish-date-input";
import { apiBasePath } from "../../../lib/api-base-path";
import { bogotaDay } from "../../../lib/format";

/** "2026-03-18" → "2026-02-28". */
function lastDayOfPreviousMonth(day: string): string {
  const firstOfMonth = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  return new Date(firstOfMonth.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/**
 * Downloads of the aggregated PQRDS dataset (public: no personal data, no small cells) for a period of filing days: CSV, .xlsx with
 * its dictionary sheet, and the dictionary alone. The server checks the period and answers its Spanish error.
 */
export function OpenDataLinks({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  // Whole months that have ended (the server widens a period to them): by default, the year of the last ended month.
  const lastEnded = lastDayOfPreviousMonth(bogotaDay());
  const [from, setFrom] = useState(`${lastEnded.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(lastEnded);
  const query = new URLSearchParams({ from, to }).toString();
  const file = (path: string, withPeriod: boolean) => `${apiBasePath()}/${path}${withPeriod ? `?${query}` : ""}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="open-data-title">
      <Stack gap="sm">
        <Title order={headingOrder} size="h4" id="open-data-title">
          Datos abiertos de PQRDS
        </Title>
        <Text size="sm">
          Solicitudes radicadas en el periodo, contadas por mes, tipo, tipo de solicitante, canal, dependencia, estado y resultado, con sus promedios de días.
          Las combinaciones de menos de {OPEN_DATA_LIMITS.minCellCount} solicitudes se suman en una fila &quot;Reservado&quot; por mes, para que nadie pueda ser
          identificado. Sin datos personales ni textos de las solicitudes (Ley 1712 de 2014). Periodo de hasta {OPEN_DATA_LIMITS.maxDays} días.
        </Text>
        <Group align="flex-end" gap="sm">
          <SpanishDateInput label="Radicadas desde" value={from || null} onChange={(v) => setFrom(v ?? "")} />
          <SpanishDateInput label="Hasta" value={to || null} onChange={(v) => setTo(v ?? "")} />
        </Group>
        <Group gap="lg">
          <Anchor href={file(OPEN_DATA_FILES.csv, true)} download>
            Descargar CSV
          </Anchor>
          <Anchor href={file(OPEN_DATA_FILES.xlsx, true)} download>
            Descargar Excel (.xlsx, con diccionario)
          </Anchor>
          <Anchor href={file(OPEN_DATA_FILES.dictionaryCsv, false)} download>
            Diccionario de datos (CSV)
          </Anchor>
          <Anchor href={file(OPEN_DATA_FILES.dictionaryJson, false)}>Diccionario de datos (JSON)</Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
