import { useAtomValue } from "jotai";
import { lazy, Suspense } from "react";
import { useLoadedOnce } from "../components/use-loaded-once";
import { authModalAtom } from "../state/ui";

// The login/register modal carries zod and the forms: it loads only when first opened.
const AuthModal = lazy(() => import("../features/accounts/auth-modal").then((m) => ({ default: m.AuthModal })));

export function AuthModalHost() {
  const view = useAtomValue(authModalAtom);
  if (!useLoadedOnce(view !== null)) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}
