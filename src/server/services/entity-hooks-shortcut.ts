import { validationFailed } from './api-error.js';
import type { EntityHooks } from './entity-hooks-types.js';
import { tagMessages } from './tag-rules.js';

/** A saved analysis period must end after it starts. */
export const shortcutHooks: EntityHooks = {
  async beforeWrite({ next }) {
    if (Date.parse(String(next.end)) < Date.parse(String(next.start))) throw validationFailed({ end: { key: tagMessages.endBeforeStart } });
  },
};
