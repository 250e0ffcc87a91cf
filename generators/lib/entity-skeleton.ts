import type { Locale, SchemaTranslations } from './load.js';

export interface EntitySkeleton {
  schema: Record<string, unknown>;
  translations: Record<Locale, SchemaTranslations>;
}

const snake = (name: string) => name.replace(/-/g, '_');
const title = (name: string) => name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/**
 * A new entity `<module>/<name>` at a menu page: a unit-scoped list with a code unique per unit
 * and a description, ready for `npm run generate`; then edit its properties and translations.
 */
export function entitySkeleton(module: string, name: string, menu: string, route: string): EntitySkeleton {
  const key = `id_${snake(name)}`;
  const schema = {
    $id: `${module}/${name}`,
    title: `resources.${name}.name`,
    type: 'object',
    'x-resource': {
      name,
      api: `${module.replace(/[^a-z]/g, '').toUpperCase()}/entities/${snake(name).toUpperCase()}`,
      key,
      menu,
      route,
      scope: 'element',
      label: 'code',
    },
    'x-list': { columns: ['code', 'description'], sort: ['code', 'ASC'], search: ['code', 'description'] },
    properties: {
      [key]: { type: 'integer', readOnly: true },
      id_elemento: { type: 'integer', readOnly: true, 'x-ref': 'operational-structure/unit' },
      code: { type: 'string', minLength: 1, maxLength: 20, 'x-unique': ['id_elemento'] },
      description: { type: 'string', maxLength: 100 },
    },
    required: ['code'],
  };
  // The entity's own name is left to translate; the common field labels come translated.
  const fields = (unit: string, code: string, description: string) => ({ [key]: 'ID', id_elemento: unit, code, description });
  const plural = `${title(name)} |||| ${title(name)}`;
  return {
    schema,
    translations: {
      'en-US': { name: plural, fields: fields('Unit', 'Code', 'Description') },
      'pt-BR': { name: plural, fields: fields('Unidade', 'Código', 'Descrição') },
      'es-ES': { name: plural, fields: fields('Unidad', 'Código', 'Descripción') },
    },
  };
}
