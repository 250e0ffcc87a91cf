import { Edit, useRecordContext } from 'react-admin';
import { entities } from '../../../generated/entities.js';
import { useAccessControl } from '../../navigation/useAccessControl.js';
import { SchemaInputs } from '../SchemaInputs.js';
import { useSaveFeedback } from '../useSaveFeedback.js';
import { GroupMotives, type MotiveRights } from './GroupMotives.js';

/** Motives are a data-only resource governed by the motive groups page (its schema's menu). */
function useMotiveRights(): MotiveRights {
  const { isAdmin, permissions } = useAccessControl();
  const grant = permissions[entities.motives.menu];
  return { create: isAdmin || grant?.create === true, update: isAdmin || grant?.update === true, delete: isAdmin || grant?.delete === true };
}

function RecordMotives() {
  const group = useRecordContext();
  const rights = useMotiveRights();
  return group ? <GroupMotives groupId={Number(group.id)} rights={rights} /> : null;
}

/** The group's generated form, then its motives. */
export function MotiveGroupEdit() {
  const mutationOptions = useSaveFeedback('global.success.messages.update');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <SchemaInputs model={entities['motive-groups']} mode="update" />
      <RecordMotives />
    </Edit>
  );
}
