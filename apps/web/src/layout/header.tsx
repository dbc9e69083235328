import { Button, Container } from "@mantine/core";
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { hasAdminLink } from "@portal/schemas/accounts/permissions";
import { LIVE_FALLBACK_POLL_MS } from "@portal/schemas/live/live-events";
import { SCROLL } from "@portal/schemas/ui/ui-constants";
import { BellIcon, LoginIcon, LogoutIcon, SettingsIcon } from "../components/icons";
import { useLogout } from "../features/accounts/use-logout";
import { useLiveEvents } from "../features/notifications/use-live-events";
import { trpc } from "../lib/trpc";
import { PATHS, segmentPath } from "../routes/paths";
import { currentUserAtom } from "../state/session";
import { settingsAtom } from "../state/settings";
import { authModalAtom } from "../state/ui";
import classes from "./layout.module.css";
import { SearchBox } from "./search-box";
import { useScrolledPast } from "./use-scrolled-past";

function Brand() {
  const settings = useAtomValue(settingsAtom);
  const entity = settings?.entity;
  const logos = entity?.logos ?? [];
  return (
    <Link to={PATHS.home} className={classes.brand}>
      {logos.length > 0 ? (
        logos.slice(0, 2).map((logo) => <img key={logo.url} src={logo.url} alt={logo.alt} height={56} />)
      ) : (
        <span className={classes.brandLogoFallback} aria-hidden="true">
          {(entity?.name ?? "P").charAt(0)}
        </span>
      )}
      <span className={classes.brandTitle}>
        {entity?.title ?? "Portal ciudadano"}
        <span className="visually-hidden">: ir al inicio</span>
      </span>
    </Link>
  );
}

function AccountArea() {
  const user = useAtomValue(currentUserAtom);
  const settings = useAtomValue(settingsAtom);
  const openAuth = useSetAtom(authModalAtom);
  const logout = useLogout();
  // The unseen count arrives over the live stream; while the stream is down it is polled instead.
  const live = useLiveEvents(Boolean(user), settings?.apiBasePath);
  const unseen = trpc.notifications.unseenCount.useQuery(undefined, { enabled: Boolean(user), meta: { silent: true }, refetchInterval: live ? false : LIVE_FALLBACK_POLL_MS });

  if (user === undefined) return <div className={classes.account} aria-busy="true" />;
  if (!user) {
    return (
      <div className={classes.account}>
        <Button leftSection={<LoginIcon size={18} />} onClick={() => openAuth("login")}>
          Iniciar sesión
        </Button>
      </div>
    );
  }
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
      <Button component={Link} to={PATHS.profile} variant="subtle" leftSection={<span className={classes.initial} aria-hidden="true">{user.firstsLetter}</span>}>
        Mi perfil
      </Button>
      <Button component={Link} to={PATHS.myRequests} variant="subtle">
        Mis solicitudes
      </Button>
      <Button variant="default" leftSection={<LogoutIcon size={18} />} onClick={() => logout.mutate()} loading={logout.isPending}>
        Cerrar sesión
      </Button>
    </nav>
  );
}

export function Header() {
  const fixed = useScrolledPast(SCROLL.fixedHeaderAfterPx);
  const settings = useAtomValue(settingsAtom);
  const slotRef = useRef<HTMLDivElement>(null);
  const complaint = settings?.pqrEnabled ? segmentPath(settings.routes.complaint) : null;
  // On phones the menu, search and account links fold behind "Menú" so the page starts on the first screen.
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <header className={classes.header} data-menu-open={menuOpen}>
      <div className={classes.govBar}>
        <Container size="xl" className={classes.govBarInner}>
          <a href="https://www.gov.co" target="_blank" rel="noopener noreferrer" aria-label="GOV.CO, portal del Estado colombiano (abre en una pestaña nueva)">
            GOV.CO
          </a>
        </Container>
      </div>
      <div className={classes.barSlot} ref={slotRef} style={fixed && slotRef.current ? { minHeight: slotRef.current.offsetHeight } : undefined}>
        <div className={classes.bar} data-fixed={fixed}>
          <Container size="xl" className={classes.barInner}>
            <Brand />
            <button type="button" className={classes.menuToggle} aria-expanded={menuOpen} aria-controls="portal-menu" onClick={() => setMenuOpen(!menuOpen)}>
              <span className={classes.menuIcon} aria-hidden="true" />
              Menú
            </button>
            <AccountArea />
          </Container>
          <div className={classes.nav} id="portal-menu">
            <Container size="xl" className={classes.navInner}>
              <nav aria-label="Principal">
                <ul>
                  <li>
                    <NavLink to={PATHS.home} end>
                      Inicio
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/transparencia">Transparencia</NavLink>
                  </li>
                  {complaint && (
                    <li>
                      <NavLink to={complaint}>PQRDS</NavLink>
                    </li>
                  )}
                  <li>
                    <NavLink to="/contactenos/">Contáctenos</NavLink>
                  </li>
                  <li>
                    <NavLink to={PATHS.menu}>Menú completo</NavLink>
                  </li>
                </ul>
              </nav>
              <SearchBox />
            </Container>
          </div>
        </div>
      </div>
    </header>
  );
}
