import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { trpc } from "../../lib/trpc";
import { clearFormDrafts } from "../../lib/use-form-draft";
import { clearSession } from "../../state/session";

/**
 * Scopes whose answers are the same for every reader (settings, catalogs, the site's pages and menus): kept after a
 * logout so the shell does not reload them. Every other scope may hold the user's or, for staff, citizens' personal
 * data (profile, "Mis solicitudes" and a request's detail, chats, tickets, staff lists, comment moderation…) and goes: on a shared computer
 * the next person could otherwise see it, e.g. the tracking page shows a cached `complaintForms.mineDetail` to the
 * visitor who presses "Atrás".
 */
const PUBLIC_SCOPES = new Set([
  "settings",
  "catalogs",
  "locations",
  "menus",
  "siteMap",
  "policies",
  "helpTexts",
  "blocks",
  "banners",
  "contents",
  "transparency",
  "indicators",
  "tracks",
]);

/** tRPC query keys start with the procedure path, e.g. [["notifications", "list"], {…}]; other keys are not the API's. */
function isUserQuery(queryKey: readonly unknown[]): boolean {
  const path = queryKey[0];
  return Array.isArray(path) && !PUBLIC_SCOPES.has(String(path[0]));
}

/** Drops every cached answer that may be personal (logout, deleted account, expired session). */
export function forgetUserAnswers(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (q) => isUserQuery(q.queryKey) });
}

/**
 * Forgets the user in this tab (logout, deleted account): the token and the user, every cached answer that may be
 * personal, and the form drafts typed while logged in (a PQRDS prefilled with the profile), which the tab's storage
 * would otherwise restore to the next person who opens the form.
 */
export function forgetUser(queryClient: QueryClient): void {
  clearSession();
  forgetUserAnswers(queryClient);
  clearFormDrafts();
}

/** Logout: calls auth.logout, then forgets the user (even when the call fails: the user asked to leave). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return trpc.auth.logout.useMutation({
    meta: { silent: true },
    onSettled: () => {
      forgetUser(queryClient);
      void navigate("/", { replace: true });
    },
  });
}
