import { randomInt } from "node:crypto";
import type { Db } from "@portal/db/client";
import { foldDiacritics } from "@portal/schemas/common/fold-accents";

export function slugify(text: string): string {
  return foldDiacritics(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

/** Fixed segments after `users/` in the API (GET users/community, users/notifications…): never a member's alias. */
const RESERVED = new Set(["community", "notifications", "passwordreset", "emailverification", "identifier", "me"]);

/** A user's public alias ({user route}/{friendlyName}): their name, with a number when taken. */
export async function uniqueFriendlyName(db: Pick<Db, "user">, ...parts: (string | null | undefined)[]): Promise<string> {
  const slug = slugify(parts.filter(Boolean).join(" ")) || "usuario";
  // Only digits would read as a user id in `users/{userID}` (the staff user form).
  const base = RESERVED.has(slug) || /^\d+$/.test(slug) ? `${slug}-usuario` : slug;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? base : `${base}-${randomInt(10, 99_999)}`;
    if (!(await db.user.findUnique({ where: { friendlyName: candidate }, select: { id: true } }))) return candidate;
  }
  return `${base}-${Date.now()}`;
}
