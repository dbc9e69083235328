import { describe, expect, it } from "vitest";
import { ALL_JOBS, JOB_CATALOG } from "./catalog.ts";
import { ALL_QUEUE_NAMES } from "./queues.ts";

describe("job catalog", () => {
  it("has unique ids, each on a known queue", () => {
    expect(JOB_CATALOG.size).toBe(ALL_JOBS.length);
    for (const job of ALL_JOBS) {
      expect(ALL_QUEUE_NAMES).toContain(job.queue);
      expect(job.id).toBe(`${job.queue}/${job.name}`);
    }
  });
});
