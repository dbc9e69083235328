import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { trpc } from "../../lib/trpc";
import { clearSession } from "../../state/session";

const USER_SCOPES = new Set(["auth", "notifications", "users"]);

/** tRPC query keys start with the procedure path, e.g. [["notifications", "list"], {…}]. */
function isUserQuery(queryKey: readonly unknown[]): boolean {
  const path = queryKey[0];
  return Array.isArray(path) && USER_SCOPES.has(String(path[0]));
}

/** Logout: calls auth.logout, then clears the token and the user (even when the call fails: the user asked to leave). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return trpc.auth.logout.useMutation({
    meta: { silent: true },
    onSettled: () => {
      clearSession();
      // Drop what belonged to the user; public data (settings, catalogs) stays cached.
      queryClient.removeQueries({ predicate: (q) => isUserQuery(q.queryKey) });
      void navigate("/", { replace: true });
    },
  });
}
