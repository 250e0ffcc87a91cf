import { Create } from 'react-admin';
import { TagGroupInputs } from '../../resources/tag-groups/TagGroupInputs.js';
import { useSaveFeedback } from '../../resources/useSaveFeedback.js';
import { manualCollection } from './group-collect-model.js';

const newGroup = { group_type: manualCollection };

/** The tag-group form with its type fixed to manual collection: the record holds it, no input shows it. */
export function GroupCollectCreate() {
  const mutationOptions = useSaveFeedback('global.success.messages.save');
  return (
    <Create record={newGroup} mutationOptions={mutationOptions}>
      <TagGroupInputs mode="create" fixedGroupType={manualCollection} />
    </Create>
  );
}
