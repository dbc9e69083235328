import { ActionIcon, Alert, Button, Group, Loader, Modal, SegmentedControl, SimpleGrid, Stack, Switch, Text, Title } from "@mantine/core";
import {
  MENU_OPTION_TYPE,
  MENU_OPTION_TYPE_HINTS,
  MENU_OPTION_TYPE_NAMES,
  MENU_SECTION_NAMES,
  MENU_SECTIONS,
  type TMenuOptionType,
  type TMenuSection,
} from "@portal/schemas/menus/menu-catalog";
import { MENU_MESSAGES } from "@portal/schemas/menus/menu-option.schema";
import { useReducer, useState } from "react";
import { confirmDelete } from "../../components/dialogs";
import { formErrorMessage } from "../../lib/errors";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { CLOSED, EDITOR_STATE, editorReducer } from "./editor-state";
import { EntryFlags } from "./menu-entry-link";
import { MenuIcon } from "./menu-icon";
import { MenuOptionForm } from "./menu-option-form";
import type { TMenuEntry } from "./menu-types";
import classes from "./menus.module.css";
import { RelatedSitesEditor } from "./related-sites-editor";

const CHOICES: TMenuOptionType[] = [MENU_OPTION_TYPE.group, MENU_OPTION_TYPE.tag, MENU_OPTION_TYPE.orderable, MENU_OPTION_TYPE.content, MENU_OPTION_TYPE.link];

/** State 1: choose what to create. */
function TypeChooser({ onChoose, onClose }: { onChoose: (t: TMenuOptionType) => void; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="¿Qué quieres agregar al menú?" size="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {CHOICES.map((t) => (
          <Button key={t} variant="default" className={classes.typeCard} h="auto" py="sm" onClick={() => onChoose(t)}>
            <Stack gap={2} align="flex-start">
              <Text fw={700}>{MENU_OPTION_TYPE_NAMES[t]}</Text>
              <Text size="sm" style={{ whiteSpace: "normal" }}>
                {t === MENU_OPTION_TYPE.group ? "Agrupa ítems bajo un título." : MENU_OPTION_TYPE_HINTS[t]}
              </Text>
            </Stack>
          </Button>
        ))}
      </SimpleGrid>
    </Modal>
  );
}

