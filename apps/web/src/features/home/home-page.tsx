import { useAtomValue } from "jotai";
import { Link } from "react-router";
import { CERTIFICATE_LINKS } from "@portal/schemas/certificates/certificate-catalog";
import { usePageTitle } from "../../components/page-title";
import { segmentPath } from "../../routes/paths";
import { settingsAtom } from "../../state/settings";
import classes from "./home.module.css";
import { HomePopupSlot } from "./home-popup-slot";

type TQuickLink = { to: string; title: string; text: string };

/** The first shortcuts a citizen looks for; the home blocks (banners, news, calendar…) come from the blocks module. */
export function quickLinks(settings: { pqrEnabled: boolean; routes: { complaint: string } }): TQuickLink[] {
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

// Plain markup and CSS: the home page is the first load, so it uses no component library beyond the shell.
export function HomePage() {
  const settings = useAtomValue(settingsAtom);
  usePageTitle(null);
  if (!settings) return null;
  const { entity } = settings;
  return (
    <div className={classes.page}>
      <HomePopupSlot />
      <section className={classes.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={classes.heroTitle}>
          {entity.title}
        </h1>
        <p className={classes.heroText}>
          Bienvenido al portal ciudadano de {entity.name}. Aquí puedes hacer tus trámites, radicar y consultar solicitudes y conocer la
          información pública de la entidad.
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

      {/* The home blocks (type 1–19: banners, sliders, news, calendar, map…) render here once the blocks module lands. */}
      <section aria-labelledby="home-news" className={classes.blocks} data-home-blocks="">
        <h2 id="home-news" className={classes.sectionTitle}>
          Noticias y publicaciones
        </h2>
        <p className={classes.muted}>Muy pronto encontrarás aquí las noticias, eventos y convocatorias de la entidad.</p>
      </section>
    </div>
  );
}
