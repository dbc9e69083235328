/**
 * Limits on what the portal mails. The per-recipient limit of citizen-addressed mail is the `mailRecipient` class of
 * RATE_LIMITS (rate-limits/rate-limits.ts); this file holds what is not a rate limit.
 */
export const MAIL_LIMITS = {
  /**
   * Staff notices of new requests: past `afterNotices` notices to one address within `windowMinutes`, further ones are
   * held and sent as one digest e-mail, at most one per window per address. Low on purpose: anyone may file a PQRDS,
   * and every filing mails every responsible user, so a burst of filings must not become a burst of staff mail.
   */
  staffDigest: { afterNotices: 3, windowMinutes: 10 },
  /** E-mail copies of a user's notifications: past 5 within an hour, further ones wait for one digest per hour. */
  notificationDigest: { afterNotices: 5, windowMinutes: 60 },
  /**
   * A digest lists at most this many held notices (the oldest) with their links and counts the rest: a burst of
   * thousands of filings makes one readable e-mail, and the rest are in the PQRDS admin.
   */
  digestListedMax: 100,
  /** Held notices redacted per statement once their digest is written: bounded work per database round trip. */
  digestRedactBatch: 500,
  /** How long a worker's claim on a message lasts; another worker takes over only after it (crash recovery). */
  sendLeaseSeconds: 60,
} as const;

/** Why a message was not sent (EmailMessage.suppressedReason), read by operators. */
export const MAIL_SUPPRESSED_REASONS = {
  recipientLimit: "Límite de correos por destinatario alcanzado ({points} en {minutes} minutos): no se envió",
  accountDeleted: "El destinatario eliminó su cuenta antes del envío: no se envió",
} as const;
