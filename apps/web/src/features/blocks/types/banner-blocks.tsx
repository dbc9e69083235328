import { BLOCK_TYPE_NAMES } from "@portal/schemas/blocks/block-catalog";
import { BLOCK_RENDER_LIMITS, BLOCK_UI_MESSAGES } from "@portal/schemas/blocks/block-types";
import type { CSSProperties } from "react";
import { ResponsiveImage } from "../../../components/responsive-image";
import type { TBannerItem, TBlockProps } from "../block-api";
import classes from "../blocks.module.css";
import { Carousel } from "../carousel";
import { SiteLink } from "../content-link";

const fontOf = (font: string | null) => (font ? `${font}, var(--mantine-font-family)` : undefined);

/** One banner: image (with its mobile image under 768 px) or its background colour, title and subtitle as edited. */
export function BannerSlide({ banner, headingLevel = 2, first = false }: { banner: TBannerItem; headingLevel?: 2 | 3; first?: boolean }) {
  const Title = headingLevel === 2 ? "h2" : "h3";
  const titleStyle: CSSProperties = {
    color: banner.titleColor ?? undefined,
    fontFamily: fontOf(banner.titleFont),
    fontWeight: banner.titleBold ? 700 : 400,
    fontStyle: banner.titleItalic ? "italic" : "normal",
  };
  const subtitleStyle: CSSProperties = {
    color: banner.subtitleColor ?? undefined,
    fontFamily: fontOf(banner.subtitleFont),
    fontWeight: banner.subtitleBold ? 700 : 400,
    fontStyle: banner.subtitleItalic ? "italic" : "normal",
  };
  const body = (
    <>
      <span
        className={classes.bannerBackground}
        style={{ background: banner.bckColor ?? "var(--portal-primary)", opacity: (banner.bckOpacity ?? 100) / 100 }}
      />
      {banner.embedUrl ? (
        // The banner's video (privacy-enhanced player, no autoplay): the slide is then not one big link.
        <iframe
          className={classes.bannerImage}
          src={banner.embedUrl}
          title={banner.title ?? BLOCK_UI_MESSAGES.bannerVideo}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          style={{ border: 0, position: "relative" }}
        />
      ) : (
        banner.image && (
          <picture>
            {banner.mobileImage && <source media="(max-width: 767px)" srcSet={banner.mobileImage} />}
            <ResponsiveImage className={classes.bannerImage} src={banner.image} alt="" sizes="100vw" loading="eager" priority={first} />
          </picture>
        )
      )}
      {(banner.title || banner.subtitle) && (
        <span className={classes.bannerText} data-position={banner.position}>
          {banner.title && (
            <Title className={classes.bannerTitle} style={titleStyle}>
              {banner.title}
            </Title>
          )}
          {banner.subtitle && (
            <span className={classes.bannerSubtitle} style={subtitleStyle}>
              {banner.subtitle}
            </span>
          )}
        </span>
      )}
    </>
  );
  return banner.link && !banner.embedUrl ? (
    <SiteLink href={banner.link} className={classes.banner}>
      {body}
    </SiteLink>
  ) : (
    <div className={classes.banner}>{body}</div>
  );
}

/** Types 1 and 2, global and hero banner: a carousel of the block's banners, rotating after the first one's seconds. */
export function BannerBlock({ block }: TBlockProps) {
  if (block.banners.length === 0) return null;
  const rotation = block.banners[0]?.rotation ?? block.frame.rotation;
  return (
    <Carousel
      label={BLOCK_TYPE_NAMES[block.type as 1 | 2]}
      rotationSeconds={rotation}
      // The top slider's first image is the home's largest paint on a phone: it is requested first.
      slides={block.banners.map((b, i) => <BannerSlide key={b.bannerID} banner={b} first={i === 0} />)}
      controlsFrom={BLOCK_RENDER_LIMITS.globalSliderOver + 1}
    />
  );
}

/** Type 3, the middle slider (at most 5 banners): variant 1 full image, 2 image beside its text, 3 cards (setting). */
export function SliderBlock({ block, page }: TBlockProps) {
  const banners = block.banners.slice(0, BLOCK_RENDER_LIMITS.middleSliderMax);
  if (banners.length === 0) return null;
  if (page.sliderVariant === 3) {
    return (
      <ul className={classes.grid}>
        {banners.map((b) => (
          <li key={b.bannerID}>
            <BannerSlide banner={b} headingLevel={3} />
          </li>
        ))}
      </ul>
    );
  }
  const slides = banners.map((b) =>
    page.sliderVariant === 2 ? (
      <div key={b.bannerID} className={classes.people} style={{ alignItems: "center" }}>
        {b.image ? <ResponsiveImage src={b.image} alt="" className={classes.cardImage} sizes="(min-width: 48em) 50vw, 100vw" /> : <span />}
        <div>
          {b.title && <h3 className={classes.blockTitle}>{b.title}</h3>}
          {b.subtitle && <p>{b.subtitle}</p>}
          {b.link && (
            <SiteLink href={b.link} className={classes.link}>
              {BLOCK_UI_MESSAGES.seeMore}
            </SiteLink>
          )}
        </div>
      </div>
    ) : (
      <BannerSlide key={b.bannerID} banner={b} headingLevel={3} />
    ),
  );
  return <Carousel label={BLOCK_TYPE_NAMES[3]} rotationSeconds={banners[0]?.rotation ?? block.frame.rotation} slides={slides} />;
}
