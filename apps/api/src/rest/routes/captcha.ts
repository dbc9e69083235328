import type { RestRoute } from "../rest-route.ts";

/** Spec 03 §7 "Captcha: GET captcha", and the proof-of-work answer that goes with it. */
export const captchaRestRoutes: RestRoute[] = [
  // Without `?form=` the captcha is the login one, as the spec's client asks for it.
  {
    method: "get",
    path: "captcha",
    call: (t) => t.captcha.get,
    input: (req) => ({ form: req.query.form ?? "login" }),
    summary: "Nuevo captcha de un formulario (con su prueba de trabajo)",
  },
  { method: "post", path: "captcha/proof", call: (t) => t.captcha.prove, summary: "Entregar la prueba de trabajo de un captcha" },
];
