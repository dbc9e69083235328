import { EMAIL_VERIFICATION_MESSAGES } from "@portal/schemas/accounts/email-verification.schema";
import { refreshCurrentUser } from "../../lib/current-user";
import { trpc } from "../../lib/trpc";
import { TokenLinkPage } from "./token-link-view";

/** /verificar-correo/{token}: the link of the verification e-mail confirms the address when the page opens. */
export function VerifyEmailPage() {
  const verify = trpc.users.verifyEmail.useMutation({ meta: { silent: true }, onSuccess: () => void refreshCurrentUser() });
  return (
    <TokenLinkPage
      title="Verificación del correo electrónico"
      pendingLabel="Verificando"
      invalidMessage={EMAIL_VERIFICATION_MESSAGES.invalid}
      mutation={verify}
    />
  );
}
