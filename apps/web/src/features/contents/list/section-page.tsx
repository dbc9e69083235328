import { Anchor, Breadcrumbs, Button, Checkbox, Group, Loader, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { TPage } from "@portal/schemas/common/pagination";
import { CONTENT_ORDERS, CONTENT_RANGE_TYPES } from "@portal/schemas/contents/content-query-options";
import { CONTENT_TYPE, CONTENT_TYPES, isContentType } from "@portal/schemas/contents/content-types";
import { tooltipId } from "@portal/schemas/policies/tooltip-catalog";
import { lazy, Suspense, useDeferredValue, useEffect, useState } from "react";
import { Link, Navigate, useParams, useSearchParams } from "react-router";
import { PATHS } from "../../../app/paths";
import { usePageTitle } from "../../../components/page-title";
import { errorStatus } from "../../../lib/errors";
import { trpc } from "../../../lib/trpc";
import { SectionBlocks, useSectionBlocks } from "../../blocks/section-blocks";
import { HelpTip } from "../../policies/help-tip";
import { BulkUploadButton } from "../bulk/bulk-upload-button";
import type { TContentCard } from "../content-api";
import { CONTENT_PATHS, createPath, crumb, PAGED_SECTIONS, sectionPath } from "../content-paths";
import { HiddenOrMissing } from "../hidden-or-missing";
import { galleryPageInput } from "../popup/gallery-page";
import { useCanAdminContents } from "../use-can-admin-contents";
import { useContentRoutes } from "../use-content-routes";
import { CategoryFilters, useCategoryChoice, useSectionCategories } from "./category-filters";
import { ContentResults, preloadContentTable, type TListView } from "./content-results";
import { lastMonthRange } from "./date-range";
import { ListPagination } from "./list-pagination";
import { OnlineServices } from "./online-services";
import { ProcedureExportLink } from "./procedure-export-link";
import { useSearchInAddress } from "./use-search-in-address";

const DateRangeFields = lazy(async () => ({ default: (await import("./date-range-fields")).DateRangeFields }));
// Only gallery sections show it: its grid and popup load with it, not with every section's page (issue 28).
const SectionGallery = lazy(async () => ({ default: (await import("../popup/section-gallery")).SectionGallery }));

/** The section's two views (spec 02 §9), as the "Vista" switch offers them. */
const VIEWS: readonly { value: TListView; label: string }[] = [
  { value: "box", label: "Cuadrícula" },
  { value: "list", label: "Lista" },
];
/** Page sizes of spec 02 §9: 10 in box view, 50 in list view. */
const PAGE_SIZE: Record<TListView, number> = { box: 10, list: 50 };
const ORDER_NAMES: Record<(typeof CONTENT_ORDERS)[number], string> = {
  recent: "Más recientes",
  name: "Nombre",
  startingDate: "Fecha de inicio",
  displayOrder: "Orden de la sección",
  comments: "Más comentados",
};
/** "List reload delay 400 ms" (spec 02 §9): typing does not reload the page, the list follows the search string. */
const SEARCH_DELAY_MS = 400;

/** /tramites-y-servicios: the procedures section under its fixed path. */
export function ProceduresPage() {
  return (
    <Stack gap="lg">
      <SectionView alias="tramites-y-servicios" />
      <OnlineServices />
    </Stack>
  );
}

/** /{tag route}/{alias}: a section's contents; an unknown section goes to /pagina-no-encontrada. */
export function SectionPage() {
  const { alias, id, subid } = useParams();
  if (!alias) return <Navigate to={PATHS.notFound} replace />;
  // /{tag}/{alias}/{category}/{subcategory}: the category filters are the optional segments (friendly names).
  return <SectionView key={alias} alias={alias} label={id} subLabel={subid} />;
}

function SectionView({ alias, label, subLabel }: { alias: string; label?: string; subLabel?: string }) {
  const routes = useContentRoutes();
  const section = trpc.contents.sections.detail.useQuery({ friendlyName: alias }, { retry: false, meta: { silent: true } });
  const canAdmin = useCanAdminContents();
  // The section's blocks (their data and code) and categories come with calls of their own and sit above its list: the
  // list waits for them, so none is inserted above contents already on screen (a layout shift of 0.5–0.75 on a phone's
  // noticias).
  const friendlyName = section.data?.friendlyName ?? alias;
  const blocks = useSectionBlocks(friendlyName, Boolean(section.data));
  const categories = useSectionCategories(friendlyName, Boolean(section.data));
  // A gallery section's first images, asked with the page (the gallery's own query then finds them): its grid, above
  // the list, shows only with images, and the list (in the same Suspense as the gallery's code) waits for both.
  const hasGallery = Boolean(section.data?.validContentTypes.some((t) => t.contentType === CONTENT_TYPE.gallery));
  const gallery = trpc.contents.gallery.useQuery(galleryPageInput(friendlyName, 1), { enabled: hasGallery });
  usePageTitle(section.data?.name ?? "Sección");
  // What arrives renders in a transition, in slices of a few milliseconds: react-query's update renders at once, in one
  // task, and on a slow phone each arrival (the section, then its blocks and categories) was one of the page's longest
  // tasks after load (issue 28's blocking time).
  const data = useDeferredValue(section.data);
  const listReady = useDeferredValue(!blocks.isPending && !categories.isPending && (!hasGallery || !gallery.isPending));
  // A paged section shows a list (a table), whose code loads apart from the cards': asked for with the list's data.
  const pagedSection = Boolean(section.data && PAGED_SECTIONS.has(section.data.friendlyName));
  useEffect(() => {
    if (pagedSection) preloadContentTable();
  }, [pagedSection]);
  if (section.error) return errorStatus(section.error) === 404 ? <HiddenOrMissing what="sección" /> : <Navigate to={PATHS.notFound} replace />;
  if (!data) return <Loader aria-label="Cargando la sección" />;
  const paged = PAGED_SECTIONS.has(data.friendlyName);
  return (
    <Stack gap="lg">
      <Breadcrumbs aria-label="Ruta de navegación">
        <Anchor component={Link} to={PATHS.home}>
          Inicio
        </Anchor>
        <Text>{crumb(data.name)}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="xs">
            <Title order={1}>{data.name}</Title>
            {/* Helper tooltips for content administrators (spec 02 §6): 26 normatividad, 28 sections of articles. */}
            {canAdmin && data.friendlyName === "normatividad" && <HelpTip id={tooltipId("normatividad")} />}
            {canAdmin && data.friendlyName !== "normatividad" && data.validContentTypes.some((t) => t.contentType === CONTENT_TYPE.article) && (
              <HelpTip id={tooltipId("articulos")} />
            )}
          </Group>
          {data.description && <Text mt="xs">{data.description}</Text>}
        </div>
        {canAdmin && (
          <Group>
            <Button component={Link} to={createPath(data.friendlyName)}>
              Nuevo contenido
            </Button>
            <BulkUploadButton section={data} />
            <Button component={Link} to={`${CONTENT_PATHS.admin}?seccion=${encodeURIComponent(data.friendlyName)}`} variant="default">
              Administrar contenidos
            </Button>
          </Group>
        )}
      </Group>
      {/* Procedure sections (tramites-y-servicios and the like) offer their list as a spreadsheet. */}
      {data.validContentTypes.length > 0 && data.validContentTypes.every((t) => t.contentType === CONTENT_TYPE.procedure) && (
        <ProcedureExportLink tag={data.friendlyName} />
      )}
      {!listReady ? (
        <Loader aria-label="Cargando la sección" />
      ) : (
        <Suspense fallback={<Loader aria-label="Cargando la sección" />}>
          {(gallery.data?.total ?? 0) > 0 && <SectionGallery tag={data.friendlyName} />}
          <SectionBlocks friendlyName={data.friendlyName} />
          <CategoryFilters
            tag={data.friendlyName}
            tagID={data.tagID}
            basePath={sectionPath(routes, data.friendlyName)}
            selected={label}
            selectedSub={subLabel}
            canAdmin={canAdmin}
          />
          <SectionContents
            key={`${label ?? ""}/${subLabel ?? ""}`}
            tag={data.friendlyName}
            paged={paged}
            label={label}
            subLabel={subLabel}
            // "3 issue, only if enabled" (spec 02 §2): the issue date is offered where the section holds types that have one.
            hasIssueDate={data.validContentTypes.some((t) => isContentType(t.contentType) && CONTENT_TYPES[t.contentType].needsIssueDate)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** The pages of a section's list that arrived, and whether one is still loading (useQueries' combine). */
function loadedContents(results: readonly { data?: TPage<TContentCard>; isLoading: boolean }[]) {
  return { loadedPages: results.flatMap((r) => (r.data ? [r.data] : [])), busy: results.some((r) => r.isLoading) };
}

function SectionContents({
  tag,
  paged,
  label,
  subLabel,
  hasIssueDate,
}: {
  tag: string;
  paged: boolean;
  label?: string;
  subLabel?: string;
  hasIssueDate: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const category = useCategoryChoice(tag, label, subLabel);
  const [keyword, setKeyword] = useState(params.get("q") ?? "");
  const [debounced] = useDebouncedValue(keyword.trim(), SEARCH_DELAY_MS);
  const [view, setView] = useState<TListView>(paged ? "list" : "box");
  const orderBy = (CONTENT_ORDERS as readonly string[]).includes(params.get("orden") ?? "")
    ? (params.get("orden") as (typeof CONTENT_ORDERS)[number])
    : undefined;
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState(1);
  const [featured, setFeatured] = useState(false);
  // The date filter starts on the last month (spec 02 §2) and applies once switched on with both ends and a date type:
  // applied by default it would hide every older content of the section from its readers (README, deviations).
  const [range, setRange] = useState(() => ({ ...lastMonthRange(new Date()), type: String(CONTENT_RANGE_TYPES.creation), on: false }));
  const dated = range.on && range.from && range.to ? { fromDate: range.from, toDate: range.to, rangeType: Number(range.type) } : {};
  const restart = () => {
    setPage(1);
    setLoaded(1);
  };

  useSearchInAddress(debounced);
  // A new search starts from the first page.
  useEffect(() => {
    setPage(1);
    setLoaded(1);
  }, [debounced]);

  const base = { tag, ...category, keyword: debounced || undefined, orderBy, pageSize: PAGE_SIZE[view], featured: featured ? true : undefined, ...dated };
  const pages = paged ? [page] : Array.from({ length: loaded }, (_, i) => i + 1);
  // The list renders in a transition (as the section above): the combined pages keep their identity until a page
  // changes, so typing in the search box does not render the list twice.
  const { loadedPages, busy } = useDeferredValue(trpc.useQueries((t) => pages.map((p) => t.contents.list({ ...base, page: p })), { combine: loadedContents }));
  const items = loadedPages.flatMap((d) => d.items);
  const last = loadedPages.at(-1);

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <TextInput label="Buscar en la sección" value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} maw={320} maxLength={200} />
        {/* Native selects: the list's first render on a phone stays light (a combobox per filter was part of noticias' blocking time, issue 28). */}
        <NativeSelect
          label="Ordenar por"
          data={CONTENT_ORDERS.map((o) => ({ value: o, label: ORDER_NAMES[o] }))}
          value={orderBy ?? "recent"}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setPage(1);
            setLoaded(1);
            setParams(
              (p) => {
                const params = new URLSearchParams(p);
                params.set("orden", next);
                return params;
              },
              { replace: true },
            );
          }}
          maw={220}
        />
        <Checkbox
          label="Filtrar por fechas"
          mb={8}
          checked={range.on}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setRange((r) => ({ ...r, on }));
            restart();
          }}
        />
        {range.on && (
          <Suspense fallback={null}>
            <DateRangeFields
              range={range}
              hasIssueDate={hasIssueDate}
              onChange={(patch) => {
                setRange((r) => ({ ...r, ...patch }));
                restart();
              }}
            />
          </Suspense>
        )}
        <Checkbox
          label="Destacados"
          mb={8}
          checked={featured}
          onChange={(e) => {
            setFeatured(e.currentTarget.checked);
            restart();
          }}
        />
        {/* Two toggle buttons rather than a SegmentedControl, whose sliding indicator measures the layout as the
            section's first screen renders (a forced layout in its longest task on a slow phone, issue 28). */}
        <Button.Group aria-label="Vista">
          {VIEWS.map(({ value, label }) => (
            <Button
              key={value}
              variant={view === value ? "filled" : "default"}
              aria-pressed={view === value}
              onClick={() => {
                setView(value);
                setPage(1);
                setLoaded(1);
              }}
            >
              {label}
            </Button>
          ))}
        </Button.Group>
      </Group>
      {busy && items.length === 0 ? <Loader aria-label="Cargando contenidos" /> : <ContentResults items={items} view={view} section={tag} />}
      {paged && last && <ListPagination page={last} onChange={setPage} label="Páginas de contenidos" />}
      {!paged && last && items.length < last.total && (
        <Group justify="center">
          <Button variant="default" loading={busy} onClick={() => setLoaded((n) => n + 1)}>
            Cargar más contenidos
          </Button>
        </Group>
      )}
    </Stack>
  );
}
