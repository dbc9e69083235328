import { randomBytes } from "node:crypto";
import type { Db } from "@portal/db/client";
import { PERMISSIONS } from "@portal/schemas/accounts/permissions";
import { hashPassword } from "../accounts/password-hash.ts";
import { seedDemoBlocks } from "../blocks/seed-demo-blocks.ts";
import { seedCertificates } from "../certificates/seed-certificates.ts";
import { seedDemoRegistries } from "../certificates/seed-demo-registries.ts";
import { seedReportReasons } from "../comments/seed-report-reasons.ts";
import { seedAttentionConfigs } from "../complaint-forms/attention.ts";
import { seedComplaintCatalogues } from "../complaint-forms/seed-complaint-catalogues.ts";
import type { TEnv } from "../config/env.ts";
import { seedDemoContents } from "../contents/seed-demo-contents.ts";
import { seedFirstIndicators } from "../indicators/seed-indicators.ts";
import { seedIdentificationTypes, seedLocations } from "../locations/seed-locations.ts";
import { seedDemoMenu } from "../menus/seed-demo-menu.ts";
import { seedNotificationPreferences } from "../notifications/notifications.ts";
import { seedTooltips } from "../policies/help-texts.ts";
import { seedTransparency } from "../transparency/seed-transparency.ts";
import { DEMO_ENTITY } from "./demo-entity.ts";

export interface SeedResult {
  /** Set only when the main administrator was created by this run (first start): printed once, never stored in clear. */
  createdAdmin: { email: string; password: string; generated: boolean } | null;
}

export const USER_TYPES = [
  { id: 1, name: "Ciudadano" },
  { id: 2, name: "Funcionario" },
  { id: 3, name: "Contratista" },
];

/** A strong random password: 20 characters from an unambiguous alphabet, with the classes most policies ask for. */
export function generatePassword(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  const bytes = randomBytes(18);
  const body = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
  return `${body}-9`;
}

/**
 * Idempotent: reference data always (it may grow between versions); the demo entity's settings and the main
 * administrator only when absent.
 */
export async function runSeed(db: Db, env: Pick<TEnv, "ADMIN_EMAIL" | "ADMIN_PASSWORD">): Promise<SeedResult> {
  await seedLocations(db);
  await seedIdentificationTypes(db);
  await seedComplaintCatalogues(db);
  await seedCertificates(db);
  await seedDemoRegistries(db);
  await seedDemoContents(db);
  await seedDemoMenu(db);
  await seedDemoBlocks(db);
  await seedAttentionConfigs(db);
  await seedReportReasons(db);
  await seedNotificationPreferences(db);
  await seedTransparency(db);
  await seedTooltips(db);
  await db.userType.createMany({ data: USER_TYPES, skipDuplicates: true });

  if (!(await db.setting.findUnique({ where: { key: "entity" } }))) {
    const now = new Date().toISOString();
    await db.setting.createMany({
      data: [
        { key: "entity", value: DEMO_ENTITY },
        { key: "lastModified", value: now },
      ],
      skipDuplicates: true,
    });
  }
  await seedFirstIndicators(db);

  const hasAdministrator = await db.userPermission.findFirst({ where: { permission: "Administrator" } });
  if (hasAdministrator) return { createdAdmin: null };
  const email = (env.ADMIN_EMAIL ?? "admin@portal.local").trim().toLowerCase();
  const generated = !env.ADMIN_PASSWORD;
  const password = env.ADMIN_PASSWORD ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const existing = await db.user.findUnique({ where: { email } });
  const admin = existing
    ? // The operator chose this address (ADMIN_EMAIL): it counts as verified.
      await db.user.update({ where: { id: existing.id }, data: { passwordHash, emailVerified: true } })
    : await db.user.create({
        data: {
          email,
          passwordHash,
          friendlyName: "administrador",
          name: "Administrador",
          lastname: "Principal",
          countryId: 1,
          userTypeId: 2,
          emailVerified: true,
        },
      });
  await db.userPermission.createMany({ data: PERMISSIONS.map((permission) => ({ userId: admin.id, permission })), skipDuplicates: true });
  await db.userMain.create({ data: { userMainType: "Administrator", firstName: "Administrador", firstLastName: "Principal", email } });
  return { createdAdmin: { email, password, generated } };
}
