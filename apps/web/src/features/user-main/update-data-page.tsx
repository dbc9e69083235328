import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { holdsPermission } from "@portal/schemas/accounts/permissions";
import {
  USER_MAIN_MESSAGES as M,
  type TUserMainType,
  type TUserMainUpdate,
  type TUserMainView,
  USER_MAIN_TYPE_LABELS,
  USER_MAIN_WIZARD_ORDER,
} from "@portal/schemas/accounts/user-main.schema";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { FormAlert } from "../../components/forms/form-alert";
import { accountErrorMessage } from "../../lib/account-errors";
import { fieldText } from "../../lib/format";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { currentUserAtom } from "../../state/session";
import { type TUserMainValues, UserMainForm } from "./user-main-form";

const valuesOf = (type: TUserMainType, row: TUserMainView | undefined): TUserMainValues => ({
  userMainType: type,
  firstName: row?.firstName ?? "",
  middleName: row?.middleName ?? "",
  firstLastName: row?.firstLastName ?? "",
  middleLastName: row?.middleLastName ?? "",
  email: row?.email ?? "",
  codeEmail: "",
  identification: row?.identification ?? "",
  gender: row?.gender ?? "",
  responsible: row?.responsible ?? "",
  phone: row?.phone ?? "",
  mobil: row?.mobil ?? "",
  confirmMobil: row?.mobil ?? "",
  // Acceptance is given again on each update: the texts may have changed since.
  policies: false,
  terms: false,
  files: row?.usersMainFilesModel ?? [],
});

/** The values as PUT / POST usermain takes them (only the fields of the record's type). */
function toPayload(v: TUserMainValues): TUserMainUpdate {
  const person = {
    firstName: v.firstName,
    middleName: v.middleName,
    firstLastName: v.firstLastName,
    middleLastName: v.middleLastName,
    email: v.email,
    codeEmail: v.codeEmail,
  };
  if (v.userMainType === "WebMaster") return { ...person, userMainType: "WebMaster" };
  if (v.userMainType === "Administrator") return { ...person, userMainType: "Administrator", phone: v.phone };
  return {
    ...person,
    userMainType: "LegalRepresentative",
    identification: v.identification,
    gender: v.gender as "Otro",
    responsible: v.responsible,
    phone: v.phone,
    mobil: v.mobil,
    confirmMobil: v.confirmMobil,
    policies: v.policies as true,
    terms: v.terms as true,
    files: v.files,
  };
}

const SUMMARY: [keyof TUserMainValues, string][] = [
  ["firstName", "Primer nombre"],
  ["middleName", "Segundo nombre"],
  ["firstLastName", "Primer apellido"],
  ["middleLastName", "Segundo apellido"],
  ["identification", "Número de identificación"],
  ["gender", "Género"],
  ["responsible", "Cargo"],
  ["email", "Correo electrónico"],
  ["phone", "Teléfono"],
  ["mobil", "Teléfono celular"],
];

/**
 * The update-data wizard (spec 03 §4): step 1 the form, step 2 the summary with Editar and Finalizar, step 3 the
 * warning that only the main webmaster changes the legal representative's contact data (Cancelar goes back to the
 * summary). A record the person may not change starts on its summary; Editar there opens the warning. A person with a pending record completes only that one; an Administrator walks the three-step variant:
 * own data, legal representative, webmaster.
 */
