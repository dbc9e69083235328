import { ActionIcon, Loader, Text, VisuallyHidden } from "@mantine/core";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { CONTENT_POPUP_MESSAGES as P } from "@portal/schemas/contents/content-popup-messages";
import { lazy, Suspense, useState } from "react";
import { lazyPopup } from "../../../components/lazy-popup";
import { ContentCard } from "../cards/content-card";
import type { TContentCard } from "../content-api";
import classes from "./contents.module.css";

export type TListView = "box" | "list";

const loadContentTable = () => import("./content-table");
// The list view (Mantine's Table and its scroll area) loads only where a list is shown: the search and most sections
// show cards. A section shown as a list asks for it as soon as it knows (preloadContentTable).
const ContentTable = lazy(async () => ({ default: (await loadContentTable()).ContentTable }));
export const preloadContentTable = (): void => void loadContentTable();

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
  return (
    <Suspense fallback={<Loader aria-label="Cargando la lista" />}>
      <ContentTable items={items} section={section} />
    </Suspense>
  );
}
