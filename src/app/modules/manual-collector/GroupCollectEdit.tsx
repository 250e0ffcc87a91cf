import { Edit } from 'react-admin';
import { TagGroupInputs } from '../../resources/tag-groups/TagGroupInputs.js';
import { useSaveFeedback } from '../../resources/useSaveFeedback.js';
import { manualCollection } from './group-collect-model.js';

/** Pessimistic like the tag-group page, so the server's refusals show before leaving the form. */
export function GroupCollectEdit() {
  const mutationOptions = useSaveFeedback('global.success.messages.update');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <TagGroupInputs mode="update" fixedGroupType={manualCollection} />
    </Edit>
  );
}
