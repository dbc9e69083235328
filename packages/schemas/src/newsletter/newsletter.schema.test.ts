import { describe, expect, it } from "vitest";
import { messagesOf } from "../test-helpers.ts";
import { NEWSLETTER_MESSAGES as M, ZNewsletterSubscribe, ZNewsletterUnsubscribe } from "./newsletter.schema.ts";

const ok = { email: "Ana@Correo.co", captchaId: "c", captcha: "abc" };

describe.each([
  ["ZNewsletterSubscribe (POST newsletter)", ZNewsletterSubscribe],
  ["ZNewsletterUnsubscribe (POST newsletter/down)", ZNewsletterUnsubscribe],
])("%s", (_name, schema) => {
  it("accepts an e-mail (lower-cased) and a captcha", () => {
    expect(schema.parse(ok).email).toBe("ana@correo.co");
  });
  it("requires the e-mail, with the standard pattern and at most 150 characters", () => {
    expect(messagesOf(schema, { ...ok, email: " " }).email).toEqual(["Debes ingresar el correo electrónico"]);
    expect(messagesOf(schema, { ...ok, email: "ana" }).email).toEqual(["Debes ingresar un correo electrónico válido"]);
    expect(messagesOf(schema, { ...ok, email: `${"a".repeat(145)}@x.com` }).email).toEqual(["Debes ingresar un correo electrónico válido"]);
  });
  it("requires the captcha", () => {
    expect(messagesOf(schema, { ...ok, captcha: "" }).captcha).toEqual(["Debes ingresar el Captcha"]);
  });
});

describe("newsletter messages", () => {
  it("keeps the spec's texts verbatim", () => {
    expect(M.alreadySubscribed).toBe("Ya estas registrado en nuetra lista de correos");
    expect(M.notFound).toBe("El correo electrónico que ingresaste no se encuentra");
  });
});
