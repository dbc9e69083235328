import { shortcutPermissions } from "../../app/admin-shortcuts";
import { lazyPage } from "../../app/lazy-page";
import { PATHS } from "../../app/paths";
import { LOGIN, staff, type TFeatureRoutes } from "../../app/route-entry";

/** spec 01 §2 / 03 §2: the tickets area, the chat archive and the live chat console (a 1000×800 popup). */
const TICKETS = "/administrador/mensajes";
const CONVERSATIONS = "/administrador/conversaciones";
const CONSOLE = "/administrador/chat";

export const messageRoutes: TFeatureRoutes = () => [
  { page: "myTickets", path: PATHS.myTickets, access: LOGIN, title: "Mis mensajes", component: lazyPage(() => import("./my-tickets-page"), "MyTicketsPage") },
  {
    page: "ticketsAdmin",
    path: TICKETS,
    access: staff(shortcutPermissions(TICKETS)),
    title: "Mensajes",
    component: lazyPage(() => import("./tickets-admin-page"), "TicketsAdminPage"),
  },
  {
    page: "conversations",
    path: CONVERSATIONS,
    access: staff(shortcutPermissions(CONVERSATIONS)),
    title: "Conversaciones",
    component: lazyPage(() => import("./conversations-page"), "ConversationsPage"),
  },
  {
    page: "chatConsole",
    path: CONSOLE,
    access: staff(shortcutPermissions(CONSOLE)),
    title: "Chat en línea",
    component: lazyPage(() => import("./chat-console-page"), "ChatConsolePage"),
  },
];
