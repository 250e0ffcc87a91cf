import { useContext, useMemo } from 'react';
import { Route, Routes } from 'react-router';
import {
  DataProviderContext,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  useResourceDefinitions,
  useTranslate,
  type DataProvider,
} from 'react-admin';
import { SchemaList } from '../../resources/SchemaList.js';
import { fixedGroupTypeProvider } from './fixed-group-type-provider.js';
import { GroupCollectCreate } from './GroupCollectCreate.js';
import { GroupCollectEdit } from './GroupCollectEdit.js';
import { groupCollectResource, groupListModel, manualCollection, tagGroupModel, tagGroupsResource } from './group-collect-model.js';

/**
 * `/settings/manual-collector/group-collect`: the tag groups of type manual collection, with the
 * generic list and the tag-group form (rules validated in place) without its type input. The page is a resource of its own name, served by the tag-groups API
 * with the type fixed, so its links (create, edit, back to the list) stay under this route.
 */
export default function GroupCollectPage() {
  const translate = useTranslate();
  const base = useContext(DataProviderContext) as DataProvider;
  const definitions = useResourceDefinitions();
  const provider = useMemo(
    () =>
      fixedGroupTypeProvider(base, {
        alias: groupCollectResource,
        target: tagGroupsResource,
        groupType: manualCollection,
        notFoundMessage: translate('global.error.messages.notFound'),
      }),
    [base, translate],
  );
  const withPage = useMemo(
    () => ({
      ...definitions,
      [groupCollectResource]: {
        name: groupCollectResource,
        hasList: true,
        hasCreate: true,
        hasEdit: true,
        hasShow: false,
        recordRepresentation: tagGroupModel.label,
        options: { label: 'dataEntry.groupCollect.name', entity: tagGroupModel.name },
      },
    }),
    [definitions],
  );
  return (
    <DataProviderContext.Provider value={provider}>
      <ResourceDefinitionContextProvider definitions={withPage}>
        <ResourceContextProvider value={groupCollectResource}>
          <Routes>
            <Route index element={<SchemaList model={groupListModel} />} />
            <Route path="create" element={<GroupCollectCreate />} />
            <Route path=":id" element={<GroupCollectEdit />} />
          </Routes>
        </ResourceContextProvider>
      </ResourceDefinitionContextProvider>
    </DataProviderContext.Provider>
  );
}
