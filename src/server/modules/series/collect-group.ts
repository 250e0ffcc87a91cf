import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { Db } from '../../db/create-database.js';
import { findRecord } from '../entities/entity-reads.js';
import { scopeCondition, type AccessScope } from '../access/access-scope.js';
import { rulesOf, type GroupRule } from './collect-rules.js';

export interface CollectGroup {
  id_tag_group: number;
  isManualCollection: boolean;
  active: boolean;
  users: number[];
  /** The group's tags; null while the group schema has no tags field (then any plant tag may be entered). */
  tagIds: number[] | null;
  rules: GroupRule[];
}

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/** A tag group of the current unit as manual collection reads it; undefined when the unit has no such group. */
export async function loadCollectGroup(db: Db, groups: EntityModel, scope: AccessScope, id: number): Promise<CollectGroup | undefined> {
  const record = await findRecord(db, groups, id, scopeCondition(groups, scope));
  if (!record) return undefined;
  const hasTags = groups.fields.some((field) => field.name === 'tags');
  return {
    id_tag_group: id,
    isManualCollection: record.group_type === 'manual_collection',
    active: record.active !== false,
    users: ids(record.users),
    tagIds: hasTags ? ids(record.tags) : null,
    rules: rulesOf(record.rules),
  };
}
