/**
 * The admin actions on a content (spec 02 §4) as one table: the flags an action needs, the flags it sets, the button a
 * list shows and the Spanish refusal when the content is not in a state the action applies to. Pure and zod-free:
 * the web reads labels and `canApply`, core enforces it (packages/core/src/contents/lifecycle.ts).
 */
export type TContentFlags = { published: boolean; isFeatured: boolean; showOnHome: boolean; isRequired: boolean };

export const CONTENT_ACTIONS = {
  activate: { label: "Activar", requires: { published: false }, sets: { published: true }, refusal: "El contenido ya está activo" },
  inactivate: { label: "Inactivar", requires: { published: true }, sets: { published: false }, refusal: "El contenido ya está inactivo" },
  feature: { label: "Destacar", requires: { isFeatured: false }, sets: { isFeatured: true }, refusal: "El contenido ya está destacado" },
  unfeature: { label: "Quitar destacado", requires: { isFeatured: true }, sets: { isFeatured: false }, refusal: "El contenido no está destacado" },
  hide: { label: "Ocultar", requires: { showOnHome: true }, sets: { showOnHome: false }, refusal: "El contenido ya está oculto" },
  show: { label: "Mostrar", requires: { showOnHome: false }, sets: { showOnHome: true }, refusal: "El contenido ya se muestra" },
  move: { label: "Mover", requires: {}, sets: {}, refusal: "No se puede mover este contenido" },
  /** Saving an existing content publishes it again (spec 02 §4). */
  edit: { label: "Editar", requires: {}, sets: { published: true }, refusal: "No se puede editar este contenido" },
  delete: { label: "Eliminar", requires: { isRequired: false }, sets: {}, refusal: "Este contenido es obligatorio y no se puede eliminar" },
} as const satisfies Record<string, { label: string; requires: Partial<TContentFlags>; sets: Partial<TContentFlags>; refusal: string }>;
export type TContentAction = keyof typeof CONTENT_ACTIONS;

export function canApplyContentAction(action: TContentAction, flags: TContentFlags): boolean {
  const requires: Partial<TContentFlags> = CONTENT_ACTIONS[action].requires;
  return (Object.keys(requires) as (keyof TContentFlags)[]).every((k) => flags[k] === requires[k]);
}

/** The flags after `action`, or null when the content's state refuses it (read CONTENT_ACTIONS[action].refusal). */
export function applyContentAction(action: TContentAction, flags: TContentFlags): TContentFlags | null {
  return canApplyContentAction(action, flags) ? { ...flags, ...CONTENT_ACTIONS[action].sets } : null;
}

/** The toggles an admin list offers for a content, in menu order (Activar in the inactive list, Inactivar otherwise). */
export function contentMenuActions(flags: TContentFlags, list: "active" | "inactive"): TContentAction[] {
  const toggles: TContentAction[] = [
    list === "inactive" ? "activate" : "inactivate",
    flags.isFeatured ? "unfeature" : "feature",
    flags.showOnHome ? "hide" : "show",
    "move",
    "edit",
  ];
  if (!flags.isRequired) toggles.push("delete");
  return toggles;
}
