import type { Resolvers } from '../__generated__/resolvers-types.ts';

export const resolvers: Resolvers = {
  Query: {
    myTables: (_root, _args, { tableAccess }) => tableAccess.myTables(),
  },
  TableAccess: {
    relativeResourceName: (t) => t.relative_resource_name,
    projectId: (t) => t.project_id,
    datasetId: (t) => t.dataset_id,
    objectId: (t) => t.object_id,
    isView: (t) => t.is_view,
    permissionExpirationDate: (t) => t.permission_expiration_date,
    numRows: (t) => Number(t.num_rows),
  },
};
