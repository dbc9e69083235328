import type { z } from "zod";
import type { JobDefinition } from "./define-job.ts";
import { SEND_EMAIL_JOB } from "./mail/send-email.job.ts";

/**
 * Every job kind of the portal. A new job file adds its definition here; catalog.test.ts checks that ids are unique
 * and that every definition names a known queue.
 */
export const ALL_JOBS: readonly JobDefinition<z.ZodType>[] = [SEND_EMAIL_JOB];

export const JOB_CATALOG: ReadonlyMap<string, JobDefinition<z.ZodType>> = new Map(ALL_JOBS.map((job) => [job.id, job]));
