import { EXTERNAL_RETURN_PATHS } from "@portal/schemas/accounts/external-provider-catalog";
import { lazyPage } from "../../app/lazy-page";
import { PATHS } from "../../app/paths";
import { PUBLIC, type TFeatureRoutes } from "../../app/route-entry";

const SocialLoginPage = lazyPage(() => import("./social-login-page"), "SocialLoginPage");

/** Links from e-mails (new password, e-mail verification, login unlock, registration activation) and the social sign-in hand-offs (spec 03). */
export const accountRoutes: TFeatureRoutes = () => [
  {
    page: "newPassword",
    path: `${PATHS.newPassword}/:alias`,
    access: PUBLIC,
    noIndex: true,
    title: "Nueva contraseña",
    component: lazyPage(() => import("./new-password-page"), "NewPasswordPage"),
  },
  {
    page: "verifyEmail",
    path: `${PATHS.verifyEmail}/:token`,
    access: PUBLIC,
    title: "Verificación del correo electrónico",
    component: lazyPage(() => import("./verify-email-page"), "VerifyEmailPage"),
  },
  {
    page: "unlockLogin",
    path: `${PATHS.unlockLogin}/:token`,
    access: PUBLIC,
    noIndex: true,
    title: "Desbloqueo de la cuenta",
    component: lazyPage(() => import("./unlock-login-page"), "UnlockLoginPage"),
  },
  {
    page: "confirmRegistration",
    path: `${PATHS.confirmRegistration}/:token`,
    access: PUBLIC,
    noIndex: true,
    title: "Activación de la cuenta",
    component: lazyPage(() => import("./confirm-registration-page"), "ConfirmRegistrationPage"),
  },
  // The opener tab reads the provider's answer from the popup there and closes it.
  ...Object.values(EXTERNAL_RETURN_PATHS).map((path) => ({
    page: "socialLogin",
    path,
    access: PUBLIC,
    noIndex: true as const,
    title: "Inicio de sesión",
    component: SocialLoginPage,
  })),
];
