import { ApiError, validationFailed } from '../../core/api-error.js';
import type { DeleteContext, HooksOf, RecordOf, WriteContext } from '../entities/entity-hooks-types.js';
import { alarmReferenceErrors, calculationInputErrors, listOf, removedTagsWithAlarms, ruleErrors, type AlarmReference, type GroupRule } from './group-rules.js';
import { plantTags, tagsModelOf } from './tag-plant-tags.js';

export const massEnergyBalanceLocked = () => new ApiError(409, 'GROUP_LOCKED', 'tags.groups.massEnergyBalanceLocked');
export const groupHasRules = () => new ApiError(409, 'GROUP_HAS_RULES', 'tags.groups.hasRules');
export const tagHasAlarm = () => new ApiError(409, 'TAG_HAS_ALARM', 'tags.groups.tagHasAlarm');

const isAlarmGroup = (group: Record<string, unknown>) => group.group_type === 'alarm_management';

async function beforeWrite({ db, catalog, scope, current, next }: WriteContext<RecordOf<'tag-groups'>>): Promise<void> {
  if (current?.mass_energy_balance === true) throw massEnergyBalanceLocked();
  const tagIds = listOf<number>(next.tags);
  if (current && isAlarmGroup(current) && removedTagsWithAlarms(current, tagIds).length) throw tagHasAlarm();
  const plantId = scope.unit?.plt_codigo;
  const tags = plantId === undefined || !tagIds.length ? [] : await plantTags(db, tagsModelOf(catalog), plantId);
  const inGroup = new Set(tagIds);
  const groupTags = new Map(tags.filter((tag) => inGroup.has(tag.id_tag)).map((tag) => [tag.id_tag, tag.code]));
  const errors = {
    ...calculationInputErrors(tagIds, tags),
    ...ruleErrors(listOf<GroupRule>(next.rules), groupTags),
    ...alarmReferenceErrors(next.group_type, listOf<AlarmReference>(next.alarm_references), tagIds),
  };
  if (Object.keys(errors).length) throw validationFailed(errors);
}

async function beforeDelete({ current }: DeleteContext<RecordOf<'tag-groups'>>): Promise<void> {
  if (current.mass_energy_balance === true) throw massEnergyBalanceLocked();
  if (listOf(current.rules).length) throw groupHasRules();
}

/** Business-modules section 5, "Tags and groups": the rules of a tag group. */
export const groupHooks: HooksOf<'tag-groups'> = { beforeWrite, beforeDelete };
