import { ALL_JOBS } from "@portal/jobs/catalog";
import { describe, expect, it } from "vitest";
import { PROCESSORS, processorsByQueue } from "./registry.ts";

describe("the worker's processors and the job catalog", () => {
  it("handle each other one to one: every job kind the API may queue has exactly one processor, and none handles an unlisted job", () => {
    const handled = PROCESSORS.map((p) => p.job.id).sort();
    const listed = ALL_JOBS.map((job) => job.id).sort();
    expect(handled).toEqual(listed);
    const byQueue = processorsByQueue();
    for (const job of ALL_JOBS) expect(byQueue.get(job.queue)?.get(job.name)?.job, job.id).toBe(job);
  });
});
