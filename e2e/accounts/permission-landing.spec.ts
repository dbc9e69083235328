// Every permission holder has a way in to every tool of their permission: from the header's "Administrador" link to
// the menu's shortcuts, each opening its screen (never the access-denied page).
import { expect, test } from "@playwright/test";
import { holdsPermission, PERMISSION_LABELS, PERMISSIONS } from "@portal/schemas/accounts/permissions";
import { ACCESS_MESSAGES } from "@portal/schemas/errors/error-messages";
import { ADMIN_SHORTCUTS } from "../../apps/web/src/app/admin-shortcuts.ts";
import { adminToken } from "../certificates/support.ts";
import { CITIZEN_PASSWORD, captchaFor, prepare, registerCitizen, uniqueEmail } from "../complaint-forms/helpers.ts";

test.describe.configure({ timeout: 120_000 });

for (const permission of PERMISSIONS.filter((p) => p !== "Administrator")) {
  test(`a holder of ${PERMISSION_LABELS[permission]} alone reaches each of its tools from the header`, async ({ page, request }) => {
    const email = uniqueEmail(`permiso-${permission.toLowerCase()}`);
    const citizen = await registerCitizen(request, email);
    const me = (await (await request.get("/api/v1/auth", { headers: { authorization: `Bearer ${citizen}` } })).json()) as {
      id?: number;
      user?: { id: number };
    };
    const userId = me.user?.id ?? me.id!;
    const admin = await adminToken(request);
    const granted = await request.put(`/api/v1/users/${userId}/permissions`, {
      headers: { authorization: `Bearer ${admin}` },
      data: { permissions: [permission] },
    });
    expect(granted.status(), await granted.text()).toBe(200);
    // The grant ended the citizen session: a staff login.
    const login = await request.post("/api/v1/auth", { data: { email, password: CITIZEN_PASSWORD, ...(await captchaFor(request, "login")) } });
    expect(login.status(), await login.text()).toBe(200);
    await prepare(page, ((await login.json()) as { token: string }).token);

    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Administrador" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Menú" })).toBeVisible();
    const tools = ADMIN_SHORTCUTS.filter((s) => !s.requiresChat && s.permissions.some((p) => holdsPermission([permission], p)));
    expect(tools.length, "every permission has a tool").toBeGreaterThan(0);
    for (const tool of tools) {
      await expect(
        page
          .getByRole("main")
          .getByRole("link", { name: new RegExp(tool.label) })
          .first(),
        tool.path,
      ).toBeVisible();
    }
    for (const tool of tools) {
      await page.goto(tool.path);
      await expect(page.getByRole("heading", { level: 1 }).first(), tool.path).toBeVisible();
      await expect(page.getByRole("heading", { name: ACCESS_MESSAGES.forbiddenTitle }), tool.path).toHaveCount(0);
    }
  });
}
