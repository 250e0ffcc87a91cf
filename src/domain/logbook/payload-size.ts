/**
 * The size checks behind the 413 answer (platform-core sections 5 and 8). The limit is configured
 * in bytes, so text is measured as UTF-8: 'ç' is 2 bytes, an emoji 4.
 */

const encoder = new TextEncoder();

export function utf8ByteLength(text: string): number {
  return encoder.encode(text).length;
}

function checkLimit(limitBytes: number): void {
  if (!Number.isInteger(limitBytes) || limitBytes <= 0) throw new RangeError(`the size limit must be a whole number of bytes > 0, got ${limitBytes}`);
}

/** The annotation alone is over `limitBytes`. */
export function annotationTooBig(annotation: string, limitBytes: number): boolean {
  checkLimit(limitBytes);
  return utf8ByteLength(annotation) > limitBytes;
}

/** A JSON request body (as the app sends it) is over `limitBytes`, e.g. the server's body limit. */
export function payloadTooBig(body: unknown, limitBytes: number): boolean {
  checkLimit(limitBytes);
  return utf8ByteLength(JSON.stringify(body) ?? '') > limitBytes;
}