export function UpdateDataPage() {
  const user = useAtomValue(currentUserAtom);
  const utils = trpc.useUtils();
  const state = trpc.userMain.get.useQuery();
  const [index, setIndex] = useState(0);
  const [stage, setStage] = useState<"form" | "summary" | "warning">("form");
  const [draft, setDraft] = useState<TUserMainValues | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const onSaved = async (r: { message: string }) => {
    setError(null);
    setDraft(null);
    setStage("form");
    if (index + 1 < types.length) setIndex(index + 1);
    else {
      setDone(true);
      toast("success", r.message);
    }
    await utils.userMain.get.invalidate();
  };
  const update = trpc.userMain.update.useMutation({ meta: { silent: true }, onSuccess: onSaved, onError: (e) => setError(accountErrorMessage(e)) });
  const create = trpc.userMain.create.useMutation({ meta: { silent: true }, onSuccess: onSaved, onError: (e) => setError(accountErrorMessage(e)) });

  if (state.isLoading || !state.data || !user) return <Loader aria-label="Cargando" />;
  const { mainUsers, pending, isMainWebMaster } = state.data;
  const types: readonly TUserMainType[] = pending ? [pending.userMainType] : holdsPermission(user.permissions, "Administrator") ? USER_MAIN_WIZARD_ORDER : [];
  const type = types[index];
  const row = pending ?? mainUsers.find((u) => u.userMainType === type);
  const own = row?.email.toLowerCase() === user.email.toLowerCase();
  // Only the main webmaster changes an existing legal representative's contact data (spec 03 §6).
  const locked = type === "LegalRepresentative" && row !== undefined && !own && !isMainWebMaster;

  if (done || !type) {
    return (
      <Stack maw={720}>
        <Title order={1}>{M.title}</Title>
        <Alert color="green" role="status">
          {done ? M.finished : M.notAllowed}
        </Alert>
      </Stack>
    );
  }
  const values = draft ?? valuesOf(type, row);
  const save = () => (row ? update : create).mutate(toPayload(values));
  const next = () => {
    setDraft(null);
    setStage("form");
    if (index + 1 < types.length) setIndex(index + 1);
    else setDone(true);
  };
  // A record this person may not change opens on its summary: "Editar" shows why (step 3), "Cancelar" comes back.
  const shown = locked && stage === "form" ? "summary" : stage;

  return (
    <Stack maw={820}>
      <Title order={1}>{M.title}</Title>
      {pending && <Alert color="yellow">{M.pendingForm}</Alert>}
      {types.length > 1 && (
        <Text c="dimmed" role="status">
          Paso {index + 1} de {types.length}: {types.map((t) => USER_MAIN_TYPE_LABELS[t]).join(" → ")}
        </Text>
      )}
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h3" mb="md">
          {USER_MAIN_TYPE_LABELS[type]}
        </Title>
        {shown === "form" ? (
          <UserMainForm
            key={`${type}-${row?.userMainID ?? "nuevo"}`}
            initial={values}
            originalEmail={row?.email ?? null}
            onValid={(v) => {
              setDraft(v);
              setStage("summary");
            }}
          />
        ) : (
          <Stack>
            <Title order={3} size="h4">
              {M.summaryTitle}
            </Title>
            <Table>
              <Table.Tbody>
                {SUMMARY.filter(([key]) => values[key]).map(([key, label]) => (
                  <Table.Tr key={key}>
                    <Table.Th>{label}</Table.Th>
                    <Table.Td>{fieldText(values[key])}</Table.Td>
                  </Table.Tr>
                ))}
                {values.files.length > 0 && (
                  <Table.Tr>
                    <Table.Th>Acta de posesión</Table.Th>
                    <Table.Td>{values.files.map((f) => f.name).join(", ")}</Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
            {shown === "warning" && (
              <Alert color="yellow" role="alert">
                <Text size="sm">{M.adminWarning}</Text>
                <Button mt="sm" variant="default" onClick={() => setStage("summary")}>
                  {M.cancel}
                </Button>
              </Alert>
            )}
            <FormAlert error={error} />
            <Group justify="flex-end">
              {/* Editar opens the warning (step 3) for one who is not the main webmaster (spec 03 §4); else the form. */}
              <Button variant="default" onClick={() => setStage(locked ? "warning" : "form")}>
                {M.edit}
              </Button>
              {/* A locked record is not saved (the server refuses it): Finalizar goes on to the next step. */}
              <Button onClick={locked ? next : save} loading={update.isPending || create.isPending}>
                {M.finish}
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
