import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Menu,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { CONTENT_FEATURED_MESSAGES as F } from "@portal/schemas/contents/content-featured.schema";
import { CONTENT_ACTIONS, type TContentAction } from "@portal/schemas/contents/content-lifecycle";
import { CONTENT_CONFIRM_MESSAGES as CM, CONTENT_SUCCESS_MESSAGES as S } from "@portal/schemas/contents/content-messages";
import { CONTENT_TOGGLE_ACTIONS } from "@portal/schemas/contents/content-queries.schema";
import { CONTENT_TYPE, CONTENT_TYPES, isContentType } from "@portal/schemas/contents/content-types";
import { lazy, Suspense, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ListPagination } from "../../../components/data/list-pagination";
import { confirmDelete, confirmDialog } from "../../../components/dialogs";
import { FormModal } from "../../../components/forms/form-modal";
import { formErrorMessage } from "../../../lib/errors";
import { toast } from "../../../lib/notify";
import { trpc } from "../../../lib/trpc";
import type { TContentCard } from "../content-api";
import { contentPath, createPath } from "../content-paths";
import { useContentRoutes } from "../use-content-routes";
import { type TSectionRow, useSections } from "../use-sections";
import { GlobalExclusionsAdmin } from "./global-exclusions-admin";
import { PopupAdmin } from "./popup-admin";

// The modals carry the editor: loaded only when opened.
const NewEventModal = lazy(() => import("../form/content-modals").then((m) => ({ default: m.NewEventModal })));
const UpdateContentModal = lazy(() => import("../form/content-modals").then((m) => ({ default: m.UpdateContentModal })));
const SectionSettingsModal = lazy(() => import("./section-settings-modal").then((m) => ({ default: m.SectionSettingsModal })));

type TList = "active" | "inactive";
/** Contents per page of the staff list (the rest on the next pages: the list showed only the first 50, with no sign of more). */
const ADMIN_PAGE_SIZE = 50;
type TToggle = (typeof CONTENT_TOGGLE_ACTIONS)[number];
const isToggle = (a: TContentAction): a is TToggle => (CONTENT_TOGGLE_ACTIONS as readonly string[]).includes(a);
/** Runs an action whose failure its mutation's onError already showed (no unhandled rejection, no second message). */
const shownOnError = (action: Promise<unknown>) => void action.catch(() => undefined);
const TOGGLE_DONE: Record<TToggle, string> = {
  activate: S.updated,
  inactivate: S.updated,
  feature: S.featured,
  unfeature: S.updated,
  hide: S.updated,
  show: S.updated,
};

/**
 * /administrador/contenidos: a section's active and inactive lists (labels "Programado" / "Vencido"), each content's
 * menu (Activar/Inactivar, Destacar/Quitar destacado, Ocultar/Mostrar, Mover, Editar, Eliminar), bulk move /
 * inactivate / delete of the selected ones, and ordering in Sortable sections.
 */
