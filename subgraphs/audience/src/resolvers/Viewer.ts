import { isRole, isRetailAnalyst, seesCompanyColumn, type Role } from '@inca/domain';
import type { ViewerResolvers, Role as GraphQLRole } from '../__generated__/resolvers-types.ts';
import type { ViewerDto } from '../rest/models.ts';

const identityOf = (viewer: ViewerDto) => ({ roles: viewer.roles.filter(isRole), companyCode: viewer.company.code });

export const roleToGraphQL = (role: Role): GraphQLRole => role.toUpperCase() as GraphQLRole;

export const Viewer: ViewerResolvers = {
  roles: (viewer) => viewer.roles.filter(isRole).map(roleToGraphQL),
  company: (viewer) => viewer.company,
  isRetailAnalyst: (viewer) => isRetailAnalyst(identityOf(viewer)),
  seesCompanyColumn: (viewer) => seesCompanyColumn(identityOf(viewer)),
  accessibleCompanies: (_viewer, _args, { audienceManagement }) => audienceManagement.accessibleCompanies(),
  segmentFilterCompanies: (_viewer, _args, { audienceManagement }) => audienceManagement.segmentFilterCompanies(),
};
