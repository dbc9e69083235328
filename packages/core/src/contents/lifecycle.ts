import { applyContentAction, CONTENT_ACTIONS, type TContentAction, type TContentFlags } from "@portal/schemas/contents/content-lifecycle";
import { AppError } from "../errors/app-error.ts";

/** The flags to write after `action`, or a 400 with the action's Spanish refusal (delete of a required content…). */
export function assertContentAction(action: TContentAction, flags: TContentFlags): TContentFlags {
  const next = applyContentAction(action, flags);
  if (next === null) throw AppError.field("contentID", CONTENT_ACTIONS[action].refusal);
  return next;
}
