export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.js';
export { fromQuillHtml } from './semantic-html.js';
