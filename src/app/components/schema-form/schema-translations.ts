import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** One locale of a schema's translations, the shape of `schemas/<module>/<entity>.i18n.json`. */
export interface SchemaLocaleTexts {
  fields?: Record<string, string>;
  enums?: Record<string, Record<string, string>>;
}

/** Translations per locale (`en-US`, `pt-BR`, `es-ES`) that a runtime schema carries with it. */
export type SchemaTranslations = Record<string, SchemaLocaleTexts>;

/**
 * The schema with each top-level property's `title` from the locale's `fields` (kept when it has
 * none), and the uiSchema with the locale's labels of each `enum` as `ui:enumNames`.
 */
export function localiseSchema(
  schema: RJSFSchema,
  uiSchema: UiSchema | undefined,
  texts: SchemaLocaleTexts | undefined,
): { schema: RJSFSchema; uiSchema: UiSchema } {
  const ui: UiSchema = { ...uiSchema };
  if (!texts || !schema.properties) return { schema, uiSchema: ui };
  const properties: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    if (typeof property !== 'object') continue;
    const title = texts.fields?.[name];
    properties[name] = title ? { ...property, title } : property;
    const enumTexts = texts.enums?.[name];
    if (enumTexts && Array.isArray(property.enum)) {
      ui[name] = { ...(ui[name] as UiSchema), 'ui:enumNames': property.enum.map((value) => enumTexts[String(value)] ?? String(value)) };
    }
  }
  return { schema: { ...schema, properties } as RJSFSchema, uiSchema: ui };
}
