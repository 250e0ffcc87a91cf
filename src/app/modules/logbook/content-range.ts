/** The total of `items 0-4/37` (or of an empty page, `items *` then `/37`); undefined when missing or malformed. */
export function totalOfContentRange(header: string | null | undefined): number | undefined {
  const match = /\/(\d+)\s*$/.exec(header ?? '');
  return match ? Number(match[1]) : undefined;
}
