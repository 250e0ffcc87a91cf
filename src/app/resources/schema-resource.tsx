import type { ComponentType } from 'react';
import type { EntityModel } from '../../domain/entities/entity-model.js';
import { resourceNameOf } from './resource-names.js';
import { SchemaList } from './SchemaList.js';
import { SchemaCreate } from './SchemaCreate.js';
import { SchemaEdit } from './SchemaEdit.js';
import { SchemaShow } from './SchemaShow.js';
import { SchemaSingleton } from './SchemaSingleton.js';

/** Plain resource data, spread into <Resource {...resource} />. */
export interface SchemaResource {
  name: string;
  list: ComponentType;
  /** Absent for a journal (the activity log): its entries are never written from a form. */
  create?: ComponentType;
  edit?: ComponentType;
  show: ComponentType;
  recordRepresentation: string;
  options: { label: string; entity: string };
}

/** The generated react-admin resource of an entity; src/generated/resources.ts calls it per entity. */
export function schemaResource(model: EntityModel): SchemaResource {
  if (model.singleton) return singletonResource(model);
  return {
    name: resourceNameOf(model),
    list: function GeneratedList() {
      return <SchemaList model={model} />;
    },
    ...(model.journal
      ? {}
      : {
          create: function GeneratedCreate() {
            return <SchemaCreate model={model} />;
          },
          edit: function GeneratedEdit() {
            return <SchemaEdit model={model} />;
          },
        }),
    show: function GeneratedShow() {
      return <SchemaShow model={model} />;
    },
    recordRepresentation: model.label,
    options: { label: `resources.${model.name}.name`, entity: model.name },
  };
}

/** A singleton's one page (its list route) is the form of its one record; it has no list, create or show of its own. */
function singletonResource(model: EntityModel): SchemaResource {
  const page = function GeneratedSingleton() {
    return <SchemaSingleton model={model} />;
  };
  return {
    name: resourceNameOf(model),
    list: page,
    show: page,
    recordRepresentation: model.label,
    options: { label: `resources.${model.name}.name`, entity: model.name },
  };
}
