import type { TableDef } from '../../domain/entities/table-model.js';
import { serverModules } from '../modules/index.js';

/**
 * The tables the schemas do not describe, each declared by the module that owns it (`tables` in its
 * plugin.ts), in the order of `modules/index.ts`. They only reference tables generated from
 * `schemas/`, which are created first, so their order among themselves does not matter.
 */
export const moduleTables: readonly TableDef[] = serverModules.flatMap((module) => module.tables ?? []);
