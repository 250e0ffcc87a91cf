/** A file's size in B, KB or MB (1024-based), the number written by the language. */
export function fileSize(bytes: number, number: (value: number, options?: { maxDecimals?: number }) => string): string {
  if (bytes < 1024) return `${number(bytes)} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024, { maxDecimals: 1 })} KB`;
  return `${number(bytes / (1024 * 1024), { maxDecimals: 1 })} MB`;
}
