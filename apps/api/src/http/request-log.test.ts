import { describe, expect, it } from "vitest";
import { REDACTED, redactUrl } from "./request-log.ts";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd"; // 42 characters, base64url

describe("redactUrl", () => {
  it.each([
    [`/api/v1/users/passwordreset/${TOKEN}`, `/api/v1/users/passwordreset/${REDACTED}`],
    [`/recordar-clave/${TOKEN}`, `/recordar-clave/${REDACTED}`],
    [`/verificar-correo/${TOKEN}`, `/verificar-correo/${REDACTED}`],
    [`/pqrs/${TOKEN}`, `/pqrs/${REDACTED}`],
    [`/calificar/${TOKEN}`, `/calificar/${REDACTED}`],
    [`/api/v1/complaintforms/${TOKEN}`, `/api/v1/complaintforms/${REDACTED}`],
    [`/api/v1/complaintforms/files/${TOKEN}`, `/api/v1/complaintforms/files/${REDACTED}`],
    [`/api/v1/complaintforms/delegate/${TOKEN}`, `/api/v1/complaintforms/delegate/${REDACTED}`],
    ["/api/v1/certificates/17/export/0123456789abcdef0123456789abcdef?download=1", `/api/v1/certificates/17/export/${REDACTED}?download=1`],
    ["/api/v1/verPDF/3f2c1a", `/api/v1/verPDF/${REDACTED}`],
    // A cédula in a document search or a user lookup.
    ["/api/v1/verDocument/1/1020304050", `/api/v1/verDocument/1/${REDACTED}`],
    ["/api/v1/verDocument/2/1020304050?x=1", `/api/v1/verDocument/2/${REDACTED}?x=${REDACTED}`],
    ["/api/v1/users/identifier/52123456", `/api/v1/users/identifier/${REDACTED}`],
    // A stored file's name is the uploader's: an attachment's often names the person and their cédula.
    ["/files/12/C%C3%A9dula%20Ana%20P%C3%A9rez%2052123456.pdf", `/files/12/${REDACTED}`],
    ["/files/3f0c9a2e-1b7d-4c55-9a0e-2f1d8c7b6a54/derecho_peticion_52123456.pdf?download=1", `/files/${REDACTED}/${REDACTED}?download=1`],
    // Short tokens under the known prefixes, and long token-like segments anywhere else.
    ["/pqrs/abc", `/pqrs/${REDACTED}`],
    [`/api/v1/algo-nuevo/${TOKEN}/ver`, `/api/v1/algo-nuevo/${REDACTED}/ver`],
    // Query values: tRPC inputs, tokens and search terms hidden; paging and flags kept.
    [`/trpc/users.validatePasswordReset?input=%7B%22token%22%3A%22${TOKEN}%22%7D`, `/trpc/users.validatePasswordReset?input=${REDACTED}`],
    [`/trpc/auth.me,captcha.get?batch=1&input=%7B%7D`, `/trpc/auth.me,captcha.get?batch=1&input=${REDACTED}`],
    [`/api/v1/complaintformtypes/qualify?token=${TOKEN}`, `/api/v1/complaintformtypes/qualify?token=${REDACTED}`],
    ["/api/v1/users?keyword=ana%40correo.co&page=2", `/api/v1/users?keyword=${REDACTED}&page=2`],
  ])("%s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it("keeps the paths that carry no secret", () => {
    for (const url of [
      "/api/v1/complaintforms/tracking",
      "/api/v1/complaintforms/mine",
      "/api/v1/complaintforms/admin/12/extend",
      "/api/v1/complaintforms/closuredays",
      "/api/v1/complaintforms/42",
      "/api/v1/captcha?form=login",
      "/api/v1/verDocument/code",
      "/assets/index-BXa8f3k2abcdefghijkl.js",
      "/files/12",
      "/files/12/w640.webp",
      "/trpc/auth.login?batch=1",
    ])
      expect(redactUrl(url)).toBe(url);
  });
});
