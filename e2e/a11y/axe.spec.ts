// WCAG 2.1 AA (Resolución 1519 de 2020): axe finds no A/AA violation on any landed page, for citizens and for staff.
// A new page joins this list when it lands.
import { expect, type Page, test } from "@playwright/test";
import { loginAsAdmin, preparePage } from "../certificates/support.ts";
import { expectNoAxeViolations as expectNoViolations } from "../support/axe.ts";
import { withSettingLocks } from "../support/setting-lock.ts";

/** Pages a citizen reaches without logging in, with a heading that says the page is ready. */
const STAFF_PAGES: readonly string[] = [
  "/mi-perfil/",
  "/menu",
  "/administrador",
  "/administrador/pqrs",
  "/administrador/certificados-pagos",
  "/administrador/certificados",
  "/administrador/registros",
  "/administrador/documentos",
  "/administrador/comentarios",
  "/administrador/feedback-usuarios",
  "/administrador/contenidos",
  "/administrador/contenidos/nuevo?seccion=noticias",
  "/administrador/menus",
];

// The home ("/") and /tema/noticias are checked below with their blocks loaded (a second axe run of the same page
// state found nothing more and cost ~10 s a page).
const PUBLIC_PAGES: readonly { path: string; ready: RegExp | string }[] = [
  { path: "/pagina-no-encontrada", ready: "Oh oh!!! No encontramos esta página" },
  { path: "/sucursales", ready: /Sucursales/ },
  { path: "/contactenos/", ready: /Cont[aá]ctenos/ },
  { path: "/anonimato/", ready: /./ },
  { path: "/politicas/", ready: /./ },
  { path: "/politicasTratamiento/", ready: /./ },
  { path: "/darme-de-baja", ready: /./ },
  { path: "/pqrds", ready: /./ },
  { path: "/pqrds/enviar/3", ready: "Queja" },
  { path: "/pqrds/seguimiento", ready: /./ },
  { path: "/tramites/paz-y-salvo", ready: /./ },
  { path: "/validez", ready: /./ },
  { path: "/certificate/documents", ready: /./ },
  { path: "/document-validez", ready: /./ },
  { path: "/transparencia", ready: "Transparencia y acceso a la información pública" },
  { path: "/mapa-del-sitio", ready: "Mapa del sitio" },
  { path: "/declaracion-de-accesibilidad", ready: "Declaración de accesibilidad" },
  { path: "/tramites-y-servicios", ready: "Trámites y servicios" },
  { path: "/publicaciones/la-entidad-abre-su-portal-ciudadano", ready: "La entidad abre su portal ciudadano" },
  { path: "/publicaciones/audiencia-publica-de-rendicion-de-cuentas", ready: "Audiencia pública de rendición de cuentas" },
  { path: "/buscar?q=portal", ready: "Buscador" },
  { path: "/menu/", ready: "Menú" },
];

/** Turns the footer's "Alto contraste" on or off, and waits until the page shows it (a missed click fails here). */
async function setHighContrast(page: Page, on: boolean) {
  const toggle = page.getByRole("button", { name: /contraste/i }).first();
  if ((await toggle.getAttribute("aria-pressed")) !== String(on)) await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", String(on));
  await expect(page.locator("html.portal-contrast")).toHaveCount(on ? 1 : 0);
}

