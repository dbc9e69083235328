import { SCROLL } from "@portal/schemas/ui/ui-constants";
import { useAtomValue, useSetAtom } from "jotai";
import { Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { PATHS, segmentPath } from "../app/paths";
import { LoginIcon } from "../components/icons";
import ui from "../components/shell-ui.module.css";
import { lazyWithProviders } from "../lib/with-providers";
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

// The logged-in links (notifications count, profile, logout) load with the data clients; a first visit does not need them.
const AccountMenu = lazyWithProviders(() => import("./account-menu"), "AccountMenu");

function AccountArea() {
  const user = useAtomValue(currentUserAtom);
  const openAuth = useSetAtom(authModalAtom);
  const busy = <div className={classes.account} aria-busy="true" />;
  if (user === undefined) return busy;
  if (!user) {
    return (
      <div className={classes.account}>
        <button type="button" className={ui.button} onClick={() => openAuth("login")}>
          <LoginIcon size={18} />
          Iniciar sesión
        </button>
      </div>
    );
  }
  return (
    <Suspense fallback={busy}>
      <AccountMenu user={user} />
    </Suspense>
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
        <div className={`${ui.container} ${classes.govBarInner}`}>
          <a href="https://www.gov.co" target="_blank" rel="noopener noreferrer" aria-label="GOV.CO, portal del Estado colombiano (abre en una pestaña nueva)">
            GOV.CO
          </a>
        </div>
      </div>
      <div className={classes.barSlot} ref={slotRef} style={fixed && slotRef.current ? { minHeight: slotRef.current.offsetHeight } : undefined}>
        <div className={classes.bar} data-fixed={fixed}>
          <div className={`${ui.container} ${classes.barInner}`}>
            <Brand />
            <button type="button" className={classes.menuToggle} aria-expanded={menuOpen} aria-controls="portal-menu" onClick={() => setMenuOpen(!menuOpen)}>
              <span className={classes.menuIcon} aria-hidden="true" />
              Menú
            </button>
            <AccountArea />
          </div>
          <div className={classes.nav} id="portal-menu">
            <div className={`${ui.container} ${classes.navInner}`}>
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
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
