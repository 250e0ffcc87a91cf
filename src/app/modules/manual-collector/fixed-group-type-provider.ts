import { HttpError, type DataProvider } from 'react-admin';

export interface FixedGroupType {
  /** The resource name this page uses (its route). */
  alias: string;
  /** The tag-groups resource it stands for. */
  target: string;
  groupType: string;
  /** The translated 404 message, for a group of another type opened by its id. */
  notFoundMessage: string;
}

/**
 * The tag-groups resource seen through one group type: under `alias`, lists are filtered to
 * `groupType`, creates and updates write it, and a group of another type is not found. Other
 * resources (the form's tag and user pickers) pass through.
 */
export function fixedGroupTypeProvider(base: DataProvider, { alias, target, groupType, notFoundMessage }: FixedGroupType): DataProvider {
  const to = (resource: string) => (resource === alias ? target : resource);
  const mine = (resource: string) => resource === alias;
  const typed = <T extends { filter?: object }>(resource: string, params: T): T =>
    mine(resource) ? { ...params, filter: { ...params.filter, group_type: groupType } } : params;
  const written = <T extends { data: object }>(resource: string, params: T): T =>
    mine(resource) ? { ...params, data: { ...params.data, group_type: groupType } } : params;
  return {
    getList: (resource, params) => base.getList(to(resource), typed(resource, params)),
    getOne: async (resource, params) => {
      const result = await base.getOne(to(resource), params);
      if (mine(resource) && result.data?.group_type !== groupType) throw new HttpError(notFoundMessage, 404);
      return result;
    },
    getMany: async (resource, params) => {
      const result = await base.getMany(to(resource), params);
      return mine(resource) ? { ...result, data: result.data.filter((record) => record.group_type === groupType) } : result;
    },
    getManyReference: (resource, params) => base.getManyReference(to(resource), typed(resource, params)),
    create: (resource, params) => base.create(to(resource), written(resource, params)),
    update: (resource, params) => base.update(to(resource), written(resource, params)),
    updateMany: (resource, params) => base.updateMany(to(resource), written(resource, params)),
    delete: (resource, params) => base.delete(to(resource), params),
    deleteMany: (resource, params) => base.deleteMany(to(resource), params),
  };
}
