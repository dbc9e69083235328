// The search (/buscar) finds the portal's own services, singular and plural alike, forgives typos, and when nothing
// matches it says so, suggests what looks like the search and offers the main services.
import { expect, test } from "@playwright/test";
import { CERTIFICATE_LINKS } from "@portal/schemas/certificates/certificate-catalog";
import { SEARCH_MESSAGES } from "@portal/schemas/search/search-messages";
import { preparePage } from "../certificates/support.ts";

test.beforeEach(async ({ page }) => preparePage(page));

const search = (q: string) => `/buscar?q=${encodeURIComponent(q)}`;
const certificate = (id: number) => CERTIFICATE_LINKS.find((c) => c.id === id)!;

test("'paz y salvo' and 'pqrds' lead to the services; 'contrataciones' finds the contracting row", async ({ page }) => {
  await page.goto(search("paz y salvo"));
  const services = page.getByRole("region", { name: SEARCH_MESSAGES.servicesTitle });
  await expect(services.getByRole("link", { name: certificate(1).title })).toHaveAttribute("href", certificate(1).path);

  await page.goto(search("pqrds"));
  await expect(services.getByRole("link", { name: "Radicar una PQRDS" })).toBeVisible();
  await services.getByRole("link", { name: "Consultar mi solicitud" }).click();
  await expect(page).toHaveURL(/\/pqrds\/seguimiento$/);

  // The demo portal's "Contratación de mantenimiento de vías rurales", by the plural.
  await page.goto(search("contrataciones"));
  await expect(page.getByRole("main").getByText("Contratación de mantenimiento de vías rurales").first()).toBeVisible();
});

test("nothing found: the page says so, suggests a close name and offers the main services", async ({ page }) => {
  await page.goto(search("xyzzy plugh"));
  await expect(page.getByText(SEARCH_MESSAGES.noResults.replace("{q}", "xyzzy plugh"))).toBeVisible();
  const main = page.getByRole("region", { name: SEARCH_MESSAGES.mainServices });
  await expect(main.getByRole("link", { name: "Contáctenos" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Radicar una PQRDS" })).toBeVisible();

  await page.goto(search("sertifikado recidencia"));
  const suggestions = page.getByRole("region", { name: SEARCH_MESSAGES.didYouMean });
  await suggestions.getByRole("link", { name: certificate(4).title }).click();
  await expect(page.getByRole("textbox", { name: "Buscar en la entidad" }).last()).toHaveValue(certificate(4).title);
  await expect(page.getByRole("region", { name: SEARCH_MESSAGES.servicesTitle }).getByRole("link", { name: certificate(4).title })).toBeVisible();
});
