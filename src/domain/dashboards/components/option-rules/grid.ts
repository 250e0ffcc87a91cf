import type { OptionRule } from './index.js';
import { neededBySource } from './source-fields.js';

/** The grid: a table of tags needs its tags, a table of an event's latest stops needs the event. */
export const gridRule: OptionRule = (options) => (options.source === 'events' ? neededBySource(options, 'id_frame') : neededBySource(options, 'tags'));
