import type { EntityModel } from '../../src/domain/entities/entity-model.js';
import { tsModule, type Output } from '../lib/output.js';
import { typeName } from './types.js';

/**
 * One react-admin resource per entity with a route, built by the shared schema components;
 * overrides spread it. A data-only entity (no route) has no pages.
 */
export function emitResources(allModels: readonly EntityModel[]): Output[] {
  const models = allModels.filter((model) => model.route !== undefined);
  const lines = models.map((model) => `export const ${lowerFirst(typeName(model))}Resource = schemaResource(entities[${JSON.stringify(model.name)}]);`);
  const all = models.map((model) => `  ${JSON.stringify(model.name)}: ${lowerFirst(typeName(model))}Resource,`);
  const body = `import { schemaResource } from '../app/resources/schema-resource.js';
import { entities } from './entities.js';

${lines.join('\n')}

export const generatedResources = {
${all.join('\n')}
};
`;
  return [{ path: 'resources.ts', contents: tsModule(body) }];
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
