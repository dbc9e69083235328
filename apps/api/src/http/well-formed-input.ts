import { AppError } from "@portal/core/errors/app-error";
import { VALIDATION_MESSAGES } from "@portal/schemas/common/validation-messages";

/** NUL, or a surrogate with no partner (with the u flag, a pair is one code point and never matches \p{Cs}). */
const FORBIDDEN_CHARACTER = /[\u0000\p{Cs}]/u;

/**
 * Refuses a request's input holding, in any key or value, the NUL character (U+0000) or half of a surrogate pair (a
 * lone "\ud800", not well-formed UTF-16), before any use case runs: no field may hold them (PostgreSQL refuses both
 * in any text), and they answered a 500 (`?keyword=%00`, a path of `%00`, a chat message of "\ud800").
 */
export function assertWellFormedInput(input: unknown): void {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (FORBIDDEN_CHARACTER.test(value)) throw new AppError("BAD_REQUEST", VALIDATION_MESSAGES.forbiddenCharacter);
    } else if (Array.isArray(value)) pending.push(...(value as unknown[]));
    else if (value !== null && typeof value === "object") {
      const proto: unknown = Object.getPrototypeOf(value);
      if (proto === Object.prototype || proto === null) for (const [key, item] of Object.entries(value)) pending.push(key, item);
    }
  }
}
