import { firstSegment } from "@portal/schemas/settings/reserved-paths";
import type { TSettingKey, TSettings } from "@portal/schemas/settings/settings.schema";
import { SETTINGS_MESSAGES } from "@portal/schemas/settings/settings-messages";
import { recordAudit } from "../audit/audit-log.ts";
import { invalidateHomeData } from "../blocks/home-cache.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

/**
 * The route segments and the API base path share the first segment of every URL: a route named like the base path's
 * first segment ("pqrds" and "/pqrds/v1") would hide one behind the other. Each key is checked alone by its schema;
 * this checks the pair, against the value the other key has now.
 */
async function assertNoSharedSegment(deps: Pick<CoreDeps, "settings">, key: TSettingKey, value: unknown): Promise<void> {
  if (key !== "routes" && key !== "apiBasePath") return;
  const routes = key === "routes" ? (value as TSettings["routes"]) : await deps.settings.get("routes");
  const basePath = key === "apiBasePath" ? (value as string) : await deps.settings.get("apiBasePath");
  if (Object.values(routes).includes(firstSegment(basePath))) throw AppError.field("value", SETTINGS_MESSAGES.duplicateSegment);
}

/** PUT settings — one top-level key (validated by ZSettingUpdate), recorded in the audit log with who changed it. */
export async function updateSetting(
  deps: Pick<CoreDeps, "db" | "settings">,
  actorId: number,
  input: { key: TSettingKey; value: unknown },
): Promise<{ ok: true; message: string }> {
  await assertNoSharedSegment(deps, input.key, input.value);
  // ZSettingUpdate has checked the value against its key's own schema; the pair's link is not in the static type.
  await deps.settings.set(input.key, input.value as TSettings[TSettingKey]);
  // The home call carries the slider variant and the map tiles.
  invalidateHomeData();
  await recordAudit(deps, { userId: actorId, action: "settings.update", entityType: "Setting", entityId: input.key });
  return { ok: true, message: SETTINGS_MESSAGES.saved };
}
