/** The web page a letter's QR code opens: `{PUBLIC_URL}/carta-validez?id={code}` (zod-free: the route table loads it first). */
export const LETTER_VALIDITY_PATH = "/carta-validez";
