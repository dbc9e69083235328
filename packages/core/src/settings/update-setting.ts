import type { TSettingKey } from "@portal/schemas/settings/settings.schema";
import { SETTINGS_MESSAGES } from "@portal/schemas/settings/settings-messages";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { invalidateHomeData } from "../blocks/home-cache.ts";

/** PUT settings — one top-level key (validated by ZSettingUpdate), recorded in the audit log with who changed it. */
export async function updateSetting(deps: Pick<CoreDeps, "db" | "settings">, actorId: number, input: { key: TSettingKey; value: unknown }): Promise<{ ok: true; message: string }> {
  await deps.settings.set(input.key, input.value as never);
  // The home call carries the slider variant and the map tiles.
  invalidateHomeData();
  await recordAudit(deps, { userId: actorId, action: "settings.update", entityType: "Setting", entityId: input.key });
  return { ok: true, message: SETTINGS_MESSAGES.saved };
}
