import { EventEmitter } from "node:events";
import type { AppError } from "@portal/core/errors/app-error";
import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { createAdmission } from "./admission.ts";

/** A response that stays open until `finish()` (the request holds its turn until then), and what became of it. */
function exchange() {
  const res = Object.assign(new EventEmitter(), { writableEnded: false, destroyed: false, headersSent: false });
  const outcome = { served: false, refused: null as AppError | null };
  return {
    res: res as unknown as Response,
    outcome,
    next: (() => {
      outcome.served = true;
    }) as NextFunction,
    finish: () => {
      res.writableEnded = true;
      res.emit("close");
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("admission (load shedding)", () => {
  function admissionWith(maxQueueDelayMs: number) {
    const refused: AppError[] = [];
    const admission = createAdmission({
      concurrency: 1,
      queueSize: 100,
      queueTimeoutMs: 5000,
      maxQueueDelayMs,
      refuse: (_req, res, error) => {
        refused.push(error);
        (res as unknown as { headersSent: boolean }).headersSent = true;
      },
    });
    const send = () => {
      const x = exchange();
      admission.middleware({} as Request, x.res, x.next);
      return { ...x, refused };
    };
    return { admission, send, refused };
  }

  it("refuses newcomers at once while the oldest waiting request has waited past the limit, with room left in the queue", async () => {
    const { admission, send, refused } = admissionWith(100);
    const first = send();
    const second = send();
    await sleep(5);
    expect(first.outcome.served).toBe(true);
    expect(second.outcome.served).toBe(false);
    // Within the limit a newcomer still queues.
    const third = send();
    expect(refused).toHaveLength(0);
    await sleep(150);
    expect(admission.stats()).toMatchObject({ running: 1, waiting: 2 });
    expect(admission.stats().oldestWaitMs).toBeGreaterThan(100);
    // The queue has not moved for 150 ms: a request now would wait behind it, so it is answered 503 right away.
    send();
    expect(refused).toHaveLength(1);
    expect(refused[0]?.code).toBe("SERVICE_UNAVAILABLE");
    expect(refused[0]?.retryAfterSeconds).toBeGreaterThan(0);

    // Once it drains, newcomers are admitted again, in order.
    first.finish();
    await sleep(5);
    expect(second.outcome.served).toBe(true);
    second.finish();
    await sleep(5);
    expect(third.outcome.served).toBe(true);
    third.finish();
    await sleep(5);
    expect(admission.stats()).toEqual({ running: 0, waiting: 0, oldestWaitMs: 0 });
    const fourth = send();
    await sleep(5);
    expect(fourth.outcome.served).toBe(true);
    expect(refused).toHaveLength(1);
  });

  it("with a long enough limit the same wait only queues (the queue's length and timeout still bound it)", async () => {
    const { send, refused } = admissionWith(5000);
    const first = send();
    const second = send();
    await sleep(150);
    const third = send();
    expect(refused).toHaveLength(0);
    for (const x of [first, second, third]) {
      x.finish();
      await sleep(5);
    }
    expect(third.outcome.served).toBe(true);
  });
});
