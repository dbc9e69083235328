import type { ReactNode } from "react";
import { Icon } from "../components/icons";

/** The glyphs the footer draws for a social link's `icon` (spec 02/03 §3 "Social network: url, name, alias, icon"). */
export type TSocialIconKind = "facebook" | "twitter" | "instagram" | "youtube" | "tiktok" | "linkedin" | "whatsapp" | "link";

const KNOWN: readonly Exclude<TSocialIconKind, "link">[] = ["facebook", "twitter", "instagram", "youtube", "tiktok", "linkedin", "whatsapp"];

/**
 * Which glyph an `icon` value names. Portals carried over from the legacy client store icon classes ("fa fa-facebook",
 * "icon-x-twitter"), new ones a plain name ("facebook", "x"); anything else gets the generic link glyph.
 */
export function socialIconKind(icon: string): TSocialIconKind {
  const key = icon.trim().toLowerCase();
  if (key === "x" || /(^|[-_ ])x($|[-_ ])/.test(key)) return "twitter";
  return KNOWN.find((kind) => key.includes(kind)) ?? "link";
}

// Simple outline glyphs (24×24, stroke), drawn like components/icons.tsx; the link's text names the network.
const GLYPHS: Record<TSocialIconKind, ReactNode> = {
  facebook: <path d="M15 3h-2a4 4 0 0 0-4 4v3H7v4h2v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z" />,
  twitter: <path d="M4 4l16 16M20 4 4 20" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  tiktok: <path d="M14 3v11a4 4 0 1 1-4-4M14 3a5 5 0 0 0 5 5" />,
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M3 21l1.6-4.6A9 9 0 1 1 8 19.6z" />
      <path d="M9 9.5c.5 2.5 2.5 4.5 5 5l1.5-1.5" />
    </>
  ),
  link: (
    <>
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </>
  ),
};

/** Decorative: hidden from assistive technology, the link carries the network's name. */
export function SocialIcon({ icon }: { icon: string }) {
  const kind = socialIconKind(icon);
  return (
    <Icon size={18} data-icon={kind} style={{ verticalAlign: "-3px", marginInlineEnd: "0.4em" }}>
      {GLYPHS[kind]}
    </Icon>
  );
}
