/**
 * The normalised model of one entity, produced by the generator from its JSON Schema
 * and shared by the server (routes, repositories, migrations) and the app (resources).
 */
export type Scope = 'global' | 'client' | 'plant' | 'element';

/** Column that carries each scope; the server fills it from the signed user's context. */
export const scopeColumns: Record<Exclude<Scope, 'global'>, string> = {
  client: 'cli_codigo',
  plant: 'plt_codigo',
  element: 'id_elemento',
};

/**
 * What a field is, decided once by the generator (generators/lib/field-kind.ts)
 * so lists, forms, validation and columns agree.
 */
export type FieldKind =
  | 'key'
  | 'string'
  | 'password'
  | 'email'
  | 'color'
  | 'date'
  | 'date-time'
  | 'hour-minute'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'flag' // 'S' / 'N'
  | 'bit' // 0 / 1
  | 'enum'
  | 'ref'
  | 'refs' // many-to-many, kept in a junction table
  | 'objects'; // nested array, or a free object, kept as JSON

export interface FieldModel {
  name: string;
  kind: FieldKind;
  label: string;
  required: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  /** Filled by the server from the request context (the entity's scope column). */
  scoped: boolean;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  enum?: readonly (string | number)[];
  default?: unknown;
  /** Resource name of the referenced entity, for 'ref' and 'refs'. */
  ref?: string;
  /** Columns that, with this field, must be unique; [] means unique on its own. */
  unique?: readonly string[];
  /** The sub-fields of an 'objects' field. */
  items?: readonly FieldModel[];
  maxItems?: number;
  /** Choices come from the menu ids of the permission map. */
  menuIdChoice?: boolean;
  /** Filled by the server on create (`x-fill`): the signed user's id, or the UTC time. */
  fill?: ServerFill;
}

export const serverFills = ['signed-user', 'now'] as const;
export type ServerFill = (typeof serverFills)[number];

export interface JunctionModel {
  field: string;
  table: string;
  ownerColumn: string;
  refColumn: string;
  refResource: string;
}

export interface EntityModel {
  /** The schema's $id, e.g. 'access-control/user'. */
  id: string;
  /** Short resource name, used by i18n keys: resources.<name>.fields.<field>. */
  name: string;
  /** API path below the product, e.g. 'CAC/entities/USUARIO'. */
  api: string;
  table: string;
  key: string;
  menu: string;
  /** Further menu ids that grant the same actions (`x-resource.alsoMenus`). */
  alsoMenus?: readonly string[];
  /** The page's path; absent for a data-only resource (an API without react-admin pages). */
  route?: string;
  scope: Scope;
  /** Field shown when a record is referenced elsewhere. */
  label: string;
  list: { columns: readonly string[]; sort: readonly [string, 'ASC' | 'DESC']; search: readonly string[] };
  fields: readonly FieldModel[];
  junctions: readonly JunctionModel[];
  /** The JSON Schema the validators are compiled from (vendor keywords kept). */
  schema: Record<string, unknown>;
  /**
   * An append-only journal (`x-resource.journal`, e.g. the activity log): every signed user may
   * create entries, nobody updates or deletes them, reading follows the menu permission.
   */
  journal?: true;
  /**
   * One record per scope (`x-resource.singleton`, e.g. the client's parameters): its page is one
   * form over that record, the scope column is unique, and the record is never deleted.
   */
  singleton?: true;
  /**
   * Context every module needs (`x-resource.readBy: "signed"`, e.g. the unit's period): any signed
   * user may read the rows of their scope without the page's menu permission; writes still need it.
   */
  readBySignedUsers?: true;
  /**
   * Pages that read these records without managing them (`x-resource.readBy: [menu ids]`, e.g. the
   * manual collector reads the collection groups): read permission on any of them grants read only.
   */
  readAlsoBy?: readonly string[];
}

export const crudActions = ['read', 'create', 'update', 'delete'] as const;
export type CrudAction = (typeof crudActions)[number];

/** One row of the generated permission map: menu id -> route -> resource -> grantable actions. */
export interface PermissionEntry {
  menuId: string;
  route: string;
  resource: string;
  api: string;
  actions: readonly CrudAction[];
}
