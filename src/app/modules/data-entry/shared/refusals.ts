import type { CollectAnswer, WriteAnswer } from '../../../../generated/api-types.js';
import type { EntryTag } from './entry-tag.js';

/**
 * The writeValues answer (values outside a tag's filter limits are refused and counted, not stored) and
 * the collectValues one (plus the values the group's formula rules computed, sent after the entered
 * ones): the generated types of their route schemas, shared with the server.
 */
export type { CollectAnswer, WriteAnswer };

export interface RefusalMessage {
  key: string;
  args: Record<string, unknown>;
}

/** The translated warning of one refused value, with the filter limit it crossed. */
export function refusalMessage(reason: string, tag: Pick<EntryTag, 'code' | 'filter_low' | 'filter_high'> | undefined, value: number): RefusalMessage {
  const code = tag?.code ?? '';
  if (reason === 'belowFilter') return { key: 'dataEntry.refusal.belowFilter', args: { code, value, limit: tag?.filter_low ?? '' } };
  if (reason === 'aboveFilter') return { key: 'dataEntry.refusal.aboveFilter', args: { code, value, limit: tag?.filter_high ?? '' } };
  return { key: 'dataEntry.refusal.other', args: { code, value } };
}

/** Each refusal of an answer, matched to the value (and tag) sent at its index. */
export function refusalMessages(answer: WriteAnswer, sent: readonly { tag?: EntryTag; value: number }[]): RefusalMessage[] {
  return (answer.refusals ?? []).map(({ index, reason }) => refusalMessage(reason, sent[index]?.tag, sent[index]?.value ?? Number.NaN));
}