/** One entry of the editor's list: move up/down (the level's order), on/off, edit, delete. */
function EntryRow({ entry, siblings, index, onEdit }: { entry: TMenuEntry; siblings: readonly TMenuEntry[]; index: number; onEdit: (e: TMenuEntry) => void }) {
  const utils = trpc.useUtils();
  const done = (message: string) => {
    void utils.menus.invalidate();
    toast("success", message);
  };
  const fail = (e: unknown) => toast("error", formErrorMessage(e));
  const sort = trpc.menus.sort.useMutation({ meta: { silent: true }, onSuccess: () => done(MENU_MESSAGES.sorted), onError: fail });
  const state = trpc.menus.setState.useMutation({
    meta: { silent: true },
    onSuccess: (r) => done(r.active ? MENU_MESSAGES.activated : MENU_MESSAGES.deactivated),
    onError: fail,
  });
  const remove = trpc.menus.remove.useMutation({ meta: { silent: true }, onSuccess: () => done(MENU_MESSAGES.deleted), onError: fail });
  const move = (delta: number) => {
    const order = siblings.map((s) => s.menuOptionID);
    const [moving, other] = [order[index], order[index + delta]];
    // The first entry has no "up", the last no "down".
    if (moving === undefined || other === undefined) return;
    order[index] = other;
    order[index + delta] = moving;
    sort.mutate({ section: entry.section, parentID: entry.parentID, order });
  };
  const blocked = !entry.canBeDeleted ? MENU_MESSAGES.notDeletable : entry.children.length > 0 ? MENU_MESSAGES.hasChildren : null;
  return (
    <div className={classes.row}>
      <span className={classes.rowName}>
        <span className={classes.entryIcon}>
          <MenuIcon icon={entry.icon ?? (entry.menuOptionType === MENU_OPTION_TYPE.group ? "tramites" : null)} size={20} />
        </span>
        <span>
          <Text component="span" fw={700}>
            {entry.name}
          </Text>{" "}
          <Text component="span" size="sm">
            ({entry.typeName})
          </Text>
          <EntryFlags entry={entry} />
        </span>
      </span>
      <Group gap={4}>
        <ActionIcon variant="default" size="lg" aria-label={`Subir ${entry.name}`} disabled={index === 0 || sort.isPending} onClick={() => move(-1)}>
          ↑
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Bajar ${entry.name}`}
          disabled={index === siblings.length - 1 || sort.isPending}
          onClick={() => move(1)}
        >
          ↓
        </ActionIcon>
        <Switch
          label="Activo"
          checked={entry.active}
          disabled={state.isPending}
          aria-label={`Activo: ${entry.name}`}
          onChange={(e) => state.mutate({ menuOptionID: entry.menuOptionID, active: e.currentTarget.checked })}
        />
        <Button variant="light" size="xs" onClick={() => onEdit(entry)} aria-label={`Editar ${entry.name}`}>
          Editar
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          loading={remove.isPending}
          aria-label={`Eliminar ${entry.name}`}
          title={blocked ?? undefined}
          disabled={blocked !== null}
          onClick={() => void confirmDelete(`¿Eliminar «${entry.name}» del menú?`).then((yes) => yes && remove.mutate({ menuOptionID: entry.menuOptionID }))}
        >
          Eliminar
        </Button>
      </Group>
    </div>
  );
}

/**
 * /administrador/menus: the menu editor (Menus permission): the Home and Transparency sections' groups and items
 * with their order and state, the creation flow (choose type → configure item / new group) and the related sites.
 */
export function MenuEditorPage() {
  const [section, setSection] = useState<TMenuSection>("Home");
  const [editor, dispatch] = useReducer(editorReducer, CLOSED);
  const tree = trpc.menus.tree.useQuery({ section });
  const entries = (tree.data ?? []) as TMenuEntry[];
  const groups = entries.filter((e) => e.menuOptionType === MENU_OPTION_TYPE.group);
  const edit = (entry: TMenuEntry) => dispatch({ kind: "edit", entry });

  return (
    <Stack gap="lg">
      <Title order={1}>Editor del menú</Title>
      <Group justify="space-between">
        <SegmentedControl
          aria-label="Sección del menú"
          value={section}
          onChange={(v) => setSection(v)}
          data={MENU_SECTIONS.map((s) => ({ value: s, label: MENU_SECTION_NAMES[s] }))}
        />
        <Button onClick={() => dispatch({ kind: "open" })}>Agregar al menú</Button>
      </Group>
      {tree.isLoading ? (
        <Loader size="sm" aria-label="Cargando el menú" />
      ) : tree.isError ? (
        <Alert color="red">{formErrorMessage(tree.error)}</Alert>
      ) : entries.length === 0 ? (
        <Text>Esta sección del menú aún no tiene opciones.</Text>
      ) : (
        <ul className={classes.tree} aria-label={`Menú: ${MENU_SECTION_NAMES[section]}`}>
          {entries.map((entry, i) => (
            <li key={entry.menuOptionID}>
              <EntryRow entry={entry} siblings={entries} index={i} onEdit={edit} />
              {entry.children.length > 0 && (
                <ul className={classes.children} aria-label={`Ítems de ${entry.name}`}>
                  {entry.children.map((child, j) => (
                    <li key={child.menuOptionID}>
                      <EntryRow entry={child} siblings={entry.children} index={j} onEdit={edit} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      <RelatedSitesEditor />

      {editor.state === EDITOR_STATE.chooseType && (
        <TypeChooser onChoose={(type) => dispatch({ kind: "choose", type })} onClose={() => dispatch({ kind: "close" })} />
      )}
      {(editor.state === EDITOR_STATE.configureItem || editor.state === EDITOR_STATE.newGroup) && (
        <MenuOptionForm
          key={`${editor.state}-${editor.entry?.menuOptionID ?? "nuevo"}`}
          section={section}
          type={editor.state === EDITOR_STATE.newGroup ? MENU_OPTION_TYPE.group : editor.type}
          entry={editor.entry}
          groups={groups.filter((g) => g.menuOptionID !== editor.entry?.menuOptionID)}
          onBack={() => dispatch({ kind: "back" })}
          onClose={() => dispatch({ kind: "close" })}
        />
      )}
    </Stack>
  );
}
