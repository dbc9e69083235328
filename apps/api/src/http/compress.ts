import compression from "compression";

/**
 * Below this many bytes an answer goes as it is. A body this small fits in one TCP segment (MSS 1,460) with room to
 * spare, so compressing it saves no round trip, while every compressed answer sets up its own zlib/brotli stream: a
 * tracking answer (≈ 1.25 KB of JSON) spent about a tenth of its API time in zlib under bench:pqrds.
 */
export const COMPRESS_THRESHOLD_BYTES = 1400;

/**
 * Compresses API answers (JSON, HTML, XML, text) for clients that accept it. Small bodies go as they are (see
 * COMPRESS_THRESHOLD_BYTES); images, PDFs and archives are skipped by type, and pre-compressed web assets already
 * carry their Content-Encoding, so they are never compressed twice.
 */
export function compressResponses() {
  return compression({ threshold: COMPRESS_THRESHOLD_BYTES });
}
