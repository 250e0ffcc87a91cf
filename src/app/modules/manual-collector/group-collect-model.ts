import { entities } from '../../../generated/entities.js';
import type { EntityModel } from '../../../domain/entities/entity-model.js';
import { resourceNameOf } from '../../resources/resource-names.js';

/** The tag-group entity, which this page shows through the manual_collection type. */
export const tagGroupModel = (entities as Record<string, EntityModel>)['tag-groups']!;

export const groupCollectPath = '/settings/manual-collector/group-collect';
/** The page's resource name: its route, so react-admin's links (create, edit, back to list) stay on this page. */
export const groupCollectResource = groupCollectPath.slice(1);
export const tagGroupsResource = resourceNameOf(tagGroupModel);
export const manualCollection = 'manual_collection';

/** Fields that mean nothing for a manual collection group: its fixed type, alarm references, the balance flag. */
const notForCollection = ['group_type', 'alarm_references', 'mass_energy_balance'];

/** The list's model: the tag-group entity without those fields as columns or filters. */
export const groupListModel: EntityModel = { ...tagGroupModel, fields: tagGroupModel.fields.filter((field) => !notForCollection.includes(field.name)) };
