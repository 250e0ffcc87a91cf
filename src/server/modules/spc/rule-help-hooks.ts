import type { HooksOf, RecordOf, WriteContext } from '../entities/entity-hooks-types.js';
import { plainTextOf, sanitiseAnnotation } from '../logbook/html-sanitiser.js';

/** The help as it may be stored and shown as HTML: the rich-text editor's markup only; no text at all is no help. */
export function storedHelpBody(body: string | null | undefined): string | null {
  if (typeof body !== 'string') return null;
  const clean = sanitiseAnnotation(body);
  return plainTextOf(clean) === '' ? null : clean;
}

async function beforeWrite({ next }: WriteContext<RecordOf<'spc-rule-help'>>): Promise<void> {
  if ('body' in next) (next as { body?: string | null }).body = storedHelpBody(next.body);
}

/** Rules of the spc-rule-help records the schema cannot say (README.md, Settings rules). */
export const ruleHelpHooks: HooksOf<'spc-rule-help'> = { beforeWrite };
