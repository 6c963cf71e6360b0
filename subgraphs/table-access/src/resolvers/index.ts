import type { Resolvers } from '../__generated__/resolvers-types.ts';

export const resolvers: Resolvers = {
  Query: {
    myTables: (_root, { includeExpired }, { tableAccess }) => tableAccess.myTables(includeExpired ?? false),
    tableSearch: (_root, { text, domain, page, pageSize }, { tableAccess }) =>
      tableAccess.search({ text, domain: domain ?? undefined, page: page ?? 1, page_size: pageSize ?? 10 }),
    tableSearchDomains: (_root, _args, { tableAccess }) => tableAccess.domains(),
    warehouseTable: (_root, { relativeResourceName }, { tableAccess }) => tableAccess.table(relativeResourceName),
    tableStatus: (_root, { relativeResourceName }, { tableAccess }) => tableAccess.status(relativeResourceName),
    sandboxUseCases: (_root, { companyCode }, { tableAccess }) => tableAccess.useCases(companyCode),
    tableAccessRequests: (_root, { filter, page, pageSize }, { tableAccess }) =>
      tableAccess.requests({
        status: filter?.status ?? undefined,
        mine: filter?.mine ?? undefined,
        table: filter?.table ?? undefined,
        requested_by: filter?.requestedBy ?? undefined,
        state_date_from: filter?.stateDateFrom ?? undefined,
        state_date_to: filter?.stateDateTo ?? undefined,
        page: page ?? 1,
        page_size: pageSize ?? 10,
      }),
    tableAccessToday: (_root, _args, { tableAccess }) => tableAccess.today(),
  },
  Mutation: {
    requestTableAccess: (_root, { input }, { tableAccess }) =>
      tableAccess.requestAccess({ relative_resource_name: input.relativeResourceName, reason: input.reason, until_date: input.untilDate }),
    requestProductivize: (_root, { input }, { tableAccess }) =>
      tableAccess.requestProductivize({
        relative_resource_name: input.relativeResourceName,
        use_case: input.useCase,
        reason: input.reason,
      }),
    approveTableAccessRequest: (_root, { id, untilDate }, { tableAccess }) => tableAccess.accept(id, untilDate, 1),
    declineTableAccessRequest: (_root, { id }, { tableAccess }) => tableAccess.decline(id),
    updateTableAccessUntilDate: (_root, { id, untilDate }, { tableAccess }) => tableAccess.accept(id, untilDate, 3),
    setTableAccessTestClock: (_root, { today }, { tableAccess }) => tableAccess.setTestClock(today ?? null),
  },
  TableAccess: {
    relativeResourceName: (t) => t.relative_resource_name,
    projectId: (t) => t.project_id,
    datasetId: (t) => t.dataset_id,
    objectId: (t) => t.object_id,
    isView: (t) => t.is_view,
    permissionExpirationDate: (t) => t.permission_expiration_date,
    expired: (t) => t.expired ?? false,
    numRows: (t) => Number(t.num_rows),
  },
  WarehouseTable: {
    relativeResourceName: (t) => t.relative_resource_name,
    projectId: (t) => t.project_id,
    datasetId: (t) => t.dataset_id,
    tableId: (t) => t.table_id,
    isView: (t) => t.is_view,
    companyCode: (t) => t.company_code,
    numRows: (t) => Number(t.num_rows),
    creationTime: (t) => new Date(t.creation_time).toISOString(),
    permissionExpirationDate: (t) => t.permission_expiration_date,
  },
  TableSearchPage: { pageSize: (p) => p.page_size },
  TableDomain: { companyCode: (d) => d.company_code },
  TableStatusCheck: {
    relativeResourceName: (s) => s.relative_resource_name,
    permissionExpirationDate: (s) => s.permission_expiration_date,
    numRows: (s) => (s.num_rows === null ? null : Number(s.num_rows)),
  },
  SandboxUseCase: {
    useCase: (u) => u.use_case,
    processDate: (u) => u.process_date,
    numRows: (u) => Number(u.num_rows),
    companyCode: (u) => u.company_code,
  },
  TableAccessAuditEntry: {
    before: (a) => (a.before === null || a.before === undefined ? null : JSON.stringify(a.before)),
    after: (a) => JSON.stringify(a.after ?? {}),
  },
  TableAccessRequest: {
    requestedBy: (r) => r.requested_by,
    requestingCompanyCode: (r) => r.requesting_company_code,
    useCase: (r) => r.use_case,
    stateDate: (r) => r.state_date,
    untilDate: (r) => r.until_date,
    reviewedBy: (r) => r.reviewed_by,
    canDecide: (r) => r.can_decide,
    canUpdateUntilDate: (r) => r.can_update_until_date,
    auditTrail: (r) => r.audit,
  },
  TableAccessRequestPage: { pageSize: (p) => p.page_size },
};
