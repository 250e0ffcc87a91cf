export { SchemaForm, type SchemaFormProps, type FormValue } from './SchemaForm.js';
export type { SchemaTranslations, SchemaLocaleTexts } from './schema-translations.js';
