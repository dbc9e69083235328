import { Alert, Button, Card, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { STAFF_ADMIN_MESSAGES as M } from "@portal/schemas/accounts/staff-admin-messages";
import { parseSettingValue, type TSettingKey, type TSettings, ZSettings } from "@portal/schemas/settings/settings.schema";
import { SETTINGS_EDITOR_TABS, settingLabel } from "@portal/schemas/settings/settings-editor";
import { useEffect, useState } from "react";
import { FormAlert } from "../../components/forms/form-alert";
import { errorDetails, formErrorMessage } from "../../lib/errors";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { isGroupSchema, SettingField } from "./setting-field";

/**
 * /administrador/configuracion (Settings): every key of the settings store, grouped in tabs, each saved on its own
 * (PUT settings/{key}) after the same schema the server applies; the portal shows the change at once.
 */
export function SettingsEditorPage() {
  const all = trpc.settings.all.useQuery();
  return (
    <Stack gap="lg">
      <Title order={1}>Configuración del portal</Title>
      <Text c="dimmed">{M.settingsIntro}</Text>
      {all.isError && (
        <Alert color="red" variant="light" role="alert">
          {formErrorMessage(all.error)}
        </Alert>
      )}
      {all.data && (
        // Panels stay mounted: what was typed in one tab and not yet saved is still there after looking at another.
        <Tabs defaultValue={SETTINGS_EDITOR_TABS[0]?.value}>
          <Tabs.List>
            {SETTINGS_EDITOR_TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {SETTINGS_EDITOR_TABS.map((t) => (
            <Tabs.Panel key={t.value} value={t.value} pt="md">
              <Stack gap="md">
                {t.keys.map((key) => (
                  <SettingCard key={key} settingKey={key} stored={all.data[key]} />
                ))}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}

function SettingCard({ settingKey, stored }: { settingKey: TSettingKey; stored: TSettings[TSettingKey] }) {
  const [value, setValue] = useState<unknown>(stored);
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  // Saving another card refetches every setting; react-query's structural sharing keeps this one's object, so its
  // unsaved edits stay (a test holds it).
  useEffect(() => setValue(stored), [stored]);
  const utils = trpc.useUtils();
  // Its failure is told here, once (silent: the client's generic toast would tell it a second time).
  const save = trpc.settings.update.useMutation({
    meta: { silent: true },
    onSuccess: (res) => {
      toast("success", res.message);
      // The portal's shell reads the public settings: refetch them so this tab shows the change too.
      void utils.settings.invalidate();
    },
    onError: (error) => {
      const byPath = new Map(errorDetails(error).map((d) => [[settingKey, ...(d.path ?? "").split(".").slice(1)].join("."), d.message ?? ""] as const));
      setErrors(byPath);
      toast("error", formErrorMessage(error));
    },
  });
  const headingId = `setting-${settingKey}`;
  function submit() {
    const parsed = parseSettingValue(settingKey, value);
    if (!parsed.success) {
      setErrors(new Map(parsed.error.issues.map((i) => [[settingKey, ...i.path.map(String)].join("."), i.message])));
      return;
    }
    setErrors(new Map());
    save.mutate({ key: settingKey, value: parsed.data });
  }
  // A rule on the whole object (none today, but the schema may grow one) has no field to show under.
  const topError = isGroupSchema(ZSettings.shape[settingKey]) ? errors.get(settingKey) : undefined;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {settingLabel([settingKey])}
          </Title>
          <SettingField schema={ZSettings.shape[settingKey]} value={value} onChange={setValue} path={[settingKey]} errors={errors} />
          <FormAlert error={topError} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {M.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
