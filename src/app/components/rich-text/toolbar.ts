/**
 * What the editor offers: the size picker, bold/italic/underline/strike, lists, link, clear.
 * `richTextFormats` also limits what a paste can bring in, so the editor only ever writes what the
 * server's sanitiser keeps (src/server/modules/logbook/html-sanitiser.ts).
 */

export const richTextToolbar = [
  [{ size: ['small', false, 'large', 'huge'] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link', 'clean'],
];

export const richTextFormats = ['size', 'bold', 'italic', 'underline', 'strike', 'list', 'link'];

/** Toolbar controls and the i18n key of their tooltip. */
export const toolbarTitles: ReadonlyArray<[selector: string, key: string]> = [
  ['.ql-picker.ql-size .ql-picker-label', 'richText.toolbar.size'],
  ['button.ql-bold', 'richText.toolbar.bold'],
  ['button.ql-italic', 'richText.toolbar.italic'],
  ['button.ql-underline', 'richText.toolbar.underline'],
  ['button.ql-strike', 'richText.toolbar.strike'],
  ['button.ql-list[value="ordered"]', 'richText.toolbar.orderedList'],
  ['button.ql-list[value="bullet"]', 'richText.toolbar.bulletList'],
  ['button.ql-link', 'richText.toolbar.link'],
  ['button.ql-clean', 'richText.toolbar.clean'],
];
