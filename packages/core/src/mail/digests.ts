import { DIGEST_POLICIES } from "./mail-policies.ts";
import { insertEmailMessage, tryEnqueueEmail, type OutboxDeps } from "./outbox.ts";
import { redactJson, redactLinks } from "./redact.ts";

export interface FlushDigestsOptions {
  now?: Date;
  /** How long the oldest held notice of an address waits before its digest goes out (default: the policy's window). */
  holdMs?: number;
}

/**
 * Gathers BATCHED rows (notices held by the digest threshold, see send-email-message.ts) into one digest e-mail per
 * address, once the oldest of them has waited the policy's window: a staff member receives at most one digest per
 * window, however many requests arrive. The digest row is written and the held rows point at it in one transaction
 * (their bodies redacted: the digest carries the links now), then the digest is queued like any e-mail.
 * Run by the worker's outbox relay on every tick.
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
      const digestId = await deps.db.$transaction(async (tx) => {
        const held = await tx.emailMessage.findMany({
          where: { kind, to: group.to, status: "BATCHED", digestId: null },
          orderBy: { createdAt: "asc" },
          select: { id: true, data: true, text: true, html: true },
        });
        if (held.length === 0) return null;
        const { id } = await insertEmailMessage(tx, policy.build(group.to, held.map((h) => h.data)));
        for (const row of held) {
          const { count } = await tx.emailMessage.updateMany({
            where: { id: row.id, digestId: null },
            data: {
              digestId: id,
              text: redactLinks(row.text),
              html: row.html === null ? null : redactLinks(row.html),
              ...(row.data === null ? {} : { data: redactJson(row.data) as object }),
              redactedAt: now,
            },
          });
          // Another relay took it meanwhile: roll back rather than mail a notice twice.
          if (count === 0) throw new Error(`el aviso ${row.id} ya está en otro resumen`);
        }
        result.notices += held.length;
        return id;
      });
      if (!digestId) continue;
      result.digests++;
      deps.log.info({ kind, digestId, notices: result.notices }, "resumen de avisos creado");
      await tryEnqueueEmail(deps, digestId);
    }
  }
  return result;
}
