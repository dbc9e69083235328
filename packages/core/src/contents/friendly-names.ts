import type { Prisma } from "@portal/db/client";
import { slugify } from "../accounts/friendly-name.ts";
import { RESERVED_NAMES } from "./save-content.ts";

type Tx = Prisma.TransactionClient;

/** Friendly names for many new contents at once, each unique against the table and the batch ("nombre", "nombre-2"…). */
export async function friendlyNames(tx: Tx, names: string[]): Promise<string[]> {
  const bases = names.map((n) => slugify(n) || "contenido");
  const unique = [...new Set(bases)];
  const taken = await tx.$queryRawUnsafe<{ friendlyName: string }[]>(
    `SELECT "friendlyName" FROM "Content" WHERE "friendlyName" = ANY($1::text[]) OR regexp_replace("friendlyName", '-[0-9]+$', '') = ANY($1::text[])`,
    unique,
  );
  const used = new Set([...RESERVED_NAMES, ...taken.map((t) => t.friendlyName)]);
  const next = new Map<string, number>();
  return bases.map((base) => {
    let candidate = base;
    for (let n = next.get(base) ?? 2; used.has(candidate); n++) {
      candidate = `${base}-${n}`;
      next.set(base, n + 1);
    }
    used.add(candidate);
    return candidate;
  });
}
