import { ADMIN_LINK_PERMISSIONS, holdsPermission, type TPermission } from "@portal/schemas/accounts/permissions";
import { foldDiacritics } from "@portal/schemas/common/fold-accents";
import { SELF_ASSESSMENT_MESSAGES } from "@portal/schemas/self-assessment/self-assessment-messages";

export type TAdminShortcut = {
  path: string;
  label: string;
  description: string;
  /** Any of these permissions shows the shortcut; Administrator sees all of them. */
  permissions: readonly TPermission[];
  /** /administrador/chat opens in a 1000x800 popup window (spec 03 §2). */
  popup?: { width: number; height: number };
  /** Shown only when chat is enabled in settings. */
  requiresChat?: boolean;
};

/** The admin shortcuts of spec 03 §2 / 02 §2, with the permission each one needs. */
export const ADMIN_SHORTCUTS: readonly TAdminShortcut[] = [
  { path: "/administrador", label: "Panel de administración", description: "Bloques del home, banners y contenidos.", permissions: ADMIN_LINK_PERMISSIONS },
  { path: "/administrador/pqrs", label: "PQRDS", description: "Peticiones, quejas, reclamos, denuncias y sugerencias.", permissions: ["PQRs"] },
  { path: "/administrador/comentarios", label: "Comentarios", description: "Moderar comentarios y atender reportes.", permissions: ["Comments"] },
  {
    path: "/administrador/feedback-usuarios",
    label: "Retroalimentación de usuarios",
    description: "Opiniones sobre la utilidad de las páginas.",
    permissions: ["Feedback"],
  },
  { path: "/administrador/mensajes", label: "Mensajes", description: "Tickets recibidos.", permissions: ["Tickets"] },
  { path: "/administrador/conversaciones", label: "Conversaciones", description: "Historial de chats con la ciudadanía.", permissions: ["Chats"] },
  {
    path: "/administrador/chat",
    label: "Chat",
    description: "Atender el chat en una ventana aparte.",
    permissions: ["Chats"],
    popup: { width: 1000, height: 800 },
    requiresChat: true,
  },
  {
    path: "/administrador/certificados-pagos",
    label: "Certificados de pago",
    description: "Certificados de paz y salvo y sus pagos.",
    permissions: ["Administrator"],
  },
  {
    path: "/administrador/certificados",
    label: "Certificados",
    description: "Textos, funcionario que firma, habilitación y contadores de los certificados.",
    permissions: ["Administrator"],
  },
  {
    path: "/administrador/registros",
    label: "Registros de certificados",
    description: "Predios, residentes y funcionarios: importación desde hojas de cálculo y edición.",
    permissions: ["Administrator"],
  },
  {
    path: "/administrador/autodiagnostico",
    label: SELF_ASSESSMENT_MESSAGES.title,
    description: SELF_ASSESSMENT_MESSAGES.menuDescription,
    permissions: ["Administrator"],
  },
  {
    path: "/administrador/documentos",
    label: "Tipos de documento",
    description: "Tipos de documento descargables, plantillas, variables y datos.",
    permissions: ["Administrator"],
  },
  { path: "/administrador/bloques", label: "Bloques del home", description: "Editar los bloques de la página de inicio.", permissions: ["Contents"] },
  { path: "/administrador/bannerlist", label: "Banners", description: "Administrar los banners.", permissions: ["Contents"] },
  {
    path: "/administrador/menus",
    label: "Menú del portal",
    description: "Grupos e ítems del menú, su orden y estado, y los sitios relacionados.",
    permissions: ["Menus"],
  },
  {
    path: "/administrador/textos",
    label: "Textos y ayudas",
    description: "Textos de ayuda de las secciones y textos legales de los formularios.",
    permissions: ["Contents", "Settings"],
  },
  { path: "/administrador/configuracion", label: "Configuración del portal", description: "Ajustes y datos de la entidad.", permissions: ["Settings"] },
];

function canSeeShortcut(shortcut: TAdminShortcut, permissions: readonly string[], chatEnabled: boolean): boolean {
  if (shortcut.requiresChat && !chatEnabled) return false;
  return shortcut.permissions.some((p) => holdsPermission(permissions, p));
}

export function visibleShortcuts(permissions: readonly string[], chatEnabled: boolean): TAdminShortcut[] {
  return ADMIN_SHORTCUTS.filter((s) => canSeeShortcut(s, permissions, chatEnabled));
}

/** The permissions a staff page asks for: those of its shortcut, so the menu and the route never disagree. */
export function shortcutPermissions(path: string): readonly TPermission[] {
  const shortcut = ADMIN_SHORTCUTS.find((s) => s.path === path);
  if (!shortcut) throw new Error(`No admin shortcut for ${path}`);
  return shortcut.permissions;
}

/** Case- and accent-insensitive match for the menu search. */
export function matchesMenuSearch(text: string, query: string): boolean {
  return foldDiacritics(text).includes(foldDiacritics(query.trim()));
}
