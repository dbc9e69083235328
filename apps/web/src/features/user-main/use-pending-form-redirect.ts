import { isStaff } from "@portal/schemas/accounts/permissions";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { PATHS } from "../../app/paths";
import { trpc } from "../../lib/trpc";

/**
 * A main user with a record to complete updates it before anything else (spec 03 §4): staff are sent to the
 * update-data wizard from any page (the API refuses their other staff calls meanwhile). Citizens are never asked.
 */
export function usePendingFormRedirect(user: TSessionUser) {
  const staff = isStaff(user.permissions);
  const state = trpc.userMain.get.useQuery(undefined, { enabled: staff, meta: { silent: true }, staleTime: 60_000 });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pending = Boolean(state.data?.pending);
  useEffect(() => {
    if (pending && pathname.toLowerCase() !== PATHS.updateData) void navigate(PATHS.updateData);
  }, [pending, pathname, navigate]);
}
