import type { RestRoute } from "../rest-route.ts";

/**
 * Spec 01 §7 "newsletter add and down" (e-mail, captcha): both answer the same for every address and mail a link;
 * the links' pages confirm through the two /confirm rows. Spec 02 §7 names the same calls "newsletteremails (add,
 * down with captcha)": served at those paths too, by the same procedures (so with the same privacy).
 */
export const newsletterRestRoutes: RestRoute[] = [
  { method: "post", path: "newsletter", call: (t) => t.newsletter.subscribe, status: 202, summary: "Suscribirse al boletín" },
  { method: "post", path: "newsletter/confirm", call: (t) => t.newsletter.confirm },
  { method: "post", path: "newsletter/down", call: (t) => t.newsletter.unsubscribe, status: 202 },
  { method: "post", path: "newsletter/down/confirm", call: (t) => t.newsletter.confirmUnsubscribe },
  { method: "post", path: "newsletteremails", call: (t) => t.newsletter.subscribe, status: 202 },
  { method: "post", path: "newsletteremails/add", call: (t) => t.newsletter.subscribe, status: 202 },
  { method: "post", path: "newsletteremails/down", call: (t) => t.newsletter.unsubscribe, status: 202 },
  // Spec 03 §7 "Unsubscribe of a user" (no path given): the logged-in user's own, beside the users calls.
  { method: "put", path: "users/unsubscribe", call: (t) => t.newsletter.unsubscribeMe },
];
