import { z } from "zod";
import { COMMENT_ADMIN_MESSAGES as M } from "./comment-moderation.ts";

/** Where a comment is shared (spec 02 §7 POST comments/{id}/shared records it; the networks are ours, spec silent). */
export const COMMENT_SHARE_NETWORKS = ["link", "facebook", "x", "whatsapp"] as const;
export type TCommentShareNetwork = (typeof COMMENT_SHARE_NETWORKS)[number];

export const COMMENT_SHARE_MESSAGES = {
  share: "Compartir",
  copied: "Enlace copiado",
  networkInvalid: "Debes indicar dónde compartes el comentario",
} as const;
/** The share menu's items, one per network. */
export const COMMENT_SHARE_NETWORK_LABELS = {
  link: "Copiar enlace",
  facebook: "Compartir en Facebook",
  x: "Compartir en X",
  whatsapp: "Compartir por WhatsApp",
} as const satisfies Record<TCommentShareNetwork, string>;

/** POST comments/{id}/shared {network}. */
export const ZCommentShare = z.object({
  id: z.coerce.number({ error: M.notFound }).int({ error: M.notFound }).positive({ error: M.notFound }),
  network: z.enum(COMMENT_SHARE_NETWORKS, { error: COMMENT_SHARE_MESSAGES.networkInvalid }).default("link"),
});

/** The window a network's share page opens in (spec 03 §9 "Share window 650x500"). */
export const SHARE_WINDOW = { width: 650, height: 500 } as const;

/** The anchor of a comment on its participation page. */
export const commentAnchor = (commentID: number) => `comentario-${commentID}`;

/** The address each network opens to share `url` (null for "link": the browser copies it). */
export function commentShareUrl(network: TCommentShareNetwork, url: string, text: string): string | null {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text.slice(0, 200));
  if (network === "facebook") return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
  if (network === "x") return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
  if (network === "whatsapp") return `https://wa.me/?text=${t}%20${u}`;
  return null;
}