export function ContentAdminPage() {
  const sections = useSections();
  const [params, setParams] = useSearchParams();
  if (!sections.data) {
    // A failed load says why (the spinner stayed forever).
    return sections.error ? (
      <Alert color="red" variant="light" role="alert">
        {formErrorMessage(sections.error)}
      </Alert>
    ) : (
      <Loader aria-label="Cargando las secciones" />
    );
  }
  const section = sections.data.find((s) => s.friendlyName === params.get("seccion")) ?? sections.data[0];
  const tab = params.get("pestana") ?? "contenidos";
  return (
    <Stack gap="lg">
      <Title order={1}>Contenidos</Title>
      <Tabs
        value={tab}
        onChange={(v) =>
          setParams(
            (p) => {
              const next = new URLSearchParams(p);
              next.set("pestana", v ?? "contenidos");
              return next;
            },
            { replace: true },
          )
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="contenidos">Contenidos de las secciones</Tabs.Tab>
          <Tabs.Tab value="ventana">Ventana emergente del inicio</Tabs.Tab>
          <Tabs.Tab value="globales">Contenidos globales ocultos</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="contenidos" pt="md">
          <Stack gap="lg">
            <Select
              label="Sección"
              maw={360}
              allowDeselect={false}
              data={sections.data.map((s) => ({ value: s.friendlyName, label: s.name }))}
              value={section?.friendlyName ?? null}
              onChange={(v) => v && setParams({ seccion: v }, { replace: true })}
            />
            {section ? <SectionAdmin key={section.tagID} section={section} sections={sections.data} /> : <Text>No hay secciones.</Text>}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="ventana" pt="md">
          <PopupAdmin />
        </Tabs.Panel>
        <Tabs.Panel value="globales" pt="md">
          <GlobalExclusionsAdmin />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function SectionAdmin({ section, sections }: { section: TSectionRow; sections: TSectionRow[] }) {
  const routes = useContentRoutes();
  const [list, setList] = useState<TList>("active");
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [moving, setMoving] = useState<number[] | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [newEvent, setNewEvent] = useState(false);
  const [settings, setSettings] = useState(false);
  const [onlyFeatured, setOnlyFeatured] = useState(false);
  const [onlyHidden, setOnlyHidden] = useState(false);
  const [page, setPage] = useState(1);
  const sortable = section.templateType === "Sortable";
  const query = {
    tag: section.friendlyName,
    page,
    pageSize: ADMIN_PAGE_SIZE,
    orderBy: sortable ? ("displayOrder" as const) : undefined,
    published: list === "inactive" ? false : undefined,
    featured: onlyFeatured ? true : undefined,
    showOnHome: onlyHidden ? false : undefined,
  };
  const contents = trpc.contents.adminList.useQuery(query);
  const utils = trpc.useUtils();
  const refresh = () => void utils.contents.invalidate();
  const onError = (e: unknown) => toast("error", formErrorMessage(e));
  // Failures are shown once, here (silent: the client's generic toast would show them a second time).
  const toggle = trpc.contents.toggle.useMutation({ meta: { silent: true }, onError });
  const remove = trpc.contents.remove.useMutation({ meta: { silent: true }, onError });
  const move = trpc.contents.move.useMutation({ meta: { silent: true }, onError });
  const sort = trpc.contents.sort.useMutation({ meta: { silent: true }, onError, onSuccess: refresh });
  const featured = trpc.contents.featured.useMutation({
    meta: { silent: true },
    onError,
    onSuccess: (r) => {
      toast("success", r.message);
      refresh();
    },
  });
  const items = contents.data?.items ?? [];
  const acceptsEvents = section.validContentTypes.some((t) => t.contentType === CONTENT_TYPE.event);

  const act = async (c: TContentCard, action: TContentAction) => {
    if (action === "inactivate" && !(await confirmDialog(fillMessage(CM.inactivate, [c.name])))) return;
    if (isToggle(action)) {
      await toggle.mutateAsync({ friendlyName: c.friendlyName, action });
      toast("success", TOGGLE_DONE[action]);
      return refresh();
    }
    if (action === "edit") return setEditing(c.friendlyName);
    if (action === "move") return setMoving([c.contentID]);
    if (action === "delete" && (await confirmDelete(S.confirmDelete))) {
      await remove.mutateAsync({ id: c.contentID });
      toast("success", S.deleted);
      refresh();
    }
  };
  const chosen = items.filter((c) => selected.has(c.contentID));
  const bulkInactivate = async () => {
    if (!(await confirmDialog(CM.inactivateMany))) return;
    for (const c of chosen) if (c.admin?.actions.includes("inactivate")) await toggle.mutateAsync({ friendlyName: c.friendlyName, action: "inactivate" });
    setSelected(new Set());
    toast("success", S.updated);
    refresh();
  };
  const bulkDelete = async () => {
    if (!(await confirmDelete(CM.deleteMany))) return;
    for (const c of chosen) if (!c.isRequired) await remove.mutateAsync({ id: c.contentID });
    setSelected(new Set());
    toast("success", S.deleted);
    refresh();
  };
  // A move names the real neighbour, and the server places the content beside it in the whole section: a place
  // counted on this list (filtered, paged) is not a place in the section, and the page's edge stopped the arrows.
  const placeBeside = (c: TContentCard, side: "before" | "after", neighbour: TContentCard) =>
    sort.mutateAsync({ id: c.contentID, tagID: section.tagID, [side]: neighbour.contentID });
  /** Where the i-th content of this page sits in the whole list (0 first), and how many the list has. */
  const at = (i: number) => (page - 1) * ADMIN_PAGE_SIZE + i;
  const total = contents.data?.total ?? 0;
  /** The arrows: past the page's edge the neighbour is read from the next or previous page (a page of one). */
  const step = async (c: TContentCard, i: number, dir: -1 | 1) => {
    const onPage = items[i + dir];
    const neighbour = onPage ?? (await utils.contents.adminList.fetch({ ...query, page: at(i + dir) + 1, pageSize: 1 })).items[0];
    if (!neighbour) return;
    await placeBeside(c, dir < 0 ? "before" : "after", neighbour);
    // It crossed to the previous or next page: the list follows it there.
    if (!onPage) setPage(page + dir);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <SegmentedControl
          aria-label="Lista"
          value={list}
          onChange={(v) => {
            setList(v);
            setSelected(new Set());
            setPage(1);
          }}
          data={[
            { value: "active", label: "Activos" },
            { value: "inactive", label: "Inactivos" },
          ]}
        />
        <Group>
          <Button component={Link} to={createPath(section.friendlyName)}>
            Nuevo contenido
          </Button>
          {acceptsEvents && (
            <Button variant="light" onClick={() => setNewEvent(true)}>
              Nuevo evento
            </Button>
          )}
          <Button variant="default" onClick={() => setSettings(true)}>
            Editar sección
          </Button>
        </Group>
      </Group>
      <Group>
        <Checkbox
          label="Solo destacados"
          checked={onlyFeatured}
          onChange={(e) => {
            setOnlyFeatured(e.currentTarget.checked);
            setPage(1);
          }}
        />
        <Checkbox
          label="Solo ocultos"
          checked={onlyHidden}
          onChange={(e) => {
            setOnlyHidden(e.currentTarget.checked);
            setPage(1);
          }}
        />
      </Group>
      {chosen.length > 0 && (
        <Group role="group" aria-label="Acciones sobre los seleccionados">
          <Text size="sm">{chosen.length} seleccionados</Text>
          <Button size="xs" variant="default" onClick={() => setMoving(chosen.map((c) => c.contentID))}>
            Mover
          </Button>
          {list === "active" && (
            <Button size="xs" variant="default" onClick={() => shownOnError(bulkInactivate())}>
              Inactivar
            </Button>
          )}
          <Button size="xs" color="red" variant="light" onClick={() => shownOnError(bulkDelete())}>
            Eliminar
          </Button>
        </Group>
      )}
      {contents.isLoading ? (
        <Loader aria-label="Cargando contenidos" />
      ) : items.length === 0 ? (
        <Text role="status">No hay contenidos en esta lista.</Text>
      ) : (
        <Table striped aria-label={list === "active" ? "Contenidos activos" : "Contenidos inactivos"}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <VisuallyHidden>Seleccionar</VisuallyHidden>
              </Table.Th>
              <Table.Th scope="col">Nombre</Table.Th>
              <Table.Th scope="col">Tipo</Table.Th>
              <Table.Th scope="col">Estado</Table.Th>
              <Table.Th scope="col">Acciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((c, i) => (
              <Table.Tr
                key={c.contentID}
                draggable={sortable}
                onDragStart={(e) => e.dataTransfer.setData("text/plain", String(i))}
                onDragOver={(e) => sortable && e.preventDefault()}
                onDrop={(e) => {
                  const from = Number(e.dataTransfer.getData("text/plain"));
                  const dragged = items[from];
                  // Dropped on a row: it takes that row's place, the row moving away from where it came from.
                  if (dragged && from !== i) shownOnError(placeBeside(dragged, from < i ? "after" : "before", c));
                }}
              >
                <Table.Td>
                  <Checkbox
                    aria-label={`Seleccionar ${c.name}`}
                    checked={selected.has(c.contentID)}
                    onChange={(e) => {
                      const next = new Set(selected);
                      if (e.currentTarget.checked) next.add(c.contentID);
                      else next.delete(c.contentID);
                      setSelected(next);
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={contentPath(routes, c.friendlyName)}>
                    {c.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{isContentType(c.contentType) ? CONTENT_TYPES[c.contentType].name : ""}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {c.admin?.label && (
                      <Badge color="orange.9" variant="light">
                        {c.admin.label}
                      </Badge>
                    )}
                    {c.isFeatured && <Badge variant="outline">Destacado</Badge>}
                    {c.featured && (
                      <Badge variant="outline" color="grape.9">
                        Destacado en el inicio
                      </Badge>
                    )}
                    {!c.showOnHome && (
                      <Badge color="gray.8" variant="light">
                        Oculto
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {sortable && (
                      <>
                        <ActionIcon
                          variant="default"
                          aria-label={`Subir ${c.name}`}
                          disabled={at(i) === 0 || sort.isPending}
                          onClick={() => shownOnError(step(c, i, -1))}
                        >
                          ↑
                        </ActionIcon>
                        <ActionIcon
                          variant="default"
                          aria-label={`Bajar ${c.name}`}
                          disabled={at(i) >= total - 1 || sort.isPending}
                          onClick={() => shownOnError(step(c, i, 1))}
                        >
                          ↓
                        </ActionIcon>
                      </>
                    )}
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <Button size="xs" variant="default" aria-label={`Opciones de ${c.name}`}>
                          Opciones
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        {(c.admin?.actions ?? []).map((a) => (
                          <Menu.Item key={a} color={a === "delete" ? "red.8" : undefined} onClick={() => shownOnError(act(c, a))}>
                            {CONTENT_ACTIONS[a].label}
                          </Menu.Item>
                        ))}
                        <Menu.Item onClick={() => featured.mutate({ id: c.contentID, isFeatured: c.isFeatured, featured: !c.featured })}>
                          {c.featured ? F.unfeatureOnHome : F.featureOnHome}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {contents.data && (
        <ListPagination
          page={page}
          pageSize={contents.data.pageSize}
          total={contents.data.total}
          onChange={(p) => {
            setPage(p);
            setSelected(new Set());
          }}
        />
      )}
      <MoveModal
        ids={moving}
        // Only sections that accept every content being moved (the server refuses the others).
        sections={sections.filter(
          (s) =>
            s.tagID !== section.tagID &&
            acceptsAll(
              s,
              items.filter((c) => moving?.includes(c.contentID)),
            ),
        )}
        onClose={() => setMoving(null)}
        busy={move.isPending}
        onMove={async (target) => {
          const ids = moving ?? [];
          const question = ids.length === 1 ? fillMessage(CM.moveOne, [target.name]) : fillMessage(CM.moveMany, [ids.length, target.name]);
          if (!(await confirmDialog(question))) return;
          try {
            await move.mutateAsync({ contentIDs: ids, tagID: target.tagID });
          } catch {
            return; // Shown by the mutation's onError.
          }
          toast("success", S.moved);
          setMoving(null);
          setSelected(new Set());
          refresh();
        }}
      />
      <Suspense fallback={null}>
        {newEvent && <NewEventModal opened onClose={() => setNewEvent(false)} tagID={section.tagID} />}
        {editing && <UpdateContentModal opened friendlyName={editing} onClose={() => setEditing(null)} />}
        {settings && <SectionSettingsModal section={section} onClose={() => setSettings(false)} />}
      </Suspense>
    </Stack>
  );
}

/** Whether a section accepts every one of these contents' types (no types listed: every type). */
function acceptsAll(s: TSectionRow, contents: readonly TContentCard[]): boolean {
  return s.validContentTypes.length === 0 || contents.every((c) => s.validContentTypes.some((t) => t.contentType === c.contentType));
}

function MoveModal({
  ids,
  sections,
  onClose,
  busy,
  onMove,
}: {
  ids: number[] | null;
  sections: TSectionRow[];
  onClose: () => void;
  /** While the move runs "Mover" is busy: a second click would ask and move again. */
  busy: boolean;
  onMove: (target: TSectionRow) => Promise<void>;
}) {
  const [target, setTarget] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const chosen = sections.find((s) => String(s.tagID) === target);
  return (
    <FormModal
      opened={ids !== null}
      onClose={onClose}
      title="Mover contenidos"
      centered
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen || asking || busy) return;
        setAsking(true);
        void onMove(chosen).finally(() => setAsking(false));
      }}
      error={null}
      busy={asking || busy}
      submitLabel="Mover"
      submitDisabled={!chosen}
    >
      {sections.length === 0 ? (
        <Text role="status">Ninguna otra sección admite el tipo de estos contenidos.</Text>
      ) : (
        <Select
          label="Sección de destino"
          withAsterisk
          data={sections.map((s) => ({ value: String(s.tagID), label: s.name }))}
          value={target}
          onChange={setTarget}
        />
      )}
    </FormModal>
  );
}
