import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/client.ts";

export type Db = PrismaClient;
export { Prisma } from "./generated/client.ts";

/** One Prisma client per process; `poolSize` keeps the sum of pools under the embedded server's limit. */
export function createDb(connectionString: string, poolSize = 8): Db {
  const adapter = new PrismaPg({ connectionString, max: poolSize });
  return new PrismaClient({ adapter });
}
