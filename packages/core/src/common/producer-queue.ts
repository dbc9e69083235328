import { createQueue, type QueueName } from "@portal/jobs/queues";
import type { Queue } from "bullmq";
import type { Redis } from "ioredis";

/**
 * Producer queues of the use cases that queue work (certificates, imports, image copies, reports, hangouts), made on
 * first use from the process's fail-fast Redis connection (CoreDeps carries only the mail queue). One Queue per
 * connection and name.
 */
const byConnection = new WeakMap<Redis, Map<QueueName, Queue>>();

export function producerQueue(redis: Redis, name: QueueName): Queue {
  let queues = byConnection.get(redis);
  if (!queues) byConnection.set(redis, (queues = new Map<QueueName, Queue>()));
  let queue = queues.get(name);
  if (!queue) queues.set(name, (queue = createQueue(name, redis)));
  return queue;
}
