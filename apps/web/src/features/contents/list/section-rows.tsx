import { Anchor, Table, Text } from "@mantine/core";
import { PROCEDURE_TYPE } from "@portal/schemas/contents/content-types";
import type { ComponentType, ReactNode } from "react";
import { Link } from "react-router";
import { formatLongDate } from "../../../lib/format";
import { procedureCost } from "../cards/card-parts";
import { attributeOf, type TContentCard } from "../content-api";
import { contentPath } from "../content-paths";
import { useContentRoutes } from "../use-content-routes";

type TRows = { items: readonly TContentCard[] };

/** The content's name as a link to its page, with its description under it. */
function NameCell({ content }: { content: TContentCard }) {
  const routes = useContentRoutes();
  return (
    <Table.Td>
      <Anchor component={Link} to={contentPath(routes, content.friendlyName)}>
        {content.name}
      </Anchor>
      {content.description && (
        <Text size="xs" lineClamp={2}>
          {content.description}
        </Text>
      )}
    </Table.Td>
  );
}

/** A document's size as "1,2 MB" from its FileSize attribute (bytes). */
function fileSize(bytes: string | null): string | null {
  const n = Number(bytes);
  if (!bytes || !Number.isFinite(n) || n <= 0) return null;
  return n >= 1_000_000 ? `${(n / 1_000_000).toLocaleString("es-CO", { maximumFractionDigits: 1 })} MB` : `${Math.max(1, Math.round(n / 1000))} KB`;
}

function DocumentLink({ content }: { content: TContentCard }) {
  const doc = content.document;
  if (!doc)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const extension = attributeOf(content, "FileExtension");
  const size = fileSize(attributeOf(content, "FileSize"));
  const detail = doc.isFile ? [extension?.toUpperCase(), size].filter(Boolean).join(", ") : "";
  return (
    <Anchor href={doc.filePath} target="_blank" rel="noopener noreferrer" aria-label={`${doc.isFile ? "Descargar" : "Abrir"} el documento de ${content.name}`}>
      {doc.isFile ? "Descargar" : "Abrir enlace"}
      {detail ? ` (${detail})` : ""}
    </Anchor>
  );
}

/**
 * A special section's table: the columns' headers, then one row per content, its name (a link to its page) first and
 * `cells` after it.
 */
function RowsTable({ label, headers, items, cells }: TRows & { label: string; headers: readonly string[]; cells: (content: TContentCard) => ReactNode }) {
  return (
    <Table striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {headers.map((header) => (
            <Table.Th key={header} scope="col">
              {header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((c) => (
          <Table.Tr key={c.contentID}>
            <NameCell content={c} />
            {cells(c)}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Normatividad: the norm, its issue date and its document (file or link). */
function NormRows({ items }: TRows) {
  return (
    <RowsTable
      label="Normatividad"
      headers={["Norma", "Fecha de expedición", "Documento"]}
      items={items}
      cells={(c) => (
        <>
          <Table.Td>{c.startingDate ? formatLongDate(c.startingDate) : "—"}</Table.Td>
          <Table.Td>
            <DocumentLink content={c} />
          </Table.Td>
        </>
      )}
    />
  );
}

/** Trámites y servicios: cost (type and value), duration and the link to do it online. */
function ProcedureRows({ items }: TRows) {
  return (
    <RowsTable
      label="Trámites y servicios"
      headers={["Trámite o servicio", "Costo", "Duración", "Enlace"]}
      items={items}
      cells={(c) => {
        const url = attributeOf(c, "ProcedureUrl");
        const online = Number(attributeOf(c, "ProcedureTypeID")) === PROCEDURE_TYPE.link;
        return (
          <>
            <Table.Td>{procedureCost(attributeOf(c, "ProcedureCostType"), attributeOf(c, "ProcedureValue"))}</Table.Td>
            <Table.Td>{attributeOf(c, "ProcedureTime") ?? "—"}</Table.Td>
            <Table.Td>
              {url ? (
                <Anchor href={url} target="_blank" rel="noopener noreferrer" aria-label={`${online ? "Hacer en línea" : "Más información de"} ${c.name}`}>
                  {online ? "Hacer en línea" : "Más información"}
                </Anchor>
              ) : online ? (
                "—"
              ) : (
                "Presencial"
              )}
            </Table.Td>
          </>
        );
      }}
    />
  );
}

/** Contrataciones: the process (name and object), its publication date and the link to the process. */
function ContractingRows({ items }: TRows) {
  return (
    <RowsTable
      label="Contrataciones"
      headers={["Proceso de contratación", "Fecha de publicación", "Enlace del proceso"]}
      items={items}
      cells={(c) => (
        <>
          <Table.Td>{formatLongDate(c.startingDate ?? c.creationDate)}</Table.Td>
          <Table.Td>
            <DocumentLink content={c} />
          </Table.Td>
        </>
      )}
    />
  );
}

/** The special sections' row layouts (spec 02 list block), by the section's friendly name. */
const SECTION_ROW_LAYOUTS: Readonly<Record<string, ComponentType<TRows>>> = {
  normatividad: NormRows,
  "tramites-y-servicios": ProcedureRows,
  contrataciones: ContractingRows,
};

export function sectionRowLayout(friendlyName: string | undefined): ComponentType<TRows> | null {
  return friendlyName ? (SECTION_ROW_LAYOUTS[friendlyName] ?? null) : null;
}
