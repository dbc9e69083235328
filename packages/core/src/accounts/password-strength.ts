import { PASSWORD_MESSAGES, STAFF_PASSWORD_MIN } from "@portal/schemas/accounts/password.schema";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as spanishDictionary } from "@zxcvbn-ts/language-es-es";
import { AppError } from "../errors/app-error.ts";
import { assertPasswordNotBreached, foldPassword } from "./breached-passwords.ts";

/**
 * The strength estimator (zxcvbn-ts with its common and Spanish dictionaries and keyboard graphs), built on first use
 * and kept: loading takes a few hundred ms and ~30 MB once per process, a check a few ms (l33t substitutions capped so
 * a long password cannot cost more). Server side only: none of it reaches the browser bundle.
 */
let estimator: ZxcvbnFactory | null = null;
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...spanishDictionary },
    graphs: adjacencyGraphs,
    l33tMaxSubstitutions: 4,
  });
  return estimator;
}

/** The weakest class of zxcvbn's scores (0: "too guessable", under about a thousand guesses). */
const WEAKEST_SCORE = 0;

export interface PasswordRules {
  /** The form field that carries the password (its 400 names it). */
  field?: string;
  /** The account holds a staff permission: STAFF_PASSWORD_MIN characters at least. */
  staff?: boolean;
  /** The account's own words (e-mail, names), which make a password easier to guess. */
  userInputs?: (string | null | undefined)[];
}

/**
 * Refuses, with a 400 on the field, a password that is too short for a staff account, listed as breached or very
 * common, or rated the weakest by the estimator (sequences, repeats, dictionary words, the user's own name or e-mail).
 * The form keeps the spec's 6–50 characters; this is the server's check on top (register, reset, change).
 */
export function assertAcceptablePassword(password: string, rules: PasswordRules = {}): void {
  const field = rules.field ?? "password";
  if (rules.staff && password.length < STAFF_PASSWORD_MIN) throw AppError.field(field, PASSWORD_MESSAGES.staffMin);
  assertPasswordNotBreached(password, field);
  // Each word, and the e-mail's whole local part ("camila.rojas" and "camilarojas").
  const inputs = (rules.userInputs ?? [])
    .flatMap((v) => {
      const lower = foldPassword(v ?? "");
      const local = lower.split("@")[0] ?? "";
      return [...lower.split(/[\s@._-]+/), local, local.replace(/[._-]/g, "")];
    })
    .filter((v) => v.length >= 3);
  if (strength().check(password, inputs).score <= WEAKEST_SCORE) throw AppError.field(field, PASSWORD_MESSAGES.weak);
}
