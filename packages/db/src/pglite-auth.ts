import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Password authentication for the embedded database's socket. PGlite answers every startup message with
 * "authentication ok" (it is one in-process session, @electric-sql/pglite-socket 0.2 checks nothing), so any local
 * user or process reaching the loopback port had the whole database. The socket handler (pglite-protocol-queue.ts)
 * now holds a connection's startup message back until it has proven the password with SCRAM-SHA-256, PostgreSQL's own
 * method (RFC 5802/7677, what `pg` and libpq speak), then hands it to PGlite. The password never crosses the socket.
 */

const MECHANISM = "SCRAM-SHA-256";
/** PostgreSQL's default iteration count for SCRAM verifiers. */
const ITERATIONS = 4096;
const AUTH_SASL = 10;
const AUTH_SASL_CONTINUE = 11;
const AUTH_SASL_FINAL = 12;
const PASSWORD_MESSAGE = 0x70; // 'p'

/** What the server keeps of the password: PostgreSQL's SCRAM verifier, never the password itself. */
export interface ScramVerifier {
  salt: Buffer;
  iterations: number;
  storedKey: Buffer;
  serverKey: Buffer;
}

const hmac = (key: Buffer, text: string) => createHmac("sha256", key).update(text).digest();

export function scramVerifier(password: string): ScramVerifier {
  const salt = randomBytes(16);
  const salted = pbkdf2Sync(password.normalize("NFKC"), salt, ITERATIONS, 32, "sha256");
  return { salt, iterations: ITERATIONS, storedKey: createHash("sha256").update(hmac(salted, "Client Key")).digest(), serverKey: hmac(salted, "Server Key") };
}

/** A backend message: type byte, length, body. */
function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, "latin1");
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}
function authentication(code: number, data: Buffer): Buffer {
  const code32 = Buffer.alloc(4);
  code32.writeInt32BE(code);
  return message("R", Buffer.concat([code32, data]));
}
/** The ErrorResponse PostgreSQL sends for a wrong password (28P01), after which it closes the connection. */
function authenticationFailed(): Buffer {
  const fields = ["SFATAL", "VFATAL", "C28P01", "Mla autenticación por contraseña falló (base de datos embebida)"];
  return message("E", Buffer.concat([...fields.map((f) => Buffer.from(`${f}\0`, "utf8")), Buffer.from([0])]));
}

/** What the handler does with one message of a connection that has not authenticated yet. */
export type TAuthStep =
  | { reply: Buffer; startup?: undefined; fail?: undefined }
  | { reply: Buffer; startup: Uint8Array; fail?: undefined }
  | { reply: Buffer; fail: true; startup?: undefined };

/** The length of the first message of `buffer` (a startup message has no type byte); 0 while it is incomplete. */
export function firstMessageLength(buffer: Uint8Array, startup: boolean): number {
  if (buffer.length < (startup ? 4 : 5)) return 0;
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const length = startup ? view.getInt32(0) : 1 + view.getInt32(1);
  return buffer.length >= length ? length : 0;
}

/** One connection's SCRAM exchange: startup → SASL offer → client-first → server-first → client-final → verdict. */
export function createScramExchange(verifier: ScramVerifier) {
  let startup: Uint8Array | null = null;
  let expected: { clientFirstBare: string; serverFirst: string; nonce: string; channel: string } | null = null;
  const fail = (): TAuthStep => ({ reply: authenticationFailed(), fail: true });

  return {
    /** True until the startup message has been received (its first message has no type byte). */
    get awaitingStartup() {
      return startup === null;
    },
    receive(bytes: Uint8Array): TAuthStep {
      if (!startup) {
        startup = new Uint8Array(bytes);
        return { reply: authentication(AUTH_SASL, Buffer.from(`${MECHANISM}\0\0`, "latin1")) };
      }
      const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      if (data[0] !== PASSWORD_MESSAGE) return fail();
      if (!expected) {
        // SASLInitialResponse: mechanism\0, int32 length, client-first-message ("n,,n=*,r=<nonce>").
        const nameEnd = data.indexOf(0, 5);
        if (nameEnd < 0 || data.toString("latin1", 5, nameEnd) !== MECHANISM || nameEnd + 5 > data.length) return fail();
        const clientFirst = data.toString("utf8", nameEnd + 5);
        const [, binding, clientFirstBare, clientNonce] = /^([ny]),,(n=[^,]*,r=([^,]+))$/.exec(clientFirst) ?? [];
        if (!binding || !clientFirstBare || !clientNonce) return fail();
        const nonce = clientNonce + randomBytes(18).toString("base64");
        const serverFirst = `r=${nonce},s=${verifier.salt.toString("base64")},i=${verifier.iterations}`;
        expected = { clientFirstBare, serverFirst, nonce, channel: Buffer.from(`${binding},,`).toString("base64") };
        return { reply: authentication(AUTH_SASL_CONTINUE, Buffer.from(serverFirst, "utf8")) };
      }
      // SASLResponse: client-final-message ("c=biws,r=<nonce>,p=<proof>").
      const clientFinal = data.toString("utf8", 5);
      const [, withoutProof, channel, nonce, proofText] = /^(c=([^,]+),r=([^,]+)),p=([A-Za-z0-9+/=]+)$/.exec(clientFinal) ?? [];
      if (!withoutProof || !proofText || channel !== expected.channel || nonce !== expected.nonce) return fail();
      const authMessage = `${expected.clientFirstBare},${expected.serverFirst},${withoutProof}`;
      const signature = hmac(verifier.storedKey, authMessage);
      const proof = Buffer.from(proofText, "base64");
      if (proof.length !== signature.length) return fail();
      // Same lengths (checked above): every byte of the proof has its byte of the signature.
      const clientKey = Buffer.from(proof.map((byte, i) => byte ^ (signature[i] ?? 0)));
      if (!timingSafeEqual(createHash("sha256").update(clientKey).digest(), verifier.storedKey)) return fail();
      const serverSignature = hmac(verifier.serverKey, authMessage).toString("base64");
      return { reply: authentication(AUTH_SASL_FINAL, Buffer.from(`v=${serverSignature}`, "utf8")), startup };
    },
  };
}
export type ScramExchange = ReturnType<typeof createScramExchange>;
