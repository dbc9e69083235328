import { z } from "zod";

/** The permission model of spec 03 §3/§6. A test checks these match Prisma's `Permission` enum. */
export const PERMISSIONS = ["Administrator", "PQRs", "Tickets", "Comments", "Feedback", "Chats", "Menus", "Contents", "Settings"] as const;
export type TPermission = (typeof PERMISSIONS)[number];
export const ZPermission = z.enum(PERMISSIONS);

/**
 * Holding any of these shows the "Administrador" link in the header and opens /administrador. Spec 03 §1 lists every
 * permission but Settings; a Settings-only holder then had no way to the settings editor, so Settings shows it too
 * (README, deviations from the spec).
 */
export const ADMIN_LINK_PERMISSIONS: readonly TPermission[] = [
  "Administrator",
  "PQRs",
  "Tickets",
  "Comments",
  "Feedback",
  "Chats",
  "Menus",
  "Contents",
  "Settings",
];

export const PERMISSION_LABELS: Record<TPermission, string> = {
  Administrator: "Administrador",
  PQRs: "PQRDS",
  Tickets: "Mensajes",
  Comments: "Comentarios",
  Feedback: "Retroalimentación",
  Chats: "Conversaciones",
  Menus: "Menús",
  Contents: "Contenidos",
  Settings: "Configuración",
};

/** GET permissions: each permission with its Spanish label. */
export const ZPermissionOption = z.object({ name: ZPermission, label: z.string() });

/** Staff: holds any permission (the back office's rate limits, staff-only uploads, two-step verification). */
export function isStaff(held: readonly string[]): boolean {
  return held.length > 0;
}

export function hasAdminLink(permissions: readonly string[]): boolean {
  return permissions.some((p) => (ADMIN_LINK_PERMISSIONS as readonly string[]).includes(p));
}

/** Administrator implies every staff permission (what entities expect); every guard, procedure and shortcut asks this. */
export function holdsPermission(held: readonly string[], needed: TPermission): boolean {
  return held.includes(needed) || held.includes("Administrator");
}

/** The permissions that grant `needed` (itself and Administrator): the database-side reading of `holdsPermission`. */
export function permissionsGranting(needed: TPermission): TPermission[] {
  return needed === "Administrator" ? ["Administrator"] : [needed, "Administrator"];
}
