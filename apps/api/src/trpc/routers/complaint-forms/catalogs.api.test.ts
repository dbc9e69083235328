import { isoWeekday } from "@portal/core/complaint-forms/business-days";
import { NEWSLETTER_ANSWER_MIN_MS } from "@portal/core/newsletter/newsletter";
import { signNewsletterToken } from "@portal/core/newsletter/newsletter-token";
import { NEWSLETTER_MESSAGES } from "@portal/schemas/newsletter/newsletter.schema";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { uniqueEmail } from "./complaint-forms-testing.ts";

let h: ApiHarness;
let staff: string;
useApiHarness(async (started) => {
  h = started;
  staff = await h.login();
});

describe("PQRDS catalogues", () => {
  it("GET complaintformtypes: the spec's nine types in order, then Consulta (Ley 1755 art. 14, 30 business days)", async () => {
    const res = await h.call("GET", "/api/v1/complaintformtypes");
    expect(res.status).toBe(200);
    expect(res.body.map((t: { id: number }) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(res.body[9]).toMatchObject({ id: 10, name: "Consulta", termDays: 30, allowsExtension: true });
    expect(res.body[6]).toMatchObject({ id: 7, name: "Agenda tu cita" });
    expect(res.body[1]).toMatchObject({ name: "Petición", termDays: 15 });
  });
  it("GET complaintformusertype: applicant types with the identification type they force", async () => {
    const res = await h.call("GET", "/api/v1/complaintformusertype");
    expect(res.body.find((t: { id: number }) => t.id === 2)).toMatchObject({ name: "Niños, niñas y adolescentes", identificationTypeID: 2 });
    expect(res.body.find((t: { id: number }) => t.id === 8)).toMatchObject({ name: "Persona jurídica", isLegalEntity: true, identificationTypeID: 5 });
    expect(res.body.find((t: { id: number }) => t.id === 1).identificationTypeID).toBeNull();
  });
  it("GET identificationtype", async () => {
    const res = await h.call("GET", "/api/v1/identificationtype");
    expect(res.body).toContainEqual({ id: 5, name: "NIT" });
  });
  it("GET textresources/Personal.Policy: the stored text, or a default one", async () => {
    const byDefault = await h.call("GET", "/api/v1/textresources/Personal.Policy");
    expect(byDefault.status).toBe(200);
    expect(byDefault.body.value).toContain("Ley 1581 de 2012");
    await h.db.textResource.create({ data: { key: "Personal.Policy", value: "Autorizo el tratamiento de mis datos." } });
    expect((await h.call("GET", "/api/v1/textresources/Personal.Policy")).body).toEqual({
      key: "Personal.Policy",
      value: "Autorizo el tratamiento de mis datos.",
    });
    expect((await h.call("GET", "/api/v1/textresources/Otra.Cosa")).status).toBe(400);
  });
  it("GET complaintresources/{keyword}", async () => {
    await h.db.complaintResource.create({ data: { keyword: "anonimato", text: "Recomendaciones para radicar de forma anónima" } });
    expect((await h.call("GET", "/api/v1/complaintresources/anonimato")).body).toEqual({
      keyword: "anonimato",
      text: "Recomendaciones para radicar de forma anónima",
    });
    expect((await h.call("GET", "/api/v1/complaintresources/no-existe")).status).toBe(404);
  });
  it("GET settings/pqrds/global: from the settings store", async () => {
    await h.deps.settings.set("externalLinks", {
      pqrds: null,
      attention: "https://citas.gov.co",
      reservedIdentity: "https://reserva.gov.co",
      relayCenter: null,
      legalHour: null,
    });
    await h.deps.settings.set("captchaThreshold", 30);
    const res = await h.call("GET", "/api/v1/settings/pqrds/global");
    expect(res.body).toEqual({
      pqrEnabled: true,
      captchaThreshold: 30,
      complaintRoute: "pqrds",
      externalLinks: { pqrds: null, attention: "https://citas.gov.co", reservedIdentity: "https://reserva.gov.co" },
    });
  });
});

describe("attention configuration", () => {
  it("GET attention/getall: Monday to Friday, 8–12 and 14–17 by default, with hour labels", async () => {
    // Spec 01 §7 lists it with the admin calls: the editor's view, not the public's.
    expect((await h.call("GET", "/api/v1/attention/getall")).status).toBe(401);
    expect((await h.call("GET", "/api/v1/attention/getall", undefined, (await h.registerCitizen()).token)).status).toBe(403);
    const res = await h.call("GET", "/api/v1/attention/getall", undefined, staff);
    expect(res.status).toBe(200);
    expect(res.body.map((d: { day: number }) => d.day)).toEqual([1, 2, 3, 4, 5]);
    expect(res.body[0]).toMatchObject({ dayName: "Lunes", hourInitAm: 8, hourEndAm: 12, hourInitPm: 14, hourEndPm: 17, active: true });
    expect(res.body[0].hours.map((x: { label: string }) => x.label)).toEqual([
      "8:00 A.M.",
      "9:00 A.M.",
      "10:00 A.M.",
      "11:00 A.M.",
      "2:00 P.M.",
      "3:00 P.M.",
      "4:00 P.M.",
    ]);
  });
  it("GET attention/GetRoot: active days with their next open dates", async () => {
    const res = await h.call("GET", "/api/v1/attention/GetRoot");
    for (const day of res.body) for (const date of day.dates) expect(isoWeekday(date)).toBe(day.day);
    expect(res.body.some((d: { dates: string[] }) => d.dates.length > 0)).toBe(true);
  });
  it("PUT attention (PQRs permission): updates a day and adds Saturday morning", async () => {
    const citizen = await h.registerCitizen();
    expect((await h.call("PUT", "/api/v1/attention", { day: 6, hourInitAm: 8, hourEndAm: 12 }, citizen.token)).status).toBe(403);
    expect((await h.call("PUT", "/api/v1/attention", { day: 6, hourInitAm: 8, hourEndAm: 12 })).status).toBe(401);
    const bad = await h.call("PUT", "/api/v1/attention", { day: 6, hourInitAm: 11, hourEndAm: 9 }, staff);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0]).toEqual({ path: "days.0.hourEndAm", message: "La hora inicial debe ser anterior a la hora final" });
    const res = await h.call(
      "PUT",
      "/api/v1/attention",
      [
        { day: 6, hourInitAm: 8, hourEndAm: 12 },
        { day: 5, hourInitAm: 7, hourEndAm: 12, hourInitPm: null, hourEndPm: null },
      ],
      staff,
    );
    expect(res.status).toBe(200);
    expect(res.body.days.map((d: { day: number }) => d.day)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(res.body.days.find((d: { day: number }) => d.day === 5).hours.map((x: { id: number }) => x.id)).toEqual([7, 8, 9, 10, 11]);
    expect(res.body.days.find((d: { day: number }) => d.day === 6).dayName).toBe("Sábado");
  });
});

describe("newsletter (POST newsletter, POST newsletter/down): the same answer for every address, the mailed link decides", () => {
  const subscribe = async (email: string) => h.call("POST", "/api/v1/newsletter", { email, ...(await h.captcha("newsletter")) });
  const unsubscribe = async (email: string) => h.call("POST", "/api/v1/newsletter/down", { email, ...(await h.captcha("unsubscribe")) });
  const mailsTo = (to: string, kind: string) => h.db.emailMessage.findMany({ where: { to, kind }, orderBy: { createdAt: "asc" } });
  /** The token of the last link mailed to `to` (as its owner would open it). */
  async function mailedToken(to: string, kind: string): Promise<string> {
    const mail = (await mailsTo(to, kind)).at(-1);
    const token = mail?.text.match(/(?:\/boletin\/confirmar\/|\?token=)([\w.%-]+)/)?.[1];
    if (!token) throw new Error(`no link mailed to ${to}`);
    return decodeURIComponent(token);
  }
  const active = async (email: string) => (await h.db.newsletterSubscriber.findUnique({ where: { email } }))?.unsubscribedAt === null;

  it("subscribes only through the mailed link; a known address gets the same answer, and its owner the spec's notice", async () => {
    const email = uniqueEmail("boletin");
    const first = await subscribe(email);
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ message: NEWSLETTER_MESSAGES.subscribeMailed });
    expect(await active(email)).toBe(false);
    const confirmed = await h.call("POST", "/api/v1/newsletter/confirm", { token: await mailedToken(email, "newsletter-confirm") });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe("Te suscribiste con éxito a nuestra lista de correos");
    expect(await active(email)).toBe(true);

    // Already subscribed: the same answer as a new address; the spec's text goes to the mailbox, not to whoever typed it.
    const again = await subscribe(email.toUpperCase());
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect((await mailsTo(email, "newsletter-already")).at(-1)?.text).toContain("Ya estas registrado en nuetra lista de correos");
    // The link opened again: the spec's 409.
    const twice = await h.call("POST", "/api/v1/newsletter/confirm", { token: await mailedToken(email, "newsletter-confirm") });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe("Ya estas registrado en nuetra lista de correos");
  });

  it("the mailed link opened twice at once (a double click, a mail scanner): subscribed once, the other told the spec's 409", async () => {
    for (const resubscribing of [false, true]) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const email = uniqueEmail("boletin");
        if (resubscribing) await h.db.newsletterSubscriber.create({ data: { email, unsubscribedAt: new Date() } });
        const token = signNewsletterToken(h.deps.authSecret, "newsletter-subscribe", email);
        const opened = await Promise.all([0, 1].map(() => h.call("POST", "/api/v1/newsletter/confirm", { token })));
        expect(opened.map((r) => r.status).sort()).toEqual([200, 409]);
        expect(opened.find((r) => r.status === 409)!.body.error.message).toBe(NEWSLETTER_MESSAGES.alreadySubscribed);
        expect(await active(email)).toBe(true);
      }
    }
  });

  it("unsubscribes only through a link mailed to the subscriber: a stranger cannot remove anyone nor learn who is on the list", async () => {
    const email = uniqueEmail("boletin");
    await subscribe(email);
    await h.call("POST", "/api/v1/newsletter/confirm", { token: await mailedToken(email, "newsletter-confirm") });
    const stranger = uniqueEmail("nadie");
    const known = await unsubscribe(email);
    const unknown = await unsubscribe(stranger);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe(NEWSLETTER_MESSAGES.unsubscribeMailed);
    // Asking changed nothing; only the subscriber got a link, the unknown address no mail at all.
    expect(await active(email)).toBe(true);
    expect(await h.db.emailMessage.count({ where: { to: stranger } })).toBe(0);

    const token = await mailedToken(email, "newsletter-unsubscribe");
    // A link of the other kind (or a forged one) does not remove anyone.
    expect((await h.call("POST", "/api/v1/newsletter/down/confirm", { token: await mailedToken(email, "newsletter-confirm") })).status).toBe(400);
    expect((await h.call("POST", "/api/v1/newsletter/down/confirm", { token: `${token}x` })).body.error.message).toBe(NEWSLETTER_MESSAGES.linkInvalid);
    const down = await h.call("POST", "/api/v1/newsletter/down/confirm", { token });
    expect(down.status).toBe(200);
    expect(down.body.message).toBe("Cancelaste tu suscripción a nuestra lista de correos");
    expect(await active(email)).toBe(false);
    // Opened again, the address is no longer on the list: the spec's 404 text, to the link's holder.
    const gone = await h.call("POST", "/api/v1/newsletter/down/confirm", { token });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe("El correo electrónico que ingresaste no se encuentra");
  });

  it("serves spec 02's newsletteremails add and down with the same privacy: one answer for every address, the mailbox decides", async () => {
    const email = uniqueEmail("boletin");
    for (const path of ["newsletteremails", "newsletteremails/add"]) {
      const res = await h.call("POST", `/api/v1/${path}`, { email, ...(await h.captcha("newsletter")) });
      expect(res.status, path).toBe(202);
      expect(res.body).toEqual({ message: NEWSLETTER_MESSAGES.subscribeMailed });
    }
    expect(await active(email)).toBe(false);
    await h.call("POST", "/api/v1/newsletter/confirm", { token: await mailedToken(email, "newsletter-confirm") });
    const known = await h.call("POST", "/api/v1/newsletteremails/down", { email, ...(await h.captcha("unsubscribe")) });
    const stranger = uniqueEmail("nadie");
    const unknown = await h.call("POST", "/api/v1/newsletteremails/down", { email: stranger, ...(await h.captcha("unsubscribe")) });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(await active(email)).toBe(true);
    expect(await h.db.emailMessage.count({ where: { to: stranger } })).toBe(0);
    expect((await h.call("POST", "/api/v1/newsletteremails/down", { email })).status).toBe(400);
  });

  it("answers known and unknown addresses in about the same time", async () => {
    const email = uniqueEmail("boletin");
    await subscribe(email);
    await h.call("POST", "/api/v1/newsletter/confirm", { token: await mailedToken(email, "newsletter-confirm") });
    for (const address of [email, uniqueEmail("nadie")]) {
      const started = performance.now();
      await unsubscribe(address);
      expect(performance.now() - started).toBeGreaterThanOrEqual(NEWSLETTER_ANSWER_MIN_MS - 5);
    }
  });
  it("checks the e-mail (login messages, at most 150) and the captcha of its own form", async () => {
    const long = await h.call("POST", "/api/v1/newsletter/down", { email: `${"a".repeat(145)}@x.com`, ...(await h.captcha("unsubscribe")) });
    expect(long.body.error.details[0]).toEqual({ path: "email", message: "Debes ingresar un correo electrónico válido" });
    const empty = await h.call("POST", "/api/v1/newsletter/down", { email: "", ...(await h.captcha("unsubscribe")) });
    expect(empty.body.error.details[0].message).toBe("Debes ingresar el correo electrónico");
    const wrongForm = await h.call("POST", "/api/v1/newsletter/down", { email: uniqueEmail(), ...(await h.captcha("newsletter")) });
    expect(wrongForm.body.error.details[0].path).toBe("captcha");
  });
  it("keeps a registered user's newsletter flag in step", async () => {
    const citizen = await h.registerCitizen();
    await subscribe(citizen.email);
    await h.call("POST", "/api/v1/newsletter/confirm", { token: await mailedToken(citizen.email, "newsletter-confirm") });
    expect((await h.db.user.findUniqueOrThrow({ where: { email: citizen.email } })).enabledNewsletter).toBe(true);
    await unsubscribe(citizen.email);
    await h.call("POST", "/api/v1/newsletter/down/confirm", { token: await mailedToken(citizen.email, "newsletter-unsubscribe") });
    expect((await h.db.user.findUniqueOrThrow({ where: { email: citizen.email } })).enabledNewsletter).toBe(false);
  });
});
