import { describe, expect, it } from 'vitest';
import { localiseOptions, mergeUi } from './localise-options.js';

const schema = {
  type: 'object',
  properties: {
    tags: { type: 'array', items: { type: 'object', properties: { id_tag: { type: 'integer' }, color: { type: 'string' } } } },
    period: { type: 'string', enum: ['today', 'last24h'] },
    scale: { type: 'object', properties: { min: { type: 'number' } } },
    untranslated: { type: 'boolean' },
  },
};

describe('localiseOptions', () => {
  it('labels fields at every depth and names enum values in the locale', () => {
    const { schema: localised, uiSchema } = localiseOptions(schema, {
      fields: { tags: { _: 'Tags', id_tag: 'Tag', color: 'Cor' }, period: 'Período', scale: { _: 'Escala', min: 'Mínimo' } },
      enums: { period: { today: 'Hoje', last24h: 'Últimas 24 horas' } },
    });
    const properties = localised.properties as Record<string, Record<string, unknown>>;
    expect(properties.tags).toMatchObject({ title: 'Tags', items: { properties: { id_tag: { title: 'Tag' }, color: { title: 'Cor' } } } });
    expect(properties.period!.title).toBe('Período');
    expect(properties.scale).toMatchObject({ title: 'Escala', properties: { min: { title: 'Mínimo' } } });
    expect(properties.untranslated).toEqual({ type: 'boolean' });
    expect(uiSchema).toEqual({ period: { 'ui:enumNames': ['Hoje', 'Últimas 24 horas'] } });
  });

  it('leaves a schema without texts as it is', () => {
    expect(localiseOptions(schema, undefined)).toEqual({ schema, uiSchema: {} });
  });

  it('merges the pickers with the labels', () => {
    expect(mergeUi({ tags: { items: { id_tag: { 'ui:widget': 'TAG' } } } }, { tags: { 'ui:enumNames': ['x'] } })).toEqual({
      tags: { items: { id_tag: { 'ui:widget': 'TAG' } }, 'ui:enumNames': ['x'] },
    });
  });
});
