import {
  BulkDeleteButton,
  CreateButton,
  DatagridConfigurable,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  SelectColumnsButton,
  TopToolbar,
} from 'react-admin';
import type { EntityModel } from '../../domain/entities/entity-model.js';
import { keyed, widgetOf } from './field-widgets.js';
import { ListLoadError } from '../errors/ListLoadError.js';
import { ListPagination } from './ListPagination.js';

export interface SchemaListProps {
  model: EntityModel;
  /** Fields never offered as columns. */
  omit?: readonly string[];
}

function ListActions() {
  return (
    <TopToolbar>
      <SelectColumnsButton />
      <FilterButton />
      <CreateButton />
      <ExportButton />
    </TopToolbar>
  );
}

/**
 * The x-list columns first (the other fields can be shown with the columns button), the default
 * sort, a `q` search plus filters per enum/flag/boolean/ref field, CSV export, row click to edit.
 */
export function SchemaList({ model, omit = [] }: SchemaListProps) {
  const { columns, sort } = model.list;
  const offered = model.fields.filter((f) => !omit.includes(f.name) && widgetOf(f).display());
  const ordered = [...columns.map((name) => offered.find((f) => f.name === name)!).filter(Boolean), ...offered.filter((f) => !columns.includes(f.name))];
  const hidden = ordered.filter((f) => !columns.includes(f.name)).map((f) => f.name);
  const filters = [<SearchInput key="q" source="q" alwaysOn />, ...model.fields.map((f) => keyed(widgetOf(f).filter(), f.name)).filter((el) => el !== null)];
  return (
    <List
      sort={{ field: sort[0], order: sort[1] }}
      filters={filters}
      actions={<ListActions />}
      perPage={25}
      pagination={<ListPagination />}
      error={<ListLoadError />}
    >
      <DatagridConfigurable rowClick="edit" omit={hidden} bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
        {ordered.map((field) => keyed(widgetOf(field).display(), field.name))}
      </DatagridConfigurable>
    </List>
  );
}
