import type { TPublicSettings } from "@portal/schemas/settings/settings.schema";
import { PATHS } from "../../app/paths";

type TRoutes = Pick<TPublicSettings["routes"], "tag" | "contentInfo">;

/** Paths of the content screens; the tag and content-info segments are settings (spec 02 §2). Zod-free. */
export const CONTENT_PATHS = {
  search: "/buscar",
  procedures: PATHS.procedures,
  admin: "/administrador/contenidos",
  create: "/administrador/contenidos/nuevo",
  edit: "/administrador/contenidos/editar",
} as const;

const segment = (s: string) => `/${s.replace(/^\/+|\/+$/g, "")}`;

export const sectionPath = (routes: TRoutes, friendlyName: string) => `${segment(routes.tag)}/${encodeURIComponent(friendlyName)}`;
export const contentPath = (routes: TRoutes, friendlyName: string) => `${segment(routes.contentInfo)}/${encodeURIComponent(friendlyName)}`;
export const createPath = (sectionFriendlyName?: string) =>
  sectionFriendlyName ? `${CONTENT_PATHS.create}?seccion=${encodeURIComponent(sectionFriendlyName)}` : CONTENT_PATHS.create;
export const editPath = (friendlyName: string) => `${CONTENT_PATHS.edit}/${encodeURIComponent(friendlyName)}`;

/**
 * Sections with their own row layout and a numbered paginator (spec 02 §2 "Content list block"); the others load
 * more with "Cargar más contenidos".
 */
export const PAGED_SECTIONS: ReadonlySet<string> = new Set(["normatividad", "tramites-y-servicios", "contrataciones"]);

/** Breadcrumb segments are cut at 30 characters (spec 02 §2). */
export function crumb(text: string, max = 30): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
