import { Anchor, Fieldset, Group, Radio, Text } from "@mantine/core";
import { Link } from "react-router";
import { FIELDSET_STYLES, type TComplaintFormState } from "./complaint-fields";

type Props = { form: TComplaintFormState; busy: boolean; identityForced: boolean; loggedIn: boolean };

/** "¿Cómo quieres presentar tu solicitud?": anonymous, or in one's own name (logged-in users only). */
export function ModeSection({ form, busy, identityForced, loggedIn }: Props) {
  return (
    <Fieldset legend="¿Cómo quieres presentar tu solicitud?" variant="unstyled" styles={FIELDSET_STYLES}>
      <Radio.Group
        name="anonymous"
        value={form.values.anonymous && !identityForced ? "anonymous" : "personal"}
        onChange={(v) => form.setField("anonymous", v === "anonymous")}
        aria-label="Modo de la solicitud"
      >
        <Group gap="xl">
          <Radio value="anonymous" label="Anónima" disabled={busy || identityForced} />
          <Radio value="personal" label="A nombre personal" disabled={busy || !loggedIn} />
        </Group>
      </Radio.Group>
      {!loggedIn && (
        <Text size="sm" mt="xs">
          Para presentar la solicitud a nombre personal debes iniciar sesión. Consulta las{" "}
          <Anchor component={Link} to="/anonimato/">
            recomendaciones para solicitudes anónimas
          </Anchor>
          .
        </Text>
      )}
    </Fieldset>
  );
}
