import { Alert, Badge, Button, Group, Loader, Stack, Switch, Text, Title } from "@mantine/core";
import { TRANSPARENCY_MESSAGES as M, type TTransparencyGroup, type TTransparencyItem } from "@portal/schemas/transparency/transparency.schema";
import { useState } from "react";
import { Navigate } from "react-router";
import { PATHS } from "../../app/paths";
import { usePageTitle } from "../../components/page-title";
import { errorStatus } from "../../lib/errors";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import classes from "./transparency.module.css";
import { TransparencyAccordion } from "./transparency-accordion";
import { TransparencyGroupModal } from "./transparency-group-modal";
import { TransparencyItemModal } from "./transparency-item-modal";
import { TransparencyMenu } from "./transparency-menu";

type TEditing = { kind: "item"; item: TTransparencyItem | null } | { kind: "group"; group: TTransparencyGroup | null } | null;

const TITLE = "Transparencia y acceso a la información pública";

/**
 * /transparencia (spec 02 §2, §4): the groups of the Ley 1712 menu as an accordion. Switched off, visitors are sent
 * home; content administrators still see it greyed, with the switch, the edit modals and the count of unlinked items.
 */
export function TransparencyPage() {
  usePageTitle(TITLE);
  const page = trpc.transparency.get.useQuery(undefined, { retry: false, meta: { silent: true } });
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<TEditing>(null);
  const setActive = trpc.transparency.setActive.useMutation({
    onSuccess: (r) => {
      void utils.transparency.get.invalidate();
      toast("success", r.active ? "La sección de transparencia está activa." : M.inactiveNotice);
    },
  });

  const sort = trpc.transparency.sort.useMutation({
    onSuccess: () => toast("success", M.sorted),
    onSettled: () => utils.transparency.get.invalidate(),
  });
  const move = (parentID: number | null, entries: { kind: "item" | "group"; id: number }[]) => {
    if (!sort.isPending) sort.mutate({ parentID, entries });
  };

  if (page.error)
    return errorStatus(page.error) === 404 ? (
      <Navigate to={PATHS.home} replace />
    ) : (
      <Alert color="red" role="alert">
        No pudimos cargar la información de transparencia.
      </Alert>
    );
  if (!page.data) return <Loader aria-label="Cargando transparencia" />;
  const { active, canEdit, groups, missingLinks } = page.data;

  return (
    <Stack gap="lg">
      <Title order={1}>{TITLE}</Title>
      <Text maw={860}>
        En cumplimiento de la Ley 1712 de 2014 y la Resolución 1519 de 2020, publicamos aquí la información de la entidad. Despliega cada categoría para
        consultar sus documentos.
      </Text>
      {canEdit && (
        <Group justify="space-between" align="center">
          <Group>
            <Switch
              label={M.activeLabel}
              checked={active}
              disabled={setActive.isPending}
              onChange={(e) => setActive.mutate({ active: e.currentTarget.checked })}
            />
            <Badge color={missingLinks > 0 ? "yellow" : "green"} variant="light" size="lg">
              {missingLinks === 1 ? `1 ítem ${M.missingLink.toLowerCase()}` : `${missingLinks} ítems ${M.missingLink.toLowerCase()}`}
            </Badge>
          </Group>
          <Group>
            <Button variant="default" onClick={() => setEditing({ kind: "group", group: null })}>
              Nuevo grupo
            </Button>
            <Button onClick={() => setEditing({ kind: "item", item: null })}>Nuevo ítem</Button>
          </Group>
        </Group>
      )}
      {!active && (
        <Alert color="yellow" variant="light">
          {M.inactiveNotice}
        </Alert>
      )}
      <TransparencyMenu />
      <div className={active ? undefined : classes.inactive}>
        <TransparencyAccordion
          groups={groups}
          canEdit={canEdit}
          onEditGroup={(group) => setEditing({ kind: "group", group })}
          onEditItem={(item) => setEditing({ kind: "item", item })}
          onMove={move}
        />
      </div>
      {editing?.kind === "item" && <TransparencyItemModal item={editing.item} groups={groups} onClose={() => setEditing(null)} />}
      {editing?.kind === "group" && <TransparencyGroupModal group={editing.group} groups={groups} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
