import { isEmptyAnnotation } from '../../../domain/logbook/empty-annotation.js';

/**
 * The editor's value from Quill's `getSemanticHTML()`. Quill 2.0.3 writes every space as `&nbsp;`
 * (slab/quill#4509), which stops lines from wrapping anywhere else: a lone one becomes a space again,
 * while runs stay so that spaces typed in a row still show. An editor showing nothing is ''.
 */
export function fromQuillHtml(html: string): string {
  if (isEmptyAnnotation(html)) return '';
  return html.replace(/(?:&nbsp;)+/g, (run) => (run === '&nbsp;' ? ' ' : run));
}
