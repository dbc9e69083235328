// The captcha's texts, lifetimes, proof-of-work cost and forms, without zod: pages that show the captcha import these
// without building the captcha's schemas (captcha.schema.ts) as their code loads (issue 28).
export const CAPTCHA_MESSAGES = {
  required: "Debes ingresar el Captcha",
  invalid: "El Captcha ingresado no es válido, inténtalo de nuevo",
} as const;

/** What the captcha field says to the citizen (labels, alternative, live announcements). */
export const CAPTCHA_TEXTS = {
  label: "Captcha",
  imageAlt: "Imagen de verificación: escribe en el campo Captcha los caracteres que ves. Si no puedes verla, responde una pregunta en su lugar",
  imageHint: "Escribe los caracteres que ves en la imagen.",
  questionHint: "Responde la pregunta:",
  toQuestion: "¿No puedes ver la imagen? Responde una pregunta",
  toImage: "Prefiero escribir los caracteres de la imagen",
  reloadImage: "Cambiar imagen",
  reloadQuestion: "Cambiar pregunta",
  preparing: "Preparando la verificación de seguridad…",
  /** `{action}` is the reload button's name ("Cambiar imagen" or "Cambiar pregunta"). */
  failed: "No pudimos preparar la verificación de seguridad. Usa «{action}» para intentarlo de nuevo.",
  newImage: "Se cargó una nueva imagen de verificación.",
  newQuestion: "Nueva pregunta de verificación:",
} as const;

/** Default threshold: a captcha shows on the "random" forms when a draw from 0 to 99 exceeds it. */
export const DEFAULT_CAPTCHA_THRESHOLD = 10;
export const CAPTCHA_TTL_SECONDS = 600;
/** How long a client's random draw of a form holds: asking again in the meantime gives the same draw. */
export const CAPTCHA_DRAW_TTL_SECONDS = 600;

/**
 * The proof of work every captcha carries (ALTCHA v2, PBKDF2 on the browser's native WebCrypto, so a script gets no
 * shortcut over a phone). The solver tries counters until it meets the one the server picked in [counterMin,
 * counterMax]: the work is `cost × counter` PBKDF2 iterations, ~1.25 M on average. Measured: Chromium on a loaded
 * 2-core server ~2.3 M iterations/s per thread, so ~0.5 s with one thread; phones run 2–4 workers at roughly half
 * that speed each. Operators tune `cost` with CAPTCHA_POW_COST; tests lower it.
 */
export const CAPTCHA_POW = {
  algorithm: "PBKDF2/SHA-256",
  cost: 5000,
  counterMin: 150,
  counterMax: 350,
} as const;

/**
 * The limits are the real bound, not the puzzle (a determined script reads any question): an address whose captchas
 * keep failing (wrong answer, no proof of work) pays a dearer proof of work on its next ones. Every
 * `failuresPerDoubling` failures within `windowSeconds` of its first one double the cost, up to `maxDoublings` times
 * (16×: ~8 s on a desktop instead of ~0.5 s); the window then lapses and the cost is back to normal.
 */
export const CAPTCHA_ESCALATION = {
  failuresPerDoubling: 3,
  maxDoublings: 4,
  windowSeconds: 900,
} as const;

/** A question of the entity's own (setting `captchaQuestions`), added to the built-in ones. */
export const CAPTCHA_QUESTION_LIMITS = { questionMin: 5, questionMax: 200, answerMax: 20, answersMax: 5, questionsMax: 200 } as const;

/**
 * Which forms carry a captcha, and how: "always" (login, register, tracking, certificates, validity, unsubscribe)
 * or "random" (PQRDS, comments), drawn on the server so a client cannot skip it.
 */
export const CAPTCHA_FORMS = {
  login: "always",
  register: "always",
  passwordReset: "always",
  unsubscribe: "always",
  newsletter: "always",
  tracking: "always",
  certificate: "always",
  certificateValidity: "always",
  document: "always",
  documentValidity: "always",
  feedback: "always",
  pqrds: "random",
  comment: "random",
} as const;
export type TCaptchaForm = keyof typeof CAPTCHA_FORMS;
