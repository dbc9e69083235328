import { Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useAtom } from "jotai";
import { lazy, Suspense } from "react";
import { PageLoader } from "../../layout/app-layout";
import { authModalAtom, type TAuthView } from "../../state/ui";
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
  // Full screen on phones: the register form is long.
  const narrow = useMediaQuery("(max-width: 40em)");
  if (view === null) return null;
  return (
    <Modal
      opened
      onClose={() => setView(null)}
      title={TITLES[view]}
      size={view === "register" ? "xl" : "md"}
      centered
      fullScreen={narrow}
      closeButtonProps={{ "aria-label": "Cerrar" }}
      styles={{ title: { fontWeight: 700, fontSize: "1.25rem" } }}
    >
      {view === "login" && <LoginForm key="login" onSwitch={setView} />}
      {view === "recover" && <RecoverForm key="recover" onSwitch={setView} />}
      {view === "register" && (
        <Suspense fallback={<PageLoader />}>
          <RegisterForm key="register" onSwitch={setView} />
        </Suspense>
      )}
    </Modal>
  );
}
