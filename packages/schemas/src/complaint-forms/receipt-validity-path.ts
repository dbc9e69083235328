/** The web page a filing receipt's QR code opens: `{PUBLIC_URL}/constancia-validez?id={code}` (zod-free: the route table loads it first). */
export const RECEIPT_VALIDITY_PATH = "/constancia-validez";
