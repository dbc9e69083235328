import { Badge, Button, Checkbox, Group, Select, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { PERMISSION_LABELS, PERMISSIONS, type TPermission } from "@portal/schemas/accounts/permissions";
import { STAFF_ADMIN_MESSAGES as M } from "@portal/schemas/accounts/staff-admin-messages";
import { USERS_ADMIN_MESSAGES } from "@portal/schemas/accounts/users-admin.schema";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { FilteredPagedTable, useFilteredPage } from "../../components/data/filtered-paged-table";
import type { TColumn } from "../../components/data/paged-table";
import { confirmDialog } from "../../components/dialogs";
import { FormModal } from "../../components/forms/form-modal";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { formErrorMessage } from "../../lib/errors";
import { toast } from "../../lib/notify";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { currentUserAtom } from "../../state/session";
import { FindByIdentification } from "./find-by-identification";
import { StaffUserFormModal } from "./staff-user-form";

type TUserRow = RouterOutputs["users"]["list"]["items"][number];

/**
 * The panel's user administration (Administrator): find users (by words, permission or identification number),
 * correct their data and e-mail, grant and revoke permissions, reset a lost second factor, deactivate accounts.
 */
export function UsersAdmin() {
  const me = useAtomValue(currentUserAtom);
  const [keyword, setKeyword] = useState("");
  const [permission, setPermission] = useState<TPermission | null>(null);
  const { page, setPage, filter } = useFilteredPage();
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [editing, setEditing] = useState<TUserRow | null>(null);
  const [editingData, setEditingData] = useState<number | null>(null);
  const utils = trpc.useUtils();
  const list = trpc.users.list.useQuery({ page, keyword: debounced || undefined, permission: permission ?? undefined });
  const setActive = trpc.users.setActive.useMutation({
    onSuccess: (res) => {
      toast("success", res.message);
      void utils.users.list.invalidate();
    },
    onError: (error) => toast("error", formErrorMessage(error)),
  });

  // The portal's own confirmation (spec 03 §9), not the browser's: that one a browser lets the user silence for the
  // page, after which every deactivation was refused without a word; it also returned no focus and read no title.
  const toggleActive = async (u: TUserRow) => {
    if (u.active && !(await confirmDialog(fillMessage(M.confirmDeactivate, { name: u.fullName }), { confirmLabel: M.deactivate, danger: true }))) return;
    setActive.mutate({ userId: u.id, active: !u.active });
  };

  const columns: readonly TColumn<TUserRow>[] = [
    { key: "name", header: "Nombre", cell: (u) => u.fullName },
    { key: "email", header: "Correo", cell: (u) => u.email, style: { overflowWrap: "anywhere" } },
    {
      key: "permissions",
      header: "Permisos",
      cell: (u) => (
        <Group gap={4}>
          {u.permissions.map((p) => (
            <Badge key={p} variant="light" color="portal">
              {PERMISSION_LABELS[p] ?? p}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: "active", header: "Estado", cell: (u) => (u.active ? M.active : M.inactive) },
    {
      key: "actions",
      header: "Acciones",
      cell: (u) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setEditingData(u.id)} aria-label={`${M.editData}: ${u.fullName}`}>
            {M.editData}
          </Button>
          <Button size="xs" variant="default" onClick={() => setEditing(u)} aria-label={`${M.editPermissions}: ${u.fullName}`}>
            {M.editPermissions}
          </Button>
          {u.id !== me?.id && (
            <Button
              size="xs"
              variant={u.active ? "outline" : "default"}
              color={u.active ? "red" : undefined}
              loading={setActive.isPending && setActive.variables?.userId === u.id}
              onClick={() => void toggleActive(u)}
              aria-label={`${u.active ? M.deactivate : M.activate}: ${u.fullName}`}
            >
              {u.active ? M.deactivate : M.activate}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <FilteredPagedTable
      title="Usuarios y permisos"
      filters={
        <>
          <FindByIdentification onEdit={setEditingData} />
          <TextInput label={M.searchUsers} value={keyword} onChange={(e) => filter(setKeyword)(e.currentTarget.value)} maxLength={100} style={{ flex: 1 }} />
          <Select
            label={M.permissionFilter}
            placeholder={M.anyPermission}
            clearable
            value={permission}
            onChange={(v) => filter(setPermission)(v)}
            data={PERMISSIONS.map((p) => ({ value: p, label: PERMISSION_LABELS[p] }))}
          />
        </>
      }
      list={list}
      page={page}
      onPageChange={setPage}
      countNoun="usuarios"
      columns={columns}
      rowKey={(u) => u.id}
      label="Usuarios"
      empty={M.noUsers}
      minWidth={920}
    >
      {editing && <PermissionsModal user={editing} isSelf={editing.id === me?.id} onClose={() => setEditing(null)} />}
      {editingData !== null && <StaffUserFormModal userID={editingData} isSelf={editingData === me?.id} onClose={() => setEditingData(null)} />}
    </FilteredPagedTable>
  );
}

function PermissionsModal({ user, isSelf, onClose }: { user: TUserRow; isSelf: boolean; onClose: () => void }) {
  const [value, setValue] = useState<string[]>(user.permissions);
  const utils = trpc.useUtils();
  // Its failure shows in the dialog (silent: the client's generic toast would show it a second time).
  const save = trpc.users.setPermissions.useMutation({
    meta: { silent: true },
    onSuccess: (res) => {
      toast("success", res.message);
      void utils.users.list.invalidate();
      onClose();
    },
  });
  const { send, formProps } = useMutationSend({ mutation: save });
  return (
    <FormModal
      {...formProps}
      onSubmit={(event) => {
        event.preventDefault();
        send({ userId: user.id, permissions: value as TPermission[] });
      }}
      onClose={onClose}
      title={fillMessage(M.permissionsTitle, { name: user.fullName })}
      submitLabel={M.save}
      cancelLabel={M.cancel}
    >
      <TextInput label="Correo" value={user.email} readOnly description={M.emailReadOnly} />
      <Checkbox.Group label="Permisos" value={value} onChange={setValue}>
        <Stack gap="xs" mt="xs">
          {PERMISSIONS.map((p) => (
            <Checkbox
              key={p}
              value={p}
              label={PERMISSION_LABELS[p]}
              // One's own Administrator cannot be removed (the server refuses it too).
              disabled={isSelf && p === "Administrator"}
              description={isSelf && p === "Administrator" ? USERS_ADMIN_MESSAGES.cannotRemoveOwnAdministrator : undefined}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </FormModal>
  );
}
