import { Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useAtom, useSetAtom } from "jotai";
import { lazy, Suspense, useRef } from "react";
import { PageLoader } from "../../components/page-loader";
import { useMounted } from "../../components/use-loaded-once";
import { authModalAtom, type TAuthView } from "../../state/ui";
import { externalPendingAtom } from "./external-login-state";
import { LoginForm } from "./login-form";
import { RecoverForm } from "./recover-form";

// The register form (date picker, location selects) is the heaviest view: it loads when first shown.
const RegisterForm = lazy(() => import("./register-form").then((m) => ({ default: m.RegisterForm })));

const TITLES: Record<TAuthView, string> = {
  login: "Iniciar sesión",
  register: "Crear cuenta",
  recover: "Recuperar contraseña",
};

/** One modal, three views (login, register, recover password), switchable from one another (spec 03 §2). */
export function AuthModal() {
  const [view, setView] = useAtom(authModalAtom);
  // What an external login left for the register view lasts while the modal is open.
  const setExternalPending = useSetAtom(externalPendingAtom);
  const mounted = useMounted();
  // Full screen on phones: the register form is long.
  const narrow = useMediaQuery("(max-width: 40em)");
  // While it closes, the modal keeps showing the view it had.
  const lastView = useRef<TAuthView>("login");
  if (view) lastView.current = view;
  const shown = view ?? lastView.current;
  // Each opening starts with fresh forms.
  const openings = useRef(0);
  const wasOpen = useRef(false);
  if (view !== null && !wasOpen.current) openings.current += 1;
  wasOpen.current = view !== null;
  const key = `${shown}-${openings.current}`;
  return (
    <Modal
      opened={mounted && view !== null}
      onClose={() => {
        setView(null);
        setExternalPending(null);
      }}
      title={TITLES[shown]}
      size={shown === "register" ? "xl" : "md"}
      centered
      fullScreen={narrow}
      closeButtonProps={{ "aria-label": "Cerrar" }}
    >
      {shown === "login" && <LoginForm key={key} onSwitch={setView} />}
      {shown === "recover" && <RecoverForm key={key} onSwitch={setView} />}
      {shown === "register" && (
        <Suspense fallback={<PageLoader />}>
          <RegisterForm key={key} onSwitch={setView} />
        </Suspense>
      )}
    </Modal>
  );
}
