import { BulkDeleteButton, CreateButton, Datagrid, ExportButton, List, SearchInput, TopToolbar } from 'react-admin';
import { ListLoadError } from '../../errors/ListLoadError.js';
import { keyed, widgetOf } from '../field-widgets.js';
import { ListPagination } from '../ListPagination.js';
import { RulesField } from './RulesField.js';
import { ruleSetModel } from './rule-set-fields.js';

const [sortField, sortOrder] = ruleSetModel.list.sort;

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton />
      <ExportButton />
    </TopToolbar>
  );
}

/** The x-list columns of the generated list, the rules shown by their short names. */
export function RuleSetList() {
  const columns = ruleSetModel.list.columns.map((name) => ruleSetModel.fields.find((field) => field.name === name)!);
  return (
    <List
      sort={{ field: sortField, order: sortOrder }}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      actions={<ListActions />}
      perPage={25}
      pagination={<ListPagination />}
      error={<ListLoadError />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        {columns.map((field) =>
          field.name === 'rules' ? (
            <RulesField key={field.name} source="rules" label={field.label} sortable={false} />
          ) : (
            keyed(widgetOf(field).display(), field.name)
          ),
        )}
      </Datagrid>
    </List>
  );
}
