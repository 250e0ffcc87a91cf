import { generatedResources } from '../../generated/resources.js';
import type { SchemaResource } from './schema-resource.js';
import { withPermissionGuard } from './with-permission-guard.js';

/** Overrides live in resources/<entity>/index.ts and export `resource`, spreading the generated one. */
const overrideModules = import.meta.glob<{ resource: SchemaResource }>('./*/index.ts', { eager: true });

const overrides = new Map(Object.entries(overrideModules).map(([path, module]) => [path.split('/')[1]!, module.resource]));

/** Every generated resource, or its hand-written override when one exists, behind its permission. */
export const resources: readonly SchemaResource[] = Object.entries(generatedResources).map(([entity, generated]) =>
  withPermissionGuard(overrides.get(entity) ?? generated),
);
