import { FOOTER_LOGO_LIMITS as L } from "@portal/schemas/blocks/block-types";
import { FOOTER_LOGOS_MESSAGES as M } from "@portal/schemas/blocks/footer-logos-messages";
import { useState } from "react";
import { ResponsiveImage } from "../../components/responsive-image";
import { useHomeData } from "../home/home-data";
import type { THomeData } from "./block-api";
import classes from "./footer-logos.module.css";

type TLogo = THomeData["footerLogos"][number];
const SHOWN = L.slideOver;

function LogoFigure({ logo }: { logo: TLogo }) {
  const image = <ResponsiveImage src={logo.imageUrl} fileID={logo.fileID} sizes="(min-width: 48em) 12rem, 40vw" alt={logo.name} className={classes.image} />;
  if (!logo.link) return image;
  const external = /^https?:\/\//i.test(logo.link);
  return (
    <a href={logo.link} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {image}
      {external && <span className="visually-hidden"> (abre en una pestaña nueva)</span>}
    </a>
  );
}

/**
 * The footer's logos (spec 02 §2 "footer logos (slide over 4, thumbnails over 5)"), from the home's one cached call
 * (home-data.ts: on the home, the same request as its blocks).
 * Up to 4 sit in a row; over 4 they slide four at a time with previous/next buttons; over 5, a row of thumbnails
 * jumps to any logo. The strip never moves by itself (nothing to pause, WCAG 2.2.2); logos out of view are inert.
 */
export function FooterLogos() {
  const home = useHomeData();
  const logos = home.data?.footerLogos ?? [];
  const [start, setStart] = useState(0);
  if (logos.length === 0) return null;
  const slides = logos.length > L.slideOver;
  const lastStart = Math.max(0, logos.length - SHOWN);
  const first = Math.min(start, lastStart);
  const go = (to: number) => setStart(Math.max(0, Math.min(lastStart, to)));
  const visible = (i: number) => !slides || (i >= first && i < first + SHOWN);
  return (
    <section className={classes.strip} aria-label={M.listLabel}>
      <div className={classes.row}>
        {slides && (
          <button type="button" className={classes.arrow} aria-label={M.previous} aria-disabled={first === 0} onClick={() => go(first - 1)}>
            ‹
          </button>
        )}
        <div className={classes.viewport}>
          <ul className={classes.track} style={slides ? { transform: `translateX(-${(first * 100) / SHOWN}%)` } : undefined}>
            {logos.map((logo, i) => (
              <li key={logo.id} className={slides ? classes.slide : classes.item} inert={!visible(i)} aria-hidden={visible(i) ? undefined : true}>
                <LogoFigure logo={logo} />
              </li>
            ))}
          </ul>
        </div>
        {slides && (
          <button type="button" className={classes.arrow} aria-label={M.next} aria-disabled={first === lastStart} onClick={() => go(first + 1)}>
            ›
          </button>
        )}
      </div>
      {slides && (
        <p className="visually-hidden" aria-live="polite">
          {M.range(first + 1, Math.min(first + SHOWN, logos.length), logos.length)}
        </p>
      )}
      {logos.length > L.thumbnailsOver && (
        <ul className={classes.thumbs} aria-label={M.listLabel}>
          {logos.map((logo, i) => (
            <li key={logo.id}>
              <button
                type="button"
                className={classes.thumb}
                aria-label={M.showLogo(logo.name)}
                aria-current={visible(i) ? true : undefined}
                onClick={() => go(i)}
              >
                <ResponsiveImage src={logo.imageUrl} fileID={logo.fileID} sizes="3rem" alt="" className={classes.thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
