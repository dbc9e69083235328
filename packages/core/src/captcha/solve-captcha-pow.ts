import type { TCaptchaProof, TPowChallenge } from "@portal/schemas/captcha/captcha.schema";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/**
 * Solves a captcha's proof of work in Node, as a client outside the browser must (API tests, browser-test set-up,
 * integrators): the same work a browser does, no shortcut.
 */
export async function solveCaptchaPow(captchaId: string, challenge: TPowChallenge): Promise<TCaptchaProof> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha proof of work: no solution within the time limit");
  return { captchaId, challenge, solution };
}
