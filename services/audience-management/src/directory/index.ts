// The directory module: companies, their flags and ads accounts, users and the caller's company scope.
export { directoryRoutes } from './routes.ts';
export { seedDirectory } from './seed.ts';
export {
  companiesInScope,
  companyAccessCodes,
  findAdsAccounts,
  findCompanies,
  findCompanyFlags,
  findUser,
  scopeOf,
  type AdsAccountRow,
  type CompanyFlagsRow,
  type CompanyRow,
  type DirectoryUser,
} from './repository.ts';
