// A Web Worker solving the captcha's proof of work off the page's thread (altcha-lib's handler, WebCrypto PBKDF2).

import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { handler } from "altcha-lib/workers/shared";

handler({ deriveKey });
