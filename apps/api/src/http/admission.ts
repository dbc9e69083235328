import { AppError } from "@portal/core/errors/app-error";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import PQueue from "p-queue";

export interface AdmissionOptions {
  /** Requests served at once. */
  concurrency: number;
  /** Requests that may wait for a turn; one more is refused at once. */
  queueSize: number;
  /** Longest wait for a turn, ms. */
  queueTimeoutMs: number;
  /**
   * Once the oldest waiting request has waited longer than this, ms, newcomers are refused at once even with room in
   * the queue: the queue has stopped draining, and a request admitted behind it would take seconds to be served.
   */
  maxQueueDelayMs: number;
  /** Answers a refused request (the transport decides the shape: REST or tRPC). */
  refuse(req: Request, res: Response, error: AppError): void;
}

export interface Admission {
  middleware: RequestHandler;
  /** Requests being served and waiting, and how long the oldest waiting one has waited, ms (for metrics and logs). */
  stats(): { running: number; waiting: number; oldestWaitMs: number };
}

/**
 * Load shedding: at most `concurrency` requests run at once and at most `queueSize` wait, each for at most
 * `queueTimeoutMs`; the rest get 503 + Retry-After with a Spanish message right away. Without it, overload piled
 * requests onto the database pool until Prisma gave up ("Unable to start a transaction in the given time", 500s
 * after ~12 s). A request that got its turn runs to the end; one whose client left while waiting is dropped.
 * The queue's length alone let a burst fill it with requests served 6–16 s later (issue 30): the measured delay of
 * its oldest request decides too (`maxQueueDelayMs`), so what is admitted is served within about a second.
 */
/** Runs the request in its slot, which is held until its response is done (or its client left). */
function serve(res: Response, next: NextFunction): Promise<void> {
  return new Promise<void>((release) => {
    if (res.writableEnded || res.destroyed) return release();
    res.once("close", () => release());
    next();
  });
}

export function createAdmission(options: AdmissionOptions): Admission {
  const queue = new PQueue({ concurrency: options.concurrency });
  const retryAfterSeconds = Math.max(1, Math.ceil(options.queueTimeoutMs / 1000));
  const overloaded = () => new AppError("SERVICE_UNAVAILABLE", ERROR_MESSAGES.overloaded, [], { retryAfterSeconds });
  // When each waiting request joined, in arrival order (p-queue serves them first in, first out): the first is the oldest.
  const waitingSince = new Map<symbol, number>();
  const oldestWaitMs = () => {
    const first = waitingSince.values().next();
    return first.done ? 0 : performance.now() - first.value;
  };

  const middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (queue.pending >= options.concurrency && (queue.size >= options.queueSize || oldestWaitMs() > options.maxQueueDelayMs)) {
      options.refuse(req, res, overloaded());
      return;
    }
    // A free slot and nobody waiting: served at once, without the timer and signal that only a waiting request needs.
    if (queue.pending < options.concurrency && queue.size === 0) {
      void queue.add(() => serve(res, next));
      return;
    }
    // The signal only ever cancels a request still waiting: p-queue would also race it against a running task,
    // and a request that got its turn must keep its slot until its response is done.
    const waiting = new AbortController();
    const place = Symbol("waiting");
    waitingSince.set(place, performance.now());
    let started = false;
    const giveUp = () => {
      if (!started) waiting.abort();
    };
    const timer = setTimeout(giveUp, options.queueTimeoutMs);
    // The response closes early only when the client went away (the request's own "close" fires once its body is read).
    res.once("close", giveUp);
    queue
      .add(
        () => {
          started = true;
          waitingSince.delete(place);
          clearTimeout(timer);
          return serve(res, next);
        },
        { signal: waiting.signal },
      )
      .catch(() => {
        waitingSince.delete(place);
        clearTimeout(timer);
        if (!started && !res.headersSent && !res.destroyed) options.refuse(req, res, overloaded());
      });
  };
  return { middleware, stats: () => ({ running: queue.pending, waiting: queue.size, oldestWaitMs: Math.round(oldestWaitMs()) }) };
}
