import { validationFailed } from '../../core/api-error.js';
import type { HooksOf } from './entity-hooks-types.js';
import { tagMessages } from '../tags/tag-rules.js';

/** A saved analysis period must end after it starts. */
export const shortcutHooks: HooksOf<'analysis-shortcuts'> = {
  async beforeWrite({ next }) {
    if (Date.parse(String(next.end)) < Date.parse(String(next.start))) throw validationFailed({ end: { key: tagMessages.endBeforeStart } });
  },
};
