import type { OptionRule } from './index.js';
import { neededBySource } from './source-fields.js';

/** The pie: an event's stop time needs the event; a split of tag totals needs at least two tags. */
export const pieRule: OptionRule = (options) => (options.source === 'tags' ? neededBySource(options, 'tags', 2) : neededBySource(options, 'id_frame'));
