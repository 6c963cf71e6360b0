import { graphql } from '../../__generated__/gql.ts';

// ---- Solicitar Acceso: catalogue search and table requests (table-access subgraph) ----

export const TABLE_SEARCH_DOMAINS = graphql(`
  query TableSearchDomains {
    tableSearchDomains {
      domain
      companyCode
      label
    }
  }
`);

export const TABLE_SEARCH = graphql(`
  query TableSearch($text: String!, $domain: String, $page: Int) {
    tableSearch(text: $text, domain: $domain, page: $page, pageSize: 10) {
      total
      page
      pageSize
      items {
        rank
        table {
          ...TableResult_table
        }
      }
    }
  }
`);

export const TABLE_RESULT_FIELDS = graphql(`
  fragment TableResult_table on WarehouseTable {
    relativeResourceName
    projectId
    datasetId
    tableId
    isView
    domain
    companyCode
    description
    tags
    numRows
    creationTime
    access
    permissionExpirationDate
    fields {
      name
      type
    }
  }
`);

export const REQUEST_TABLE_ACCESS = graphql(`
  mutation RequestTableAccess($input: RequestTableAccessInput!) {
    requestTableAccess(input: $input) {
      id
      status
      untilDate
      table {
        relativeResourceName
        access
      }
    }
  }
`);

export const TABLE_ACCESS_REQUESTS = graphql(`
  query TableAccessRequests($filter: TableAccessRequestFilter, $page: Int) {
    tableAccessRequests(filter: $filter, page: $page, pageSize: 10) {
      total
      page
      pageSize
      items {
        id
        kind
        requestedBy
        requestingCompanyCode
        reason
        useCase
        status
        stateDate
        untilDate
        reviewedBy
        canDecide
        canUpdateUntilDate
        table {
          relativeResourceName
          projectId
          datasetId
          tableId
          isView
          domain
          companyCode
        }
        auditTrail {
          action
          actor
          at
          before
          after
        }
      }
    }
  }
`);

export const APPROVE_TABLE_REQUEST = graphql(`
  mutation ApproveTableAccessRequest($id: ID!, $untilDate: String!) {
    approveTableAccessRequest(id: $id, untilDate: $untilDate) {
      id
      status
      untilDate
    }
  }
`);

export const DECLINE_TABLE_REQUEST = graphql(`
  mutation DeclineTableAccessRequest($id: ID!) {
    declineTableAccessRequest(id: $id) {
      id
      status
    }
  }
`);

export const UPDATE_TABLE_REQUEST = graphql(`
  mutation UpdateTableAccessUntilDate($id: ID!, $untilDate: String!) {
    updateTableAccessUntilDate(id: $id, untilDate: $untilDate) {
      id
      status
      untilDate
    }
  }
`);

// ---- Exception screen: segment access requests, restrictions (audience subgraph) ----

export const EXCEPTION_ACCESS = graphql(`
  query ExceptionAccess {
    exceptionAccess {
      configuration
      requests
      requestException
    }
  }
`);

export const AUDIT_ENTRY_FIELDS = graphql(`
  fragment AuditEntry_entry on AccessAuditEntry {
    action
    actor
    at
    before
    after
  }
`);

export const ACCESS_REQUESTS = graphql(`
  query AccessRequests($filter: AccessRequestFilter, $page: Int) {
    accessRequests(filter: $filter, page: $page, pageSize: 10) {
      total
      page
      pageSize
      items {
        ...AccessRequestRow_request
      }
    }
  }
`);

export const ACCESS_REQUEST_ROW = graphql(`
  fragment AccessRequestRow_request on AccessRequest {
    id
    requestingCompany {
      code
      name
      alias
    }
    requestedBy
    requestedCompany {
      code
      name
      alias
    }
    stateDate
    untilDate
    status
    segmentCode
    segmentName
    segmentTypeId
    reviewedBy
    canDecide
    canUpdateUntilDate
    auditTrail {
      ...AuditEntry_entry
    }
  }
`);

export const REQUEST_FILTER_OPTIONS = graphql(`
  query RequestFilterOptions {
    companies {
      code
      name
      alias
    }
  }
`);

export const APPROVE_ACCESS_REQUEST = graphql(`
  mutation ApproveAccessRequest($id: ID!, $untilDate: String!) {
    approveAccessRequest(id: $id, untilDate: $untilDate) {
      ...AccessRequestRow_request
    }
  }
`);

export const DECLINE_ACCESS_REQUEST = graphql(`
  mutation DeclineAccessRequest($id: ID!) {
    declineAccessRequest(id: $id) {
      ...AccessRequestRow_request
    }
  }
`);

export const UPDATE_ACCESS_REQUEST = graphql(`
  mutation UpdateAccessRequestUntilDate($id: ID!, $untilDate: String!) {
    updateAccessRequestUntilDate(id: $id, untilDate: $untilDate) {
      ...AccessRequestRow_request
    }
  }
`);

export const APPROVE_ACCESS_REQUESTS = graphql(`
  mutation ApproveAccessRequests($ids: [ID!]!, $untilDate: String!) {
    approveAccessRequests(ids: $ids, untilDate: $untilDate) {
      ...AccessRequestRow_request
    }
  }
`);

export const DECLINE_ACCESS_REQUESTS = graphql(`
  mutation DeclineAccessRequests($ids: [ID!]!) {
    declineAccessRequests(ids: $ids) {
      ...AccessRequestRow_request
    }
  }
`);

export const REQUESTABLE_SEGMENTS = graphql(`
  query RequestableSegments($search: String) {
    requestableSegments(search: $search) {
      code
      name
      typeId
      ownerCompany {
        code
        name
        alias
      }
    }
    viewer {
      email
      accessibleCompanies {
        code
        name
        alias
      }
    }
  }
`);

export const CREATE_ACCESS_REQUEST = graphql(`
  mutation CreateAccessRequest($input: CreateAccessRequestInput!) {
    createAccessRequest(input: $input) {
      id
    }
  }
`);

export const COMPANY_RESTRICTIONS = graphql(`
  query CompanyRestrictions {
    companyRestrictions {
      company {
        code
        name
        alias
      }
      restrictedCompanies {
        code
        alias
      }
      auditTrail {
        ...AuditEntry_entry
      }
    }
    companies {
      code
      name
      alias
    }
  }
`);

export const SAVE_COMPANY_RESTRICTION = graphql(`
  mutation SaveCompanyRestriction($companyCode: ID!, $restrictedCompanyCodes: [ID!]!) {
    saveCompanyRestriction(companyCode: $companyCode, restrictedCompanyCodes: $restrictedCompanyCodes) {
      company {
        code
      }
      restrictedCompanies {
        code
        alias
      }
      auditTrail {
        ...AuditEntry_entry
      }
    }
  }
`);

export const ATTRIBUTE_RESTRICTION = graphql(`
  query AttributeRestriction($companyCode: ID!) {
    attributeRestriction(companyCode: $companyCode) {
      attributeIds
    }
    attributeRestrictionCatalogue {
      name
      attributes {
        id
        businessName
        groupName
      }
    }
  }
`);

export const SAVE_ATTRIBUTE_RESTRICTION = graphql(`
  mutation SaveAttributeRestriction($companyCode: ID!, $attributeIds: [Int!]!) {
    saveAttributeRestriction(companyCode: $companyCode, attributeIds: $attributeIds) {
      attributeIds
    }
  }
`);
