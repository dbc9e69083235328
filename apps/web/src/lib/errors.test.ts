import { LOGIN_MESSAGES } from "@portal/schemas/accounts/login.schema";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { loginErrorMessage, registerErrorMessage } from "./account-errors";
import { describeApiError, errorStatus, firstDetailMessage, formErrorMessage, RestError } from "./errors";

/** The shape of a TRPCClientError as our API formats it: status and details in `data`. */
const trpcError = (status: number, details: { path: string; message: string }[] = [], message = "x") =>
  Object.assign(new Error(message), { data: { code: "X", httpStatus: status, status, details } });

describe("generic error handler (spec 03 §8)", () => {
  it("500 → general message", () => {
    expect(describeApiError(trpcError(500))).toEqual({ status: 500, message: ERROR_MESSAGES.general, clearUser: false });
  });

  it("401 → clears the user, session-ended message", () => {
    expect(describeApiError(trpcError(401))).toEqual({ status: 401, message: ERROR_MESSAGES.unauthorized, clearUser: true });
  });

  it("404 → not found, 403 → denied", () => {
    expect(describeApiError(trpcError(404)).message).toBe(ERROR_MESSAGES.notFound);
    expect(describeApiError(trpcError(403)).message).toBe(ERROR_MESSAGES.forbidden);
  });

  it("400 → error.data.details[0].message (tRPC)", () => {
    const error = trpcError(400, [
      { path: "email", message: "Debes ingresar un correo electrónico válido" },
      { path: "x", message: "otro" },
    ]);
    expect(describeApiError(error).message).toBe("Debes ingresar un correo electrónico válido");
  });

  it("400 → body.error.details[0].message (REST)", () => {
    const error = new RestError(400, {
      error: { status: 400, code: "BAD_REQUEST", message: "m", details: [{ path: "file", message: "El archivo que intentas subir no tiene peso" }] },
    });
    expect(errorStatus(error)).toBe(400);
    expect(describeApiError(error).message).toBe("El archivo que intentas subir no tiene peso");
  });

  it("409 → the API's own Spanish message (what changed meanwhile), not the general error", () => {
    // As the API's errorFormatter sends AppError("CONFLICT", "El mensaje ya está cerrado."): message set, details empty.
    const data = { code: "CONFLICT", httpStatus: 409, status: 409, details: [] };
    const viaTrpc = TRPCClientError.from({ error: { code: -32009, message: "El mensaje ya está cerrado.", data } });
    expect(describeApiError(viaTrpc)).toEqual({ status: 409, message: "El mensaje ya está cerrado.", clearUser: false });
    expect(formErrorMessage(viaTrpc)).toBe("El mensaje ya está cerrado.");
    const viaRest = new RestError(409, { error: { status: 409, code: "CONFLICT", message: "El certificado ya estaba anulado", details: [] } });
    expect(formErrorMessage(viaRest)).toBe("El certificado ya estaba anulado");
    // A form's own text for its case still wins; a 409 with no message for people gets the general one.
    expect(formErrorMessage(viaTrpc, "Otro texto")).toBe("Otro texto");
    expect(describeApiError(new RestError(409, null)).message).toBe(ERROR_MESSAGES.general);
  });

  it("400 without details falls back to a generic bad-request text", () => {
    expect(describeApiError(trpcError(400)).message).toBe(ERROR_MESSAGES.badRequest);
  });

  it("a network failure (no status) gets the general message", () => {
    expect(describeApiError(new TypeError("Failed to fetch"))).toEqual({ status: 0, message: ERROR_MESSAGES.general, clearUser: false });
    expect(describeApiError(null).status).toBe(0);
  });

  it("reads the status from tRPC's shape when data is missing", () => {
    expect(errorStatus({ shape: { data: { httpStatus: 429 } } })).toBe(429);
    expect(describeApiError({ shape: { data: { httpStatus: 429 } } }).message).toBe(ERROR_MESSAGES.tooManyRequests);
    expect(firstDetailMessage({ data: { details: [{ message: "  " }] } })).toBeNull();
  });
});

describe("account form messages", () => {
  it("login: wrong credentials (not 400) → 'Usuario o clave incorrecta'", () => {
    expect(loginErrorMessage(trpcError(401))).toBe(LOGIN_MESSAGES.failed);
    expect(loginErrorMessage(trpcError(400, [{ path: "captcha", message: "El Captcha ingresado no es válido, inténtalo de nuevo" }]))).toBe(
      "El Captcha ingresado no es válido, inténtalo de nuevo",
    );
    expect(loginErrorMessage(trpcError(500))).toBe(ERROR_MESSAGES.general);
  });

  it("login with a pending registration form → the spec's message, as the server really sends it (no details)", () => {
    // The API's errorFormatter (apps/api/src/trpc/trpc.ts) for AppError("FORBIDDEN", pendingRegistration): message set, details empty.
    const data = { code: "FORBIDDEN", httpStatus: 403, status: 403, details: [] };
    const viaTrpc = TRPCClientError.from({ error: { code: -32003, message: LOGIN_MESSAGES.pendingRegistration, data } });
    expect(loginErrorMessage(viaTrpc)).toBe(LOGIN_MESSAGES.pendingRegistration);
    const viaRest = new RestError(403, { error: { status: 403, code: "FORBIDDEN", message: LOGIN_MESSAGES.pendingRegistration, details: [] } });
    expect(loginErrorMessage(viaRest)).toBe(LOGIN_MESSAGES.pendingRegistration);
    // Wrong credentials stay the fixed text, whatever the transport.
    const wrong = TRPCClientError.from({
      error: { code: -32001, message: LOGIN_MESSAGES.failed, data: { ...data, code: "UNAUTHORIZED", httpStatus: 401, status: 401 } },
    });
    expect(loginErrorMessage(wrong)).toBe(LOGIN_MESSAGES.failed);
  });

  it("register: first detail, else the error's message (under 500), else the general error", () => {
    expect(registerErrorMessage(trpcError(409, [{ path: "email", message: "Ya existe una cuenta registrada con este correo electrónico" }]))).toBe(
      "Ya existe una cuenta registrada con este correo electrónico",
    );
    expect(registerErrorMessage(trpcError(409, [], "No puedes registrarte por que tienes una sesión abierta"))).toBe(
      "No puedes registrarte por que tienes una sesión abierta",
    );
    expect(registerErrorMessage(trpcError(500, [], "stack"))).toBe(ERROR_MESSAGES.general);
  });

  it("429 and 503 show the server's own message (how long to wait, a locked account), else the fixed text", () => {
    const locked = "Por seguridad bloqueamos temporalmente el ingreso a esta cuenta por demasiados intentos fallidos. Inténtalo de nuevo en 15 minutos";
    expect(describeApiError({ message: locked, data: { httpStatus: 429 } }).message).toBe(locked);
    expect(describeApiError({ body: { error: { status: 503, message: "Estamos atendiendo muchas solicitudes" } } }).message).toBe(
      "Estamos atendiendo muchas solicitudes",
    );
    expect(describeApiError({ message: "HTTP 503", status: 503 }).message).toBe(ERROR_MESSAGES.serviceUnavailable);
    expect(formErrorMessage({ message: locked, data: { httpStatus: 429 } }, "otro")).toBe(locked);
  });
});
