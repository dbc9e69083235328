import { Button } from "@mantine/core";
import { hasAdminLink } from "@portal/schemas/accounts/permissions";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { LIVE_FALLBACK_POLL_MS } from "@portal/schemas/live/live-events";
import { useAtomValue } from "jotai";
import { Link } from "react-router";
import { PATHS, segmentPath } from "../app/paths";
import { BellIcon, LogoutIcon, SettingsIcon } from "../components/icons";
import { useLogout } from "../features/accounts/use-logout";
import { useLiveEvents } from "../features/notifications/use-live-events";
import { usePendingFormRedirect } from "../features/user-main/use-pending-form-redirect";
import { trpc } from "../lib/trpc";
import { settingsAtom } from "../state/settings";
import classes from "./layout.module.css";

/** The header's links for a logged-in user (loaded with the data clients, src/layout/header.tsx). */
export function AccountMenu({ user }: { user: TSessionUser }) {
  const settings = useAtomValue(settingsAtom);
  const logout = useLogout();
  usePendingFormRedirect(user);
  // The unseen count arrives over the live stream; while the stream is down it is polled instead.
  const live = useLiveEvents(true, settings?.apiBasePath);
  const unseen = trpc.notifications.unseenCount.useQuery(undefined, { meta: { silent: true }, refetchInterval: live ? false : LIVE_FALLBACK_POLL_MS });
  const count = unseen.data?.count ?? user.unseenNotifications;
  const notificationsPath = segmentPath(settings?.routes.notifications ?? "notificaciones");
  return (
    <nav className={classes.account} aria-label="Mi cuenta">
      {hasAdminLink(user.permissions) && (
        <Button component={Link} to={PATHS.menu} variant="light" leftSection={<SettingsIcon size={18} />}>
          Administrador
        </Button>
      )}
      <Button
        component={Link}
        to={notificationsPath}
        variant="subtle"
        leftSection={<BellIcon size={18} />}
        rightSection={
          count > 0 ? (
            <span className={classes.countBadge} aria-hidden="true">
              {count > 99 ? "99+" : count}
            </span>
          ) : null
        }
        aria-label={count > 0 ? `Notificaciones, ${count} sin leer` : "Notificaciones"}
      >
        Notificaciones
      </Button>
      <Button
        component={Link}
        to={PATHS.profile}
        variant="subtle"
        leftSection={
          <span className={classes.initial} aria-hidden="true">
            {user.firstsLetter}
          </span>
        }
      >
        Mi perfil
      </Button>
      <Button component={Link} to={PATHS.myRequests} variant="subtle">
        Mis solicitudes
      </Button>
      <Button component={Link} to={PATHS.myTickets} variant="subtle">
        Mis mensajes
      </Button>
      <Button variant="default" leftSection={<LogoutIcon size={18} />} onClick={() => logout.mutate()} loading={logout.isPending}>
        Cerrar sesión
      </Button>
    </nav>
  );
}
