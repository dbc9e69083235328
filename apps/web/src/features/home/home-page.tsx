import { isStaff } from "@portal/schemas/accounts/permissions";
import { CERTIFICATE_LINKS } from "@portal/schemas/certificates/certificate-catalog";
import type { TPublicSettings } from "@portal/schemas/settings/settings.schema";
import { useAtomValue } from "jotai";
import { Suspense } from "react";
import { Link } from "react-router";
import { segmentPath } from "../../app/paths";
import { usePageTitle } from "../../components/page-title";
import { lazyWithProviders } from "../../lib/with-providers";
import { currentUserAtom } from "../../state/session";
import { settingsAtom } from "../../state/settings";
import classes from "./home.module.css";
import { useHomeData } from "./home-data";
import { HomePopupSlot } from "./home-popup-slot";

type TQuickLink = { to: string; title: string; text: string };

/** The first shortcuts a citizen looks for; the home blocks (banners, news, calendar…) come from the blocks module. */
function quickLinks(settings: { pqrEnabled: boolean; routes: { complaint: string } }): TQuickLink[] {
  const links: TQuickLink[] = [];
  if (settings.pqrEnabled) {
    const pqrds = segmentPath(settings.routes.complaint);
    links.push(
      { to: pqrds, title: "Radicar una PQRDS", text: "Peticiones, quejas, reclamos, denuncias y sugerencias." },
      { to: `${pqrds}/seguimiento`, title: "Consultar mi solicitud", text: "Sigue el estado de tu PQRDS con el número de radicado." },
    );
  }
  links.push(
    { to: "/transparencia", title: "Transparencia", text: "Información pública de la entidad (Ley 1712 de 2014)." },
    { to: "/contactenos/", title: "Contáctenos", text: "Canales de atención, horarios y sedes." },
  );
  return links;
}

// The blocks (their code, Mantine and the data clients) load after the first paint; the home's data is asked for at once.
const HomeBlocks = lazyWithProviders(() => import("../blocks/home-blocks"), "HomeBlocks");
/** Staff only: the notice of updated use, security and cookie texts (its modal loads only for them). */
const StaffPolicyNotice = lazyWithProviders(() => import("../policies/staff-policy-notice"), "StaffPolicyNotice");

/** The home's notice for administrators, once per changed text. */
function StaffNoticeSlot() {
  const user = useAtomValue(currentUserAtom);
  if (!user || !isStaff(user.permissions)) return null;
  return (
    <Suspense fallback={null}>
      <StaffPolicyNotice key={user.id} />
    </Suspense>
  );
}

/**
 * The home (spec 02 §2 "/ Home, made of blocks"): the entity's blocks from one cached call. Until they arrive, and on
 * a portal without blocks, the first shortcuts a citizen looks for.
 */
export function HomePage() {
  const settings = useAtomValue(settingsAtom);
  const home = useHomeData();
  usePageTitle(null);
  if (!settings) return null;
  const { entity } = settings;
  const hasBlocks = (home.data?.blocks.length ?? 0) > 0;
  if (home.isPending)
    return (
      <div className={classes.page} aria-busy="true" style={{ minHeight: "60vh" }}>
        <h1 className={classes.homeTitle}>{entity.title}</h1>
      </div>
    );
  if (hasBlocks) {
    return (
      <div className={classes.page}>
        <StaffNoticeSlot />
        <h1 className={classes.homeTitle}>{entity.title}</h1>
        <Suspense fallback={<div style={{ minHeight: "60vh" }} />}>{home.data && <HomeBlocks data={home.data} />}</Suspense>
      </div>
    );
  }
  return <FallbackHome settings={settings} />;
}

// Plain markup and CSS: shown when the entity has no blocks yet (or they could not load).
function FallbackHome({ settings }: { settings: TPublicSettings }) {
  const { entity } = settings;
  return (
    <div className={classes.page}>
      <HomePopupSlot />
      <StaffNoticeSlot />
      <section className={classes.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={classes.heroTitle}>
          {entity.title}
        </h1>
        <p className={classes.heroText}>
          Bienvenido al portal ciudadano de {entity.name}. Aquí puedes hacer tus trámites, radicar y consultar solicitudes y conocer la información pública de
          la entidad.
        </p>
      </section>

      <section aria-labelledby="home-services">
        <h2 id="home-services" className={classes.sectionTitle}>
          Servicios a la ciudadanía
        </h2>
        <ul className={classes.cards}>
          {quickLinks(settings).map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={classes.card}>
                <span className={classes.cardTitle}>{link.title}</span>
                <span className={classes.cardText}>{link.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-certificates">
        <h2 id="home-certificates" className={classes.sectionTitle}>
          Certificados en línea
        </h2>
        <ul className={classes.linkList}>
          {CERTIFICATE_LINKS.map((c) => (
            <li key={c.id}>
              <Link to={c.path}>{c.title}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
