import { createHash } from 'node:crypto';

/**
 * The queue id of one scheduled tick: the same UUID in every process for the same job and instant, so
 * the second process's insert of a tick conflicts with the first one's and adds nothing.
 */
export function tickId(jobName: string, tickMs: number): string {
  const hex = createHash('sha256').update(`${jobName}@${tickMs}`).digest('hex');
  // A version-5-shaped UUID (name-based), which PostgreSQL's uuid type accepts.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
