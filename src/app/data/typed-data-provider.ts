/**
 * react-admin's data provider typed by resource: `getList('settings/tags', …)` answers `Tag`
 * records (the generated entity types, plus the `id` the provider adds from the key), so a field
 * renamed in a schema breaks the type check wherever the app reads it.
 */
import {
  useDataProvider,
  useGetList,
  useGetMany,
  useGetOne,
  useRecordContext,
  type CreateParams,
  type CreateResult,
  type DataProvider,
  type DeleteParams,
  type DeleteResult,
  type GetListParams,
  type GetListResult,
  type GetManyParams,
  type GetManyResult,
  type GetOneParams,
  type GetOneResult,
  type Identifier,
  type UpdateParams,
  type UpdateResult,
  type UseGetListOptions,
  type UseGetManyOptions,
  type UseGetOneOptions,
} from 'react-admin';
import type { ResourceRecords } from '../../generated/data-provider-map.js';
import type { EntityRecords } from '../../generated/types.js';

export type ResourceName = keyof ResourceRecords;

/** A record of a resource as react-admin holds it: the schema's fields and `id`. */
export type RecordOf<R extends ResourceName> = ResourceRecords[R] & { id: Identifier };

type Typed<R extends ResourceName> = RecordOf<R>;

export interface TypedDataProvider {
  getList<R extends ResourceName>(resource: R, params: GetListParams): Promise<GetListResult<Typed<R>>>;
  getOne<R extends ResourceName>(resource: R, params: GetOneParams<Typed<R>>): Promise<GetOneResult<Typed<R>>>;
  getMany<R extends ResourceName>(resource: R, params: GetManyParams<Typed<R>>): Promise<GetManyResult<Typed<R>>>;
  create<R extends ResourceName>(resource: R, params: CreateParams<ResourceRecords[R]>): Promise<CreateResult<Typed<R>>>;
  update<R extends ResourceName>(resource: R, params: UpdateParams<Typed<R>>): Promise<UpdateResult<Typed<R>>>;
  delete<R extends ResourceName>(resource: R, params: DeleteParams<Typed<R>>): Promise<DeleteResult<Typed<R>>>;
}

/** The app's data provider seen through its resource types (the records it answers are those of the map). */
export const typedDataProvider = (dataProvider: DataProvider): TypedDataProvider => dataProvider as unknown as TypedDataProvider;

export const useTypedDataProvider = (): TypedDataProvider => typedDataProvider(useDataProvider());

/** The record of the surrounding form, list row or show page of resource `R`. */
export const useResourceRecord = <R extends ResourceName>(_resource: R): Typed<R> | undefined => useRecordContext<Typed<R>>();

export const useResourceList = <R extends ResourceName>(resource: R, params?: Partial<GetListParams>, options?: UseGetListOptions<Typed<R>>) =>
  useGetList<Typed<R>>(resource, params, options);

export const useResourceMany = <R extends ResourceName>(resource: R, params: Partial<GetManyParams<Typed<R>>>, options?: UseGetManyOptions<Typed<R>>) =>
  useGetMany<Typed<R>>(resource, params, options);

export const useResourceOne = <R extends ResourceName>(resource: R, params: Partial<GetOneParams<Typed<R>>>, options?: UseGetOneOptions<Typed<R>>) =>
  useGetOne<Typed<R>>(resource, params, options);

/** A field name of an entity's generated record type (`EntityField<'tags'>` is `'code' | 'description' | …`). */
export type EntityField<E extends keyof EntityRecords> = keyof EntityRecords[E] & string;
