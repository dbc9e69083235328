/**
 * Route classes and their limits, counted per procedure call (never per HTTP request, so a tRPC batch counts every
 * call it carries). `per` says what the key is: the client address, an account (e-mail or user id), or a recipient.
 * `blockSeconds` turns the limit into a lockout: once spent, the key is refused for that long.
 * The write limit per address is RATE_LIMIT_PER_MINUTE when set (the environment wins over the table).
 */
export const RATE_LIMITS = {
  /** Every public write (tRPC mutation, REST POST/PUT/DELETE) per address. */
  write: { per: "address", points: 60, durationSeconds: 60 },
  login: { per: "address", points: 30, durationSeconds: 600 },
  /**
   * Password attempts per account *and* address (each counted before the password is compared; a right one clears
   * the pair): the sixth in 15 minutes locks that pair for 15 minutes, and each later lockout of the pair within a day
   * doubles it (30, 60… minutes, at most 24 h). Any other address, the holder's, still logs in with the right password.
   */
  loginFailure: { per: "account", points: 5, durationSeconds: 900, blockSeconds: 900, progressive: true },
  /** Second-factor codes per account (asked only after a right password): the sixth in 15 minutes locks the step 15 minutes. */
  mfaAccount: { per: "account", points: 5, durationSeconds: 900, blockSeconds: 900 },
  passwordReset: { per: "address", points: 10, durationSeconds: 3600 },
  passwordResetAccount: { per: "account", points: 3, durationSeconds: 3600 },
  captcha: { per: "address", points: 40, durationSeconds: 60 },
  tracking: { per: "address", points: 30, durationSeconds: 60 },
  /** Certificate and document lookups, exports and validity checks, reads included. */
  certificateLookup: { per: "address", points: 30, durationSeconds: 60 },
  upload: { per: "address", points: 30, durationSeconds: 600 },
  /** Bytes uploaded per address and hour (points are bytes). */
  uploadBytes: { per: "address", points: 200 * 1024 * 1024, durationSeconds: 3600 },
  complaintSubmit: { per: "address", points: 20, durationSeconds: 600 },
  /** E-mails the portal sends to one recipient address on a citizen's behalf (acknowledgements, codes). */
  mailRecipient: { per: "recipient", points: 10, durationSeconds: 3600 },
  /** E-mail change codes one account asks for (each allows EMAIL_CODE_MAX_ATTEMPTS tries): bounds the guesses too. */
  emailCode: { per: "account", points: 5, durationSeconds: 3600 },
  /** Votes, poll answers and likes on contents, per address. */
  participation: { per: "address", points: 30, durationSeconds: 60 },
  /** Link previews: each one makes the server fetch a foreign page. */
  pagePreview: { per: "address", points: 20, durationSeconds: 60 },
  /** Full-text searches over the contents (the header box autocompletes). */
  contentSearch: { per: "address", points: 120, durationSeconds: 60 },
  /** New and edited comments and replies, per address (the thread is read by everyone: no flooding). */
  comment: { per: "address", points: 10, durationSeconds: 600 },
  /** Reports of comments or contents, per address. */
  report: { per: "address", points: 10, durationSeconds: 3600 },
  /** Public spreadsheet exports built in the request (the procedures list), per address. */
  contentExport: { per: "address", points: 10, durationSeconds: 60 },
  /** Page feedback ("¿Esta información fue útil?") and the suggestion box, per address. */
  feedback: { per: "address", points: 10, durationSeconds: 600 },
  /** Score spreadsheets (indicators export), built on request. */
  scoresExport: { per: "address", points: 10, durationSeconds: 60 },
  /** Open-data downloads (the PQRDS dataset, built from the database on each call), per address. */
  openData: { per: "address", points: 10, durationSeconds: 60 },
} as const satisfies Record<
  string,
  { per: "address" | "account" | "recipient"; points: number; durationSeconds: number; blockSeconds?: number; progressive?: boolean }
>;

/** A progressive lockout never lasts longer than this (seconds). */
export const MAX_LOCKOUT_SECONDS = 24 * 60 * 60;

export type TRateLimitClass = keyof typeof RATE_LIMITS;

export const RATE_LIMIT_MESSAGES = {
  tooMany: "Has realizado demasiadas solicitudes, inténtalo de nuevo en {minutes} minutos",
  locked: "Por seguridad bloqueamos temporalmente el ingreso a esta cuenta por demasiados intentos fallidos. Inténtalo de nuevo en {minutes} minutos",
  /** The same whether or not the e-mail has an account (the link goes only to an existing one). */
  loginLocked:
    "Por seguridad bloqueamos temporalmente el ingreso a esta cuenta desde tu conexión por demasiados intentos fallidos. Inténtalo de nuevo en {minutes} minutos. Si la cuenta existe, enviamos a su correo un enlace para desbloquearla",
} as const;

/** Whole minutes to wait, never less than one (what the Spanish messages say). */
export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
