import compression from "compression";

/**
 * Compresses API answers (JSON, HTML, XML, text) for clients that accept it. Bodies under 1 KB go as they are
 * (compressing them costs more than it saves); images, PDFs and archives are skipped by type, and pre-compressed
 * web assets already carry their Content-Encoding, so they are never compressed twice.
 */
export function compressResponses() {
  return compression({ threshold: 1024 });
}