test.describe("accessibility (axe, WCAG 2.1 AA)", () => {
  // axe walks the whole page: on a busy 2-core machine that takes seconds. The checks are independent of each other:
  // spread over every worker (~360 s in one worker otherwise, the run's longest file).
  test.describe.configure({ timeout: 60_000, mode: "parallel" });
  test.beforeEach(async ({ page }) => {
    await preparePage(page);
  });

  for (const { path, ready } of PUBLIC_PAGES) {
    test(`citizen page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: ready }).first()).toBeVisible();
      await expectNoViolations(page, path);
    });
  }

  test("the home with its blocks, and a section page with its blocks", async ({ page }) => {
    // The home as a fresh portal shows it (map without tiles, no chat), not as another test left it for a moment.
    await withSettingLocks(["chatEnabled", "homeMap"], async () => {
      await page.goto("/");
      await expect(page.getByRole("heading", { name: "Radica tu PQRDS en línea" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Agenda de la entidad" })).toBeVisible();
      await expectNoViolations(page, "inicio con bloques");
      // High contrast over the same blocks, the calendar on the month of its seeded event (text on the yellow primary).
      const calendar = page.getByRole("main").locator('[data-block-type="19"]');
      const event = calendar.getByRole("link", { name: /Audiencia pública de rendició/ });
      for (let i = 0; i < 2 && !(await event.isVisible()); i++) await calendar.getByRole("button", { name: "Siguiente" }).click();
      await setHighContrast(page, true);
      await expectNoViolations(page, "inicio con bloques en alto contraste");
      await setHighContrast(page, false);
    });
    await page.goto("/tema/noticias");
    await expect(page.getByRole("heading", { level: 2, name: "Destacados" })).toBeVisible();
    await expectNoViolations(page, "sección con bloques");
    // Its "Cuadrícula / Lista" switch in high contrast (Mantine's grey labels were 2.6:1 on the black track).
    await setHighContrast(page, true);
    await expectNoViolations(page, "sección con bloques en alto contraste");
  });

  test("the login and register dialogs", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByRole("dialog", { name: "Iniciar sesión" })).toBeVisible();
    await expectNoViolations(page, "diálogo Iniciar sesión");
    await page.getByRole("dialog").getByRole("button", { name: "Regístrate" }).click();
    await expect(page.getByRole("dialog", { name: "Crear cuenta" })).toBeVisible();
    await expectNoViolations(page, "diálogo Crear cuenta");
  });

  test("the PQRDS form after a submit with errors, and high contrast", async ({ page }) => {
    await page.goto("/pqrds/enviar/3");
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByText("Verifica todos los datos del formulario").first()).toBeVisible();
    await expectNoViolations(page, "formulario PQRDS con errores");
    await setHighContrast(page, true);
    await expectNoViolations(page, "formulario PQRDS en alto contraste");
  });

  test("badges, a highlighted ranking row and text-only buttons in high contrast", async ({ page }) => {
    // Mantine paints these with a colour's pale tint or dark shade, under high contrast's white and yellow text.
    test.setTimeout(90_000);
    await page.goto("/menu/");
    await expect(page.getByRole("heading", { level: 1, name: "Menú" })).toBeVisible();
    await setHighContrast(page, true);
    await expect(page.getByRole("link", { name: /\/100/ })).toBeVisible();
    await expectNoViolations(page, "menú (puntaje del sitio) en alto contraste");
    await page.goto("/indicadores");
    await expect(page.locator('tr[aria-current="true"]').first()).toBeVisible();
    await setHighContrast(page, true);
    await expectNoViolations(page, "indicadores (fila de la entidad) en alto contraste");
    await loginAsAdmin(page);
    for (const path of ["/administrador/menus", "/administrador/documentos"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await setHighContrast(page, true);
      await expectNoViolations(page, `${path} en alto contraste`);
    }
  });

  test("the content form (an event, with the editor) after a submit with errors", async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto("/administrador/contenidos/nuevo?seccion=noticias");
    await page.getByRole("combobox", { name: "Tipo de contenido", exact: true }).click();
    await page.getByRole("option", { name: "Evento" }).click();
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Debes ingresar el nombre del contenido")).toBeVisible();
    await expectNoViolations(page, "formulario de contenido con errores");
  });

  test("staff pages", async ({ page }) => {
    // One login for every staff page; each page's violations name it.
    test.setTimeout(180_000);
    await loginAsAdmin(page);
    for (const path of STAFF_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectNoViolations(page, path);
    }
  });

  test("transparency and policies as their editors see them (switch, unlinked items, edit modals)", async ({ page }) => {
    test.setTimeout(90_000);
    await loginAsAdmin(page);
    await page.goto("/transparencia");
    const main = page.getByRole("main");
    await expect(main.getByText(/ítems? sin enlace/)).toBeVisible();
    await main.getByText("1. Información de la entidad").click();
    await expectNoViolations(page, "/transparencia (administrador)");
    await main.getByRole("button", { name: "Nuevo ítem" }).click();
    const modal = page.getByRole("dialog", { name: "Nuevo ítem de transparencia" });
    await modal.getByRole("button", { name: "Guardar" }).click();
    await expect(modal.getByText("Debes ingresar el grupo al que pertenece el item")).toBeVisible();
    await expectNoViolations(page, "modal de ítem de transparencia con errores");
    await page.keyboard.press("Escape");
    await page.goto("/politicas/");
    await page.getByRole("button", { name: "Editar texto" }).click();
    await expect(page.getByRole("dialog", { name: /Editar: Políticas y términos de uso/ })).toBeVisible();
    await expectNoViolations(page, "editor de políticas");
    await page.keyboard.press("Escape");
    await page.goto("/administrador/textos");
    await expect(page.getByRole("textbox", { name: "Ayuda 60: informe-de-pqr" })).toBeVisible();
    await expectNoViolations(page, "/administrador/textos");
  });
});
