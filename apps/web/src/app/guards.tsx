import { holdsPermission, type TPermission } from "@portal/schemas/accounts/permissions";
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { PageLoader } from "../components/page-loader";
import { currentUserAtom } from "../state/session";
import { lazyPage } from "./lazy-page";

// Rendered only on guarded routes: not part of the home page's first load.
const LoginRequired = lazyPage(() => import("./access-messages"), "LoginRequired");
const Forbidden = lazyPage(() => import("./access-messages"), "Forbidden");

/** Who may see a staff page: Administrator, or any of the listed permissions. */
function hasAnyPermission(userPermissions: readonly string[], needed: readonly TPermission[]): boolean {
  return needed.some((p) => holdsPermission(userPermissions, p));
}

export function RequireLogin({ children }: { children: ReactNode }) {
  const user = useAtomValue(currentUserAtom);
  if (user === undefined) return <PageLoader />;
  if (!user) return <LoginRequired />;
  return children;
}

export function RequireStaff({ permissions, children }: { permissions: readonly TPermission[]; children: ReactNode }) {
  const user = useAtomValue(currentUserAtom);
  if (user === undefined) return <PageLoader />;
  if (!user) return <LoginRequired />;
  if (!hasAnyPermission(user.permissions, permissions)) return <Forbidden />;
  return children;
}
