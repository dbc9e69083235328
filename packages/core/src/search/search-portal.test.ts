import { CERTIFICATE_TITLES } from "@portal/schemas/certificates/certificate-catalog";
import { DEFAULT_SEARCH_SYNONYMS } from "@portal/schemas/search/search-synonyms";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSettingsStore, type SettingsStore } from "../settings/settings-store.ts";
import { leaseOrStartTestServices } from "../testing/shared-test-services.ts";
import type { TestServices } from "../testing/test-services.ts";
import { searchPortal } from "./search-portal.ts";
import { restoreSuffixAccents } from "./search-query.ts";

const VISITOR = { loggedIn: false, canAdminContents: false, userId: null } as const;
const CONTENTS = [
  "Obra de pavimentación del barrio Centro",
  "Resolución 045 de 2026 sobre tarifas",
  "Licitaciones abiertas de la alcaldía",
  "Convocatoria de empleo para auxiliares",
  "Alumbrado público en las veredas",
];

describe("the portal search (/buscar)", () => {
  let services: TestServices;
  let settings: SettingsStore;
  const search = (
    q: string,
    extra: { page?: number; contentType?: number } = {},
    actor: typeof VISITOR | { loggedIn: true; canAdminContents: false; userId: number } = VISITOR,
  ) => searchPortal({ db: services.db, settings }, { q, ...extra }, actor);
  const titles = (hits: { title: string }[]) => hits.map((h) => h.title);
  const names = (page: { items: { name: string }[] }) => page.items.map((c) => c.name);

  beforeAll(async () => {
    services = await leaseOrStartTestServices();
    settings = createSettingsStore(services.db, 0);
    for (const [i, name] of CONTENTS.entries()) {
      await services.db.content.create({ data: { friendlyName: `busqueda-${i}`, contentType: 1, name, description: `${name}. Más información en la sede.` } });
    }
    // Neither a private nor an unpublished content is ever offered to a visitor, not even as "¿Quisiste decir?".
    await services.db.content.create({ data: { friendlyName: "busqueda-privada", contentType: 1, name: "Convocatoria interna de ascensos", isPrivate: true } });
    await services.db.content.create({
      data: { friendlyName: "busqueda-borrador", contentType: 1, name: "Convocatoria borrador sin publicar", published: false },
    });
    const section = await services.db.transparencySection.create({ data: { title: "Presupuesto", active: true } });
    await services.db.transparencyItem.createMany({
      data: [
        {
          transparencySectionID: section.transparencySectionID,
          title: "Presupuesto general de la vigencia",
          description: "Presupuesto aprobado.",
          link: "https://www.alcaldia.gov.co/presupuesto.pdf",
        },
        { transparencySectionID: section.transparencySectionID, title: "Ejecución presupuestal", description: "Aún sin enlace.", link: "" },
      ],
    });
  }, 60_000);
  afterAll(() => services?.stop());

  it("finds the portal's own services: 'paz y salvo', 'pqrds', a tracking number's page, contact", async () => {
    expect(titles((await search("paz y salvo")).services)).toContain(CERTIFICATE_TITLES[1]);
    const pqrds = await search("pqrds");
    expect(titles(pqrds.services)).toEqual(expect.arrayContaining(["Radicar una PQRDS", "Consultar mi solicitud"]));
    expect(pqrds.services.find((s) => s.title === "Radicar una PQRDS")?.path).toBe("/pqrds");
    expect(titles((await search("seguimiento radicado")).services)).toContain("Consultar mi solicitud");
    expect(titles((await search("teléfono de contacto")).services)).toContain("Contáctenos");
    expect(titles((await search("certificados")).services)).toEqual(expect.arrayContaining(Object.values(CERTIFICATE_TITLES)));
  });

  it("follows the PQRDS setting: off, they are not offered; a new route segment is linked", async () => {
    await settings.set("routes", { ...(await settings.get("routes")), complaint: "solicitudes" });
    expect((await search("pqrds")).services.find((s) => s.title === "Radicar una PQRDS")?.path).toBe("/solicitudes");
    await settings.set("pqrEnabled", false);
    expect(titles((await search("pqrds")).services)).not.toContain("Radicar una PQRDS");
    await settings.set("pqrEnabled", true);
    await settings.set("routes", { ...(await settings.get("routes")), complaint: "pqrds" });
  });

  it("finds singular and plural alike, with or without accents", async () => {
    for (const q of ["obras", "obra"]) expect(names(await search(q)), q).toContain(CONTENTS[0]);
    for (const q of ["resoluciones", "resolución", "resolucion"]) expect(names(await search(q)), q).toContain(CONTENTS[1]);
    for (const q of ["licitación", "licitacion", "licitaciones"]) expect(names(await search(q)), q).toContain(CONTENTS[2]);
  });

  it("forgives a typo in a name (trigram similarity)", async () => {
    expect(names(await search("convocatria de empleo"))).toContain(CONTENTS[3]);
    expect(titles((await search("certificdo de residensia")).services)).toContain(CERTIFICATE_TITLES[4]);
  });

  it("uses the synonyms the entity edits in the settings", async () => {
    expect(names(await search("luminarias"))).toEqual([]);
    await settings.set("searchSynonyms", [...DEFAULT_SEARCH_SYNONYMS, "alumbrado, luminarias"]);
    expect(names(await search("luminarias"))).toContain(CONTENTS[4]);
    await settings.set("searchSynonyms", [...DEFAULT_SEARCH_SYNONYMS]);
  });

  it("offers the transparency items that have a link, while the transparency page is on", async () => {
    expect(titles((await search("presupuesto")).services)).toEqual(expect.arrayContaining(["Presupuesto general de la vigencia"]));
    expect(titles((await search("presupuesto")).services)).not.toContain("Ejecución presupuestal");
    await settings.set("transparencyActive", false);
    expect(titles((await search("presupuesto")).services)).not.toContain("Presupuesto general de la vigencia");
    await settings.set("transparencyActive", true);
  });

  it("when nothing matches, suggests visible names that look like the search and the main services", async () => {
    const none = await search("xyzzy plugh");
    expect(none.total).toBe(0);
    expect(none.services).toEqual([]);
    expect(titles(none.mainServices)).toEqual(expect.arrayContaining([CERTIFICATE_TITLES[1], "Radicar una PQRDS", "Contáctenos"]));
    const close = await search("konvokatoria");
    expect(close.total).toBe(0);
    expect(close.suggestions).toContain(CONTENTS[3]);
    expect(close.suggestions.join(" ")).not.toMatch(/interna|borrador/);
    // A logged-in reader may see the private one.
    const member = await services.db.user.create({ data: { email: "lectora@correo.co", friendlyName: "lectora", name: "Ana", lastname: "Paz" } });
    expect((await search("konvokatoria", {}, { loggedIn: true, canAdminContents: false, userId: member.id })).suggestions.join(" ")).toMatch(/interna/);
    expect((await search("sertifikado recidencia")).suggestions).toContain(CERTIFICATE_TITLES[4]);
    // Something matched: no help is added.
    const found = await search("licitaciones");
    expect([found.suggestions, found.mainServices]).toEqual([[], []]);
  });

  it("shows services on the first page without a type filter only", async () => {
    expect((await search("pqrds", { page: 2 })).services).toEqual([]);
    expect((await search("pqrds", { contentType: 1 })).services).toEqual([]);
  });

  it("gives -ción / -sión their accent back for the stemmer that reads words as written", () => {
    expect(restoreSuffixAccents("resolucion de pension")).toBe("resolución de pensión");
    expect(restoreSuffixAccents("resoluciones ion")).toBe("resoluciones ion");
  });
});
