/**
 * Whether rich text shows nothing: only tags, blanks, `&nbsp;` and zero-width characters (Quill's
 * empty editor is `<p><br></p>`). Used in the browser, so no HTML parser: it strips what looks
 * like a tag, which is enough for a yes/no answer (images are not an editor format).
 */

const tag = /<!--[\s\S]*?-->|<\/?[a-z][^>]*>/gi;
const blankEntity = /&(?:nbsp|ensp|emsp|thinsp|zwsp|zwnj|zwj|#0*(?:9|10|13|32|160|8203|65279)|#x0*(?:9|a|d|20|a0|200b|feff));/gi;
const visible = /[^\s\u200b-\u200d\u2060\ufeff]/;

export function isEmptyAnnotation(html: string | null | undefined): boolean {
  if (!html) return true;
  return !visible.test(html.replace(tag, '').replace(blankEntity, ''));
}
