import { MAIL_LIMITS } from "@portal/schemas/mail/mail-limits";
import { DIGEST_POLICIES } from "./mail-policies.ts";
import { insertEmailMessage, type OutboxDeps, tryEnqueueEmail } from "./outbox.ts";
import { redactJson, redactLinks } from "./redact.ts";

export interface FlushDigestsOptions {
  now?: Date;
  /** How long the oldest held notice of an address waits before its digest goes out (default: the policy's window). */
  holdMs?: number;
}

/** Long enough for one set-based update of every held row of an address (tens of thousands in a soak). */
const DIGEST_TRANSACTION_MS = 60_000;

/**
 * Gathers BATCHED rows (notices held by the digest threshold, see send-email-message.ts) into one digest e-mail per
 * address, once the oldest of them has waited the policy's window: a staff member receives at most one digest per
 * window, however many requests arrive. The digest lists the oldest MAIL_LIMITS.digestListedMax and counts them all.
 * One transaction writes the digest row and points every held row at it in ONE statement (a soak's 19,000 held
 * notices once timed out a row-by-row transaction again and again, and no official was told); the held rows' links
 * are redacted afterwards in bounded batches (redactDigested), which a later tick finishes if this one stops.
 * Idempotent: a row joins one digest only (`digestId IS NULL` in the update). Run by the worker's outbox relay.
 */
export async function flushDigests(deps: OutboxDeps, options: FlushDigestsOptions = {}): Promise<{ digests: number; notices: number }> {
  const now = options.now ?? new Date();
  const result = { digests: 0, notices: 0 };
  for (const [kind, policy] of Object.entries(DIGEST_POLICIES)) {
    const cutoff = new Date(now.getTime() - (options.holdMs ?? policy.windowMs));
    const due = await deps.db.emailMessage.groupBy({
      by: ["to"],
      where: { kind, status: "BATCHED", digestId: null },
      _min: { createdAt: true },
    });
    for (const group of due) {
      if (!group._min.createdAt || group._min.createdAt > cutoff) continue;
      const held = { kind, to: group.to, status: "BATCHED", digestId: null, createdAt: { lte: now } } as const;
      const digest = await deps.db.$transaction(
        async (tx) => {
          const listed = await tx.emailMessage.findMany({
            where: held,
            orderBy: { createdAt: "asc" },
            take: MAIL_LIMITS.digestListedMax,
            select: { id: true, data: true },
          });
          if (listed.length === 0) return null;
          const total = await tx.emailMessage.count({ where: held });
          const { id } = await insertEmailMessage(
            tx,
            policy.build(
              group.to,
              listed.map((h) => h.data),
              total,
            ),
          );
          const { count } = await tx.emailMessage.updateMany({ where: held, data: { digestId: id } });
          // Another relay took some meanwhile: roll back rather than mail a notice twice.
          const mine = await tx.emailMessage.count({ where: { id: { in: listed.map((h) => h.id) }, digestId: id } });
          if (mine !== listed.length) throw new Error(`avisos del resumen ${id} ya están en otro resumen`);
          return { id, notices: count };
        },
        { timeout: DIGEST_TRANSACTION_MS, maxWait: DIGEST_TRANSACTION_MS },
      );
      if (!digest) continue;
      result.digests++;
      result.notices += digest.notices;
      deps.log.info({ kind, digestId: digest.id, notices: digest.notices }, "resumen de avisos creado");
      await tryEnqueueEmail(deps, digest.id);
    }
  }
  await redactDigested(deps, now);
  return result;
}

/**
 * Held notices already in a digest keep no live link (the digest carries them now): their text, html and data are
 * redacted MAIL_LIMITS.digestRedactBatch rows per statement until none is left.
 */
export async function redactDigested(deps: Pick<OutboxDeps, "db">, now = new Date()): Promise<number> {
  let redacted = 0;
  for (;;) {
    const rows = await deps.db.emailMessage.findMany({
      where: { status: "BATCHED", digestId: { not: null }, redactedAt: null },
      take: MAIL_LIMITS.digestRedactBatch,
      select: { id: true, text: true, html: true, data: true },
    });
    if (rows.length === 0) return redacted;
    const ids = rows.map((r) => r.id);
    const texts = rows.map((r) => redactLinks(r.text));
    const htmls = rows.map((r) => (r.html === null ? null : redactLinks(r.html)));
    const datas = rows.map((r) => (r.data === null ? null : JSON.stringify(redactJson(r.data))));
    redacted += await deps.db.$executeRaw`
      UPDATE "EmailMessage" AS e
      SET "text" = v.text, "html" = v.html, "data" = v.data::jsonb, "redactedAt" = ${now}
      FROM unnest(${ids}::text[], ${texts}::text[], ${htmls}::text[], ${datas}::text[]) AS v(id, text, html, data)
      WHERE e."id" = v.id AND e."redactedAt" IS NULL`;
  }
}
