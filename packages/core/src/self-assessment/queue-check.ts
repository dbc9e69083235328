import type { JobDefinition } from "@portal/jobs/define-job";
import type { z } from "zod";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

/**
 * An Autodiagnóstico check staff ask for now ("Revisar … ahora"): its weekly job queued on the indicators queue,
 * never run in the request. A queue that cannot take it answers 503 with `unavailable` (the Sunday run still comes).
 */
export async function queueSelfAssessmentCheck(
  deps: Pick<CoreDeps, "queues" | "log" | "requestId">,
  job: JobDefinition<z.ZodType>,
  unavailable: string,
): Promise<{ queued: true }> {
  try {
    await job.enqueue(deps.queues, {}, { requestId: deps.requestId });
  } catch (error) {
    deps.log.warn({ err: error, job: job.id }, "no se pudo encolar una revisión del autodiagnóstico");
    throw new AppError("SERVICE_UNAVAILABLE", unavailable, undefined, { retryAfterSeconds: 60 });
  }
  return { queued: true };
}
