import type { RestRoute } from "../rest-route.ts";

/** Spec 01 §7 "newsletter add and down" (e-mail, captcha). */
export const newsletterRestRoutes: RestRoute[] = [
  { method: "post", path: "newsletter", call: (t) => t.newsletter.subscribe, status: 201 },
  { method: "post", path: "newsletter/down", call: (t) => t.newsletter.unsubscribe },
];
