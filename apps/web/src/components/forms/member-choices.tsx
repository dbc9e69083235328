import { Checkbox } from "@mantine/core";
import { PROFILE_MESSAGES } from "@portal/schemas/accounts/profile.schema";

type TChoice = "enabledNewsletter" | "publicProfile";

/** A member's two opt-ins, the same on the registration form and the profile: the newsletter and a public profile. */
export function MemberChoices({
  values,
  setField,
  busy,
}: {
  values: Record<TChoice, boolean>;
  setField: (key: TChoice, value: boolean) => void;
  busy: boolean;
}) {
  return (
    <>
      <Checkbox
        label="Quiero recibir el boletín de noticias de la entidad"
        checked={values.enabledNewsletter}
        onChange={(e) => setField("enabledNewsletter", e.currentTarget.checked)}
        disabled={busy}
      />
      <Checkbox
        label={PROFILE_MESSAGES.publicProfileLabel}
        description={PROFILE_MESSAGES.publicProfileDescription}
        checked={values.publicProfile}
        onChange={(e) => setField("publicProfile", e.currentTarget.checked)}
        disabled={busy}
      />
    </>
  );
}
