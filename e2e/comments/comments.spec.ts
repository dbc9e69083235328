// A citizen comments on a content's participation page; under approval moderation the comment waits until a comment
// administrator approves it at /administrador/comentarios, then hides it again.
import { expect, test } from "@playwright/test";
import { COMMENT_ADMIN_MESSAGES as M } from "@portal/schemas/comments/comment-moderation";
import { captchaAnswer, citizenPage, loginAsAdmin, preparePage, runTag } from "../certificates/support.ts";
import { api } from "../contents/support.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { withSettingLock } from "../support/setting-lock.ts";

test("a citizen comments, the comment administrator approves it and then hides it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tag = runTag();
  await preparePage(page);
  await loginAsAdmin(page);
  const section = await api(page, "POST", "/api/v1/tags", { name: `Participación ${tag}`, validContentTypes: [1] });
  const content = await api(page, "POST", "/api/v1/contents", {
    name: `Nueva vía del barrio ${tag}`,
    description: "Descripción suficientemente larga del contenido",
    contentType: 1,
    withoutClosingDate: true,
    commentWallType: 0,
    tags: [section.tagID],
  });
  // Approval moderation is global: held (setting-lock.ts) while it is on, so no other test's comment waits for approval.
  await withSettingLock("commentModeration", async () => {
    await api(page, "POST", "/trpc/settings.update", { key: "commentModeration", value: "pending" });

    try {
      const citizen = await citizenPage(browser);
      await citizen.goto(`/participa/${content.friendlyName}`);
      await expect(citizen.getByRole("heading", { level: 1, name: content.name })).toBeVisible();
      const text = `Me parece muy buena la vía, gracias ${tag}`;
      const form = citizen.getByRole("form", { name: "Nuevo comentario" });
      await form.getByRole("textbox", { name: "Escribe tu comentario" }).fill(text);
      await expect(form.getByText(`${text.length}/560`)).toBeVisible();
      const captcha = form.getByRole("textbox", { name: "Captcha" });
      // The comment form's captcha is drawn at random: typed only when the draw asks for it.
      await expect(form.getByText("Preparando la verificación de seguridad…")).toHaveCount(0, { timeout: 30_000 });
      if (await captcha.isVisible()) await captcha.fill(captchaAnswer);
      await form.getByRole("button", { name: "Comentar" }).click();
      await expect(form.getByText(M.pending)).toBeVisible();
      await expectNoAxeViolations(citizen, "página de participación");

      // Nobody else sees it yet.
      const other = await citizenPage(browser);
      await other.goto(`/participa/${content.friendlyName}`);
      await expect(other.getByRole("heading", { level: 2, name: /Comentarios \(0\)/ })).toBeVisible();

      await page.goto("/administrador/comentarios");
      const row = page.getByRole("row", { name: new RegExp(text) });
      await expect(row).toBeVisible();
      await expectNoAxeViolations(page, "/administrador/comentarios");
      await row.getByRole("button", { name: /^Aprobar/ }).click();
      await expect(page.getByText(M.updated).first()).toBeVisible();

      await other.reload();
      await expect(other.getByText(text)).toBeVisible();

      await page.getByRole("radiogroup", { name: "Estado de los comentarios" }).getByText("Publicados", { exact: true }).click();
      await page
        .getByRole("row", { name: new RegExp(text) })
        .getByRole("button", { name: /^Ocultar/ })
        .click();
      await expect(page.getByRole("row", { name: new RegExp(text) })).toHaveCount(0);
      await other.reload();
      await expect(other.getByRole("heading", { level: 2, name: /Comentarios \(0\)/ })).toBeVisible();
      await expect(other.getByText(text)).toHaveCount(0);
    } finally {
      await api(page, "POST", "/trpc/settings.update", { key: "commentModeration", value: "published" });
    }
  });
});
