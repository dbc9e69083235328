import { Button, Divider, Stack } from "@mantine/core";
import { type TExternalProviders, EXTERNAL_LOGIN_MESSAGES as X } from "@portal/schemas/accounts/external-login.schema";
import type { TLoginAnswer } from "@portal/schemas/accounts/mfa.schema";
import { useSetAtom } from "jotai";
import { useEffect, useRef, useState } from "react";
import { FormAlert } from "../../components/forms/form-alert";
import { registerErrorMessage } from "../../lib/account-errors";
import { trpc } from "../../lib/trpc";
import type { TAuthView } from "../../state/ui";
import { openLoginPopup, waitForReturn } from "./external-login-popup";
import { externalPendingAtom } from "./external-login-state";

type Props = {
  /** A linked account's answer: a session or its second step (the login form handles both). */
  onLogin: (answer: TLoginAnswer) => void;
  onSwitch: (view: TAuthView) => void;
  disabled?: boolean;
};

/**
 * "Iniciar sesión con …" for each provider the server is configured for (none shown when none is). The popup
 * returns to /user/{provider}login; this tab, which alone holds the flow id, completes the login with the API.
 */
export function ExternalLoginButtons({ onLogin, onSwitch, disabled }: Props) {
  const providers = trpc.auth.externalProviders.useQuery(undefined, { staleTime: 5 * 60_000 });
  const start = trpc.auth.startExternalLogin.useMutation({ meta: { silent: true } });
  const complete = trpc.auth.completeExternalLogin.useMutation({ meta: { silent: true } });
  const setPending = useSetAtom(externalPendingAtom);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cancel = useRef<() => void>(() => {});
  useEffect(() => () => cancel.current(), []);

  if (!providers.data?.length) return null;

  async function run(p: TExternalProviders[number], popup: Window) {
    const { authorizationUrl, flow } = await start.mutateAsync({ provider: p.provider });
    cancel.current();
    const wait = waitForReturn(p.returnPath, new URL(authorizationUrl).searchParams.get("state") ?? "");
    cancel.current = wait.cancel;
    popup.location.href = authorizationUrl;
    setBusy(false);
    const callback = await wait.done;
    if (callback === null) return;
    setBusy(true);
    const answer = await complete.mutateAsync({ provider: p.provider, callback, flow });
    if (answer.status === "login") return onLogin(answer.result);
    setPending(answer);
    onSwitch("register");
  }

  const click = (p: TExternalProviders[number]) => {
    setError(null);
    const popup = openLoginPopup(p.provider);
    if (!popup) return setError(X.popupBlocked);
    setBusy(true);
    run(p, popup)
      .catch((e: unknown) => {
        popup.close();
        setError(registerErrorMessage(e));
      })
      .finally(() => setBusy(false));
  };

  return (
    <Stack gap="xs">
      <Divider label="o" labelPosition="center" />
      <FormAlert error={error} />
      {providers.data.map((p) => (
        <Button key={p.provider} variant="default" fullWidth onClick={() => click(p)} loading={busy} disabled={disabled}>
          {X.loginWith} {p.name}
        </Button>
      ))}
    </Stack>
  );
}
