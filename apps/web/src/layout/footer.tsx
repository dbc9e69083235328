import { ACCESSIBILITY_NAV_MESSAGES, ACCESSIBILITY_STATEMENT_PATH } from "@portal/schemas/accessibility/accessibility-nav";
import { DEVELOPERS_NAV_MESSAGES } from "@portal/schemas/developers/developers-nav-messages";
import type { TSocialLink, TSubsidiary } from "@portal/schemas/settings/settings.schema";
import { FOOTER_LIMITS } from "@portal/schemas/ui/ui-constants";
import { useAtomValue } from "jotai";
import { Link } from "react-router";
import { PATHS } from "../app/paths";
import { isExternalUrl, openExternalLink } from "../components/dialogs";
import ui from "../components/shell-ui.module.css";
import { FooterLogosSlot } from "../features/blocks/footer-logos-slot";
import { SuggestionBoxButton } from "../features/comments/suggestion-box-button";
import { branchLines, entityContactLines } from "../features/contact/contact-lines";
import { DEVELOPERS_PATH } from "../features/developers/developers-paths";
import { NewsletterFooterBox } from "../features/newsletter/newsletter-footer-box";
import { formatLongDate } from "../lib/format";
import { settingsAtom } from "../state/settings";
import { AccessibilityControls } from "./accessibility-controls";
import classes from "./layout.module.css";
import { SocialIcon } from "./social-icon";

/** The branches the footer shows (at most 3) and whether "Ver todas las sucursales" appears. */
export function footerBranches(subsidiaries: readonly TSubsidiary[]): { shown: TSubsidiary[]; showAll: boolean } {
  return { shown: subsidiaries.slice(0, FOOTER_LIMITS.branches), showAll: subsidiaries.length > FOOTER_LIMITS.branches };
}

/** Up to 4 links per list, empty lists dropped. */
export function footerSocialLists(lists: readonly (readonly TSocialLink[])[]): TSocialLink[][] {
  return lists.map((list) => list.filter((l) => l.url && l.url !== "false").slice(0, FOOTER_LIMITS.socialLinksPerList)).filter((l) => l.length > 0);
}

function ContactLine({ label, value, href }: { label: string; value: string; href?: string }) {
  if (!value) return null;
  return (
    <li>
      <strong>{label}:</strong> {href ? <a href={href}>{value}</a> : value}
    </li>
  );
}

/** One social link: the network's glyph (its `icon`) and name. */
export function SocialLink({ link }: { link: TSocialLink }) {
  if (!isExternalUrl(link.url)) {
    return (
      <Link to={link.url}>
        <SocialIcon icon={link.icon} />
        {link.name}
      </Link>
    );
  }
  return (
    <a
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        void openExternalLink(link.url);
      }}
    >
      <SocialIcon icon={link.icon} />
      {link.name}
      <span className="visually-hidden"> (sitio externo)</span>
    </a>
  );
}

export function Footer() {
  const settings = useAtomValue(settingsAtom);
  if (!settings) return null;
  const { entity, externalLinks } = settings;
  const branches = footerBranches(entity.subsidiaries);
  const socialLists = footerSocialLists(entity.socialLists);
  const lastModified = formatLongDate(settings.lastModified);

  return (
    <footer className={classes.footer}>
      <div className={ui.container}>
        <div className={classes.footerGrid}>
          <section aria-labelledby="footer-entity">
            <h2 id="footer-entity">{entity.name}</h2>
            <address>
              <ul>
                {entityContactLines(entity).map((line) => (
                  <ContactLine key={line.label} {...line} />
                ))}
              </ul>
            </address>
          </section>

          {branches.shown.length > 0 && (
            <section aria-labelledby="footer-branches">
              <h2 id="footer-branches">Sucursales</h2>
              {branches.shown.map((b) => (
                <div key={`${b.name}-${b.address}`} className={classes.branch}>
                  <strong>{b.name}</strong>
                  {/* Address, hours, e-mail and phones: what the spec lists for a footer branch. */}
                  <ul>
                    {branchLines(b).map((line) => (
                      <ContactLine key={line.label} {...line} />
                    ))}
                  </ul>
                </div>
              ))}
              {branches.showAll && <Link to={PATHS.branches}>Ver todas las sucursales</Link>}
            </section>
          )}

          {socialLists.length > 0 && (
            <section aria-labelledby="footer-social">
              <h2 id="footer-social">Redes sociales</h2>
              {socialLists.map((list, i) => (
                <ul key={i} aria-label={i === 0 ? "Redes sociales de la entidad" : "Otros enlaces"} style={{ marginBottom: "1rem" }}>
                  {list.map((link) => (
                    <li key={`${link.alias}-${link.url}`}>
                      <SocialLink link={link} />
                    </li>
                  ))}
                </ul>
              ))}
            </section>
          )}

          <section aria-labelledby="footer-a11y">
            <h2 id="footer-a11y">Accesibilidad</h2>
            <AccessibilityControls relayCenterUrl={externalLinks.relayCenter} />
            <ul style={{ marginTop: "1rem" }}>
              <li>
                <Link to={PATHS.policies}>Políticas y términos de uso</Link>
              </li>
              <li>
                <Link to={PATHS.treatmentPolicies}>Política de tratamiento de datos personales</Link>
              </li>
              <li>
                <Link to="/mapa-del-sitio">Mapa del sitio</Link>
              </li>
              <li>
                <Link to={ACCESSIBILITY_STATEMENT_PATH}>{ACCESSIBILITY_NAV_MESSAGES.title}</Link>
              </li>
              <li>
                <Link to={DEVELOPERS_PATH}>{DEVELOPERS_NAV_MESSAGES.footerLink}</Link>
              </li>
              <li>
                <SuggestionBoxButton />
              </li>
            </ul>
          </section>

          <NewsletterFooterBox />
        </div>

        <FooterLogosSlot />
        {entity.governmentLogos.length > 0 && (
          <ul className={classes.govLogos} aria-label="Logos de gobierno" style={{ marginTop: "2rem" }}>
            {entity.governmentLogos.map((logo) => (
              <li key={logo.url}>
                <a href={logo.link} target="_blank" rel="noopener noreferrer">
                  <img src={logo.url} alt={logo.alt} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        )}

        {externalLinks.legalHour && (
          <iframe
            src={externalLinks.legalHour}
            title="Hora legal colombiana"
            loading="lazy"
            style={{ border: 0, width: "100%", maxWidth: 320, height: 60, marginTop: "1.5rem", background: "#fff" }}
          />
        )}

        <div className={classes.footerBottom}>
          {lastModified && <p style={{ margin: 0 }}>Última actualización: {lastModified}</p>}
          <p style={{ margin: 0 }}>
            Desarrollado con{" "}
            {isExternalUrl(entity.creditLink.url) ? (
              <a href={entity.creditLink.url} target="_blank" rel="noopener noreferrer">
                {entity.creditLink.label}
              </a>
            ) : (
              <Link to={entity.creditLink.url}>{entity.creditLink.label}</Link>
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
