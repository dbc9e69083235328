import { ActionIcon, Anchor, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { CONTENT_POPUP_MESSAGES as P } from "@portal/schemas/contents/content-popup-messages";
import { CONTENT_TYPES, isContentType } from "@portal/schemas/contents/content-types";
import { useState } from "react";
import { Link } from "react-router";
import { lazyPopup } from "../../../components/lazy-popup";
import { formatLongDate } from "../../../lib/format";
import { ContentCard } from "../cards/content-card";
import type { TContentCard } from "../content-api";
import { contentPath } from "../content-paths";
import { useContentRoutes } from "../use-content-routes";
import classes from "./contents.module.css";
import { sectionRowLayout } from "./section-rows";

export type TListView = "box" | "list";

const ContentPopup = lazyPopup(() => import("../popup/content-popup").then((m) => m.ContentPopup));

/** Cards in a masonry (box view) or one row per content (list view, and the special sections' row layout). */
export function ContentResults({
  items,
  view,
  headingLevel = 2,
  section,
}: {
  items: readonly TContentCard[];
  view: TListView;
  headingLevel?: 2 | 3;
  section?: string;
}) {
  const routes = useContentRoutes();
  const Rows = sectionRowLayout(section);
  const [open, setOpen] = useState<number | null>(null);
  if (items.length === 0) return <Text role="status">No hay contenidos para mostrar.</Text>;
  if (view === "box") {
    return (
      <>
        <div className={classes.masonry}>
          {items.map((c, i) => (
            <ContentCard
              key={c.contentID}
              content={c}
              headingLevel={headingLevel}
              actions={
                <ActionIcon variant="subtle" onClick={() => setOpen(i)} aria-haspopup="dialog" title={P.preview}>
                  <span aria-hidden="true">⤢</span>
                  <VisuallyHidden>{fillMessage(P.previewOf, [c.name])}</VisuallyHidden>
                </ActionIcon>
              }
            />
          ))}
        </div>
        <ContentPopup items={items} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
      </>
    );
  }
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
