import { useAtomValue } from "jotai";
import { Suspense } from "react";
import { useLoadedOnce } from "../components/use-loaded-once";
import { lazyWithProviders } from "../lib/with-providers";
import { authModalAtom } from "../state/ui";

// The login/register modal carries zod and the forms: it loads only when first opened.
const AuthModal = lazyWithProviders(() => import("../features/accounts/auth-modal"), "AuthModal");

export function AuthModalHost() {
  const view = useAtomValue(authModalAtom);
  if (!useLoadedOnce(view !== null)) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}
