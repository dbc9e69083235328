import { Alert, Anchor, Button, Checkbox, FileButton, Group, Progress, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { EMAIL_CODE_MAX } from "@portal/schemas/accounts/email-code.schema";
import { NAME_MAX } from "@portal/schemas/accounts/register.schema";
import {
  USER_MAIN_MESSAGES as M,
  POSSESSION_ACT_EXTENSIONS,
  POSSESSION_ACT_MAX_FILES,
  RESPONSIBLE_MAX,
  type TUserMainType,
  USER_MAIN_EMAIL_MAX,
  USER_MAIN_GENDERS,
  USER_MAIN_PHONE_MAX,
  ZUserMainUpdate,
} from "@portal/schemas/accounts/user-main.schema";
import { FILE_MESSAGES, fileExtension } from "@portal/schemas/files/upload.schema";
import { useState } from "react";
import { Link } from "react-router";
import { PATHS } from "../../app/paths";
import { accountErrorMessage } from "../../lib/account-errors";
import { uploadFile } from "../../lib/rest";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";

export type TUserMainValues = {
  userMainType: TUserMainType;
  firstName: string;
  middleName: string;
  firstLastName: string;
  middleLastName: string;
  email: string;
  codeEmail: string;
  identification: string;
  gender: string;
  responsible: string;
  phone: string;
  mobil: string;
  confirmMobil: string;
  policies: boolean;
  terms: boolean;
  files: { fileID: string; name: string }[];
};

/** Step 1 of the update-data wizard (spec 03 §4): the record's form, validated by the server's schema. */
export function UserMainForm({
  initial,
  originalEmail,
  onValid,
}: {
  initial: TUserMainValues;
  originalEmail: string | null;
  onValid: (values: TUserMainValues) => void;
}) {
  const form = useZodForm({ schema: ZUserMainUpdate, initialValues: initial });
  const { values, setField, textProps } = form;
  const legal = values.userMainType === "LegalRepresentative";
  const [notice, setNotice] = useState<{ color: "green" | "red"; text: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const emailChanged = values.email.trim().toLowerCase() !== (originalEmail ?? "").toLowerCase();
  const send = trpc.emailCodes.send.useMutation({
    meta: { silent: true },
    onSuccess: (r) => setNotice({ color: "green", text: r.message }),
    onError: (e) => setNotice({ color: "red", text: accountErrorMessage(e) }),
  });

  async function attach(file: File | null) {
    if (!file) return;
    if (!(POSSESSION_ACT_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) {
      setNotice({ color: "red", text: FILE_MESSAGES.wrongType });
      return;
    }
    setProgress(0);
    try {
      const uploaded = await uploadFile("legalRepresentative", file, { onProgress: setProgress });
      setField("files", [...values.files, { fileID: uploaded.fileID, name: uploaded.name }]);
      form.touch("files");
    } catch (e) {
      setNotice({ color: "red", text: e instanceof Error ? e.message : String(e) });
    } finally {
      setProgress(null);
    }
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(() => onValid(values))}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Primer nombre" required maxLength={NAME_MAX} {...textProps("firstName")} />
          <TextInput label="Segundo nombre" maxLength={NAME_MAX} {...textProps("middleName")} />
          <TextInput label="Primer apellido" required maxLength={NAME_MAX} {...textProps("firstLastName")} />
          <TextInput label="Segundo apellido" maxLength={NAME_MAX} {...textProps("middleLastName")} />
          {legal && (
            <>
              <TextInput label="Número de identificación" required inputMode="numeric" maxLength={NAME_MAX} {...textProps("identification")} />
              <Select
                label="Género"
                required
                data={[...USER_MAIN_GENDERS]}
                value={values.gender || null}
                onChange={(v) => {
                  setField("gender", v ?? "");
                  form.touch("gender");
                }}
                error={form.errorOf("gender")}
              />
              <TextInput label="Cargo" required maxLength={RESPONSIBLE_MAX} {...textProps("responsible")} />
            </>
          )}
          <TextInput label="Correo electrónico" type="email" required maxLength={USER_MAIN_EMAIL_MAX} {...textProps("email")} />
          {legal && (
            <>
              <TextInput label="Teléfono" required inputMode="numeric" maxLength={USER_MAIN_PHONE_MAX} {...textProps("phone")} />
              <TextInput label="Teléfono celular" required inputMode="numeric" maxLength={USER_MAIN_PHONE_MAX} {...textProps("mobil")} />
              <TextInput label="Confirma el teléfono celular" required inputMode="numeric" maxLength={USER_MAIN_PHONE_MAX} {...textProps("confirmMobil")} />
            </>
          )}
        </SimpleGrid>
        {emailChanged && (
          <Group align="flex-end" gap="sm">
            <Button
              variant="default"
              loading={send.isPending}
              disabled={!values.email.trim()}
              onClick={() => send.mutate({ email: values.email.trim(), service: "userMain" })}
            >
              Enviar código
            </Button>
            <TextInput
              label="Código"
              autoComplete="one-time-code"
              maxLength={EMAIL_CODE_MAX}
              style={{ textTransform: "uppercase" }}
              {...textProps("codeEmail")}
            />
          </Group>
        )}
        {notice && (
          <Alert color={notice.color} variant="light" role={notice.color === "red" ? "alert" : "status"}>
            {notice.text}
          </Alert>
        )}
        {legal && (
          <>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Acta de posesión ({POSSESSION_ACT_EXTENSIONS.join(", ")}; máximo 30 MB)
              </Text>
              {values.files.map((f) => (
                <Group key={f.fileID} gap="xs">
                  <Text size="sm">{f.name}</Text>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() =>
                      setField(
                        "files",
                        values.files.filter((x) => x.fileID !== f.fileID),
                      )
                    }
                  >
                    Quitar
                  </Button>
                </Group>
              ))}
              {progress !== null && <Progress value={progress} aria-label="Progreso de la carga" />}
              {values.files.length < POSSESSION_ACT_MAX_FILES && (
                <FileButton onChange={(f) => void attach(f)} accept={POSSESSION_ACT_EXTENSIONS.map((e) => `.${e}`).join(",")}>
                  {(props) => (
                    <Button variant="default" w="fit-content" {...props} loading={progress !== null}>
                      Adjuntar acta de posesión
                    </Button>
                  )}
                </FileButton>
              )}
              {form.errorOf("files") && (
                <Text size="sm" c="red" role="alert">
                  {form.errorOf("files")}
                </Text>
              )}
            </Stack>
            <Checkbox
              label={
                <>
                  Acepto la{" "}
                  <Anchor component={Link} to={PATHS.treatmentPolicies} target="_blank">
                    política de tratamiento de datos personales
                  </Anchor>
                </>
              }
              checked={values.policies}
              onChange={(e) => {
                setField("policies", e.currentTarget.checked);
                form.touch("policies");
              }}
              error={form.errorOf("policies")}
            />
            <Checkbox
              label={
                <>
                  Acepto los{" "}
                  <Anchor component={Link} to={PATHS.policies} target="_blank">
                    términos y condiciones
                  </Anchor>
                </>
              }
              checked={values.terms}
              onChange={(e) => {
                setField("terms", e.currentTarget.checked);
                form.touch("terms");
              }}
              error={form.errorOf("terms")}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button type="submit">{M.next}</Button>
        </Group>
      </Stack>
    </form>
  );
}
