import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { RATE_LIMIT_MESSAGES } from "@portal/schemas/rate-limits/rate-limits";
import { describe, expect, it } from "vitest";
import { accountErrorMessage, loginErrorMessage } from "./account-errors";

const trpcError = (status: number, message: string) => Object.assign(new Error(message), { data: { code: "X", httpStatus: status, status, details: [] } });

describe("a locked account", () => {
  const lockout = RATE_LIMIT_MESSAGES.locked.replace("{minutes}", "15");
  it("login shows the server's lockout notice, not a wrong password or a generic refusal", () => {
    expect(loginErrorMessage(trpcError(429, lockout))).toBe(lockout);
    expect(accountErrorMessage(trpcError(429, lockout))).toBe(lockout);
  });
  it("a 429 without a message of its own keeps the generic text", () => {
    expect(loginErrorMessage(trpcError(429, "HTTP 429"))).toBe(ERROR_MESSAGES.tooManyRequests);
  });
});
