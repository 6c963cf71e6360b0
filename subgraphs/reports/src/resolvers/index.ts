import type { ReportType, Resolvers } from '../__generated__/resolvers-types.ts';

const iso = (value: string) => new Date(value).toISOString();

export const resolvers: Resolvers = {
  Query: {
    reports: (_root, { module }, { reports }) => reports.listByModule(module ?? 'audience-management-campaign'),
  },
  Report: {
    id: (r) => String(r.id),
    type: (r) => r.type.toUpperCase() as ReportType,
    allPermission: (r) => r.all_permission,
    createdDate: (r) => iso(r.created_date),
    updatedDate: (r) => iso(r.updated_date),
  },
};
