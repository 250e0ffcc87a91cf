import { sanitiseAnnotation } from '../../logbook/html-sanitiser.js';
import type { OptionTransform } from './option-transforms.js';

/**
 * The text component's `html`, kept as the logbook keeps an annotation: only the rich text editor's own markup
 * (`logbook/html-sanitiser.ts`, sanitize-html from an allowlist), so the app may show it as HTML. Never trusted from
 * the client: every write goes through here.
 */
export const sanitiseTextOptions: OptionTransform = (options) => ({
  ...options,
  html: sanitiseAnnotation(typeof options.html === 'string' ? options.html : ''),
});
