import { type TSliderConf, ZSliderConf } from "@portal/schemas/blocks/banner-forms";
import type { z } from "zod";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { invalidateHomeData } from "./home-cache.ts";

type Deps = Pick<CoreDeps, "db" | "settings">;

/** GET sliderconf: which of the three slider variants the home shows (setting sliderVariant). */
export async function getSliderConf(deps: Deps): Promise<TSliderConf> {
  return { variant: await deps.settings.get("sliderVariant") };
}

/** PUT sliderconf: content administrators choose the variant (a setting, but theirs, not the Settings permission's). */
export async function setSliderConf(deps: Deps, actor: { id: number }, raw: z.input<typeof ZSliderConf>): Promise<TSliderConf> {
  const { variant } = ZSliderConf.parse(raw);
  await deps.settings.set("sliderVariant", variant);
  await recordAudit(deps, { userId: actor.id, action: "blocks.sliderconf", entityType: "Setting", entityId: "sliderVariant" });
  invalidateHomeData();
  return { variant };
}
