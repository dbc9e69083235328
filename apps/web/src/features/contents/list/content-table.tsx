import { Anchor, Stack, Table, Text } from "@mantine/core";
import { CONTENT_TYPES, isContentType } from "@portal/schemas/contents/content-types";
import { Link } from "react-router";
import { formatLongDate } from "../../../lib/format";
import type { TContentCard } from "../content-api";
import { contentPath } from "../content-paths";
import { useContentRoutes } from "../use-content-routes";
import { sectionRowLayout } from "./section-rows";

/** The list view: one row per content, or the special sections' own columns (a chunk of its own: the table's code). */
export function ContentTable({ items, section }: { items: readonly TContentCard[]; section?: string }) {
  const routes = useContentRoutes();
  const Rows = sectionRowLayout(section);
  // Normatividad, trámites y servicios and contrataciones have rows of their own.
  if (Rows) return <Rows items={items} />;
  return (
    <Stack gap={0}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Nombre</Table.Th>
            <Table.Th scope="col">Tipo</Table.Th>
            <Table.Th scope="col">Fecha</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((c) => (
            <Table.Tr key={c.contentID}>
              <Table.Td>
                <Anchor component={Link} to={contentPath(routes, c.friendlyName)}>
                  {c.name}
                </Anchor>
                {c.description && (
                  <Text size="xs" lineClamp={2}>
                    {c.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{isContentType(c.contentType) ? CONTENT_TYPES[c.contentType].name : ""}</Table.Td>
              <Table.Td>{formatLongDate(c.startingDate ?? c.creationDate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
