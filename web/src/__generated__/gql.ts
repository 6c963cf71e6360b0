/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Home {\n    viewer {\n      email\n      accessibleCompanies {\n        code\n        name\n        alias\n        imageCount\n      }\n      company {\n        code\n        flags {\n          shareAction\n          gptImages\n          talononeCoupons\n          editSegment\n        }\n        adsAccounts {\n          technicalName\n          businessName\n          platforms\n        }\n      }\n    }\n    variableTypes {\n      id\n      name\n    }\n    reports {\n      id\n      title\n      type\n      description\n    }\n    myTables {\n      relativeResourceName\n      datasetId\n      objectId\n      isView\n      numRows\n      permissionExpirationDate\n    }\n  }\n": typeof types.HomeDocument,
    "\n  fragment SegmentRow on Segment {\n    code\n    name\n    description\n    screen\n    type {\n      id\n      name\n      label\n    }\n    ownerCompany {\n      code\n      name\n      alias\n    }\n    createdDate\n    lastProcessDate\n    uniqueUsers\n    numAudiences\n    shared\n    requested\n    editVisible\n    canEdit\n    editBlockedReason\n    canShare\n    canDelete\n    canDuplicate\n  }\n": typeof types.SegmentRowFragmentDoc,
    "\n  query SegmentList($filter: SegmentFilter, $sort: SegmentSort, $page: Int, $pageSize: Int) {\n    segments(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      nodes {\n        ...SegmentRow\n      }\n    }\n  }\n": typeof types.SegmentListDocument,
    "\n  query SegmentListOptions {\n    segmentTypes {\n      id\n      name\n      label\n    }\n    viewer {\n      email\n      accessibleCompanies {\n        code\n        name\n        alias\n      }\n    }\n    companies {\n      code\n      name\n      alias\n    }\n  }\n": typeof types.SegmentListOptionsDocument,
    "\n  query SegmentExport($filter: SegmentFilter, $sort: SegmentSort, $page: Int, $pageSize: Int, $withAudiences: Boolean!) {\n    segments(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      nodes {\n        code\n        name\n        type {\n          label\n        }\n        ownerCompany {\n          code\n          name\n        }\n        createdDate\n        lastProcessDate\n        uniqueUsers\n        numAudiences\n        shared\n        audiences @include(if: $withAudiences) {\n          name\n          description\n          companyName\n          platform\n          statusCode\n          statusDate\n          sourceFileRowCount\n          frequency\n          updateDateNumber\n          startDate\n          endDate\n          lastProcessDate\n          matchCount\n        }\n      }\n    }\n  }\n": typeof types.SegmentExportDocument,
    "\n  query SegmentShares($code: ID!) {\n    segment(code: $code) {\n      code\n      shares {\n        id\n        type\n        value\n        company {\n          code\n          name\n          alias\n        }\n        createdDate\n      }\n    }\n  }\n": typeof types.SegmentSharesDocument,
    "\n  query SegmentRequests($code: ID!) {\n    segment(code: $code) {\n      code\n      requestDetails {\n        id\n        requestingCompany {\n          code\n          alias\n          name\n        }\n        requestedBy\n        reason\n        status\n        reviewedBy\n        reviewedDate\n        createdDate\n      }\n    }\n  }\n": typeof types.SegmentRequestsDocument,
    "\n  query UserHasRole($email: String!, $role: Role!) {\n    userHasRole(email: $email, role: $role)\n  }\n": typeof types.UserHasRoleDocument,
    "\n  mutation ShareSegment($code: ID!, $input: ShareSegmentInput!) {\n    shareSegment(code: $code, input: $input) {\n      ...SegmentRow\n    }\n  }\n": typeof types.ShareSegmentDocument,
    "\n  mutation UnshareSegment($code: ID!, $sharingId: ID!) {\n    unshareSegment(code: $code, sharingId: $sharingId) {\n      ...SegmentRow\n    }\n  }\n": typeof types.UnshareSegmentDocument,
    "\n  mutation DuplicateSegment($code: ID!, $name: String!) {\n    duplicateSegment(code: $code, name: $name) {\n      message\n      segment {\n        code\n        name\n      }\n    }\n  }\n": typeof types.DuplicateSegmentDocument,
    "\n  mutation DeleteSegment($code: ID!) {\n    deleteSegment(code: $code) {\n      code\n      message\n    }\n  }\n": typeof types.DeleteSegmentDocument,
    "\n  query ShellViewer {\n    viewer {\n      email\n      name\n      roles\n      isRetailAnalyst\n      seesCompanyColumn\n      company {\n        code\n        name\n        alias\n        domain\n      }\n    }\n  }\n": typeof types.ShellViewerDocument,
};
const documents: Documents = {
    "\n  query Home {\n    viewer {\n      email\n      accessibleCompanies {\n        code\n        name\n        alias\n        imageCount\n      }\n      company {\n        code\n        flags {\n          shareAction\n          gptImages\n          talononeCoupons\n          editSegment\n        }\n        adsAccounts {\n          technicalName\n          businessName\n          platforms\n        }\n      }\n    }\n    variableTypes {\n      id\n      name\n    }\n    reports {\n      id\n      title\n      type\n      description\n    }\n    myTables {\n      relativeResourceName\n      datasetId\n      objectId\n      isView\n      numRows\n      permissionExpirationDate\n    }\n  }\n": types.HomeDocument,
    "\n  fragment SegmentRow on Segment {\n    code\n    name\n    description\n    screen\n    type {\n      id\n      name\n      label\n    }\n    ownerCompany {\n      code\n      name\n      alias\n    }\n    createdDate\n    lastProcessDate\n    uniqueUsers\n    numAudiences\n    shared\n    requested\n    editVisible\n    canEdit\n    editBlockedReason\n    canShare\n    canDelete\n    canDuplicate\n  }\n": types.SegmentRowFragmentDoc,
    "\n  query SegmentList($filter: SegmentFilter, $sort: SegmentSort, $page: Int, $pageSize: Int) {\n    segments(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      nodes {\n        ...SegmentRow\n      }\n    }\n  }\n": types.SegmentListDocument,
    "\n  query SegmentListOptions {\n    segmentTypes {\n      id\n      name\n      label\n    }\n    viewer {\n      email\n      accessibleCompanies {\n        code\n        name\n        alias\n      }\n    }\n    companies {\n      code\n      name\n      alias\n    }\n  }\n": types.SegmentListOptionsDocument,
    "\n  query SegmentExport($filter: SegmentFilter, $sort: SegmentSort, $page: Int, $pageSize: Int, $withAudiences: Boolean!) {\n    segments(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      nodes {\n        code\n        name\n        type {\n          label\n        }\n        ownerCompany {\n          code\n          name\n        }\n        createdDate\n        lastProcessDate\n        uniqueUsers\n        numAudiences\n        shared\n        audiences @include(if: $withAudiences) {\n          name\n          description\n          companyName\n          platform\n          statusCode\n          statusDate\n          sourceFileRowCount\n          frequency\n          updateDateNumber\n          startDate\n          endDate\n          lastProcessDate\n          matchCount\n        }\n      }\n    }\n  }\n": types.SegmentExportDocument,
    "\n  query SegmentShares($code: ID!) {\n    segment(code: $code) {\n      code\n      shares {\n        id\n        type\n        value\n        company {\n          code\n          name\n          alias\n        }\n        createdDate\n      }\n    }\n  }\n": types.SegmentSharesDocument,
    "\n  query SegmentRequests($code: ID!) {\n    segment(code: $code) {\n      code\n      requestDetails {\n        id\n        requestingCompany {\n          code\n          alias\n          name\n        }\n        requestedBy\n        reason\n        status\n        reviewedBy\n        reviewedDate\n        createdDate\n      }\n    }\n  }\n": types.SegmentRequestsDocument,
    "\n  query UserHasRole($email: String!, $role: Role!) {\n    userHasRole(email: $email, role: $role)\n  }\n": types.UserHasRoleDocument,
    "\n  mutation ShareSegment($code: ID!, $input: ShareSegmentInput!) {\n    shareSegment(code: $code, input: $input) {\n      ...SegmentRow\n    }\n  }\n": types.ShareSegmentDocument,
    "\n  mutation UnshareSegment($code: ID!, $sharingId: ID!) {\n    unshareSegment(code: $code, sharingId: $sharingId) {\n      ...SegmentRow\n    }\n  }\n": types.UnshareSegmentDocument,
    "\n  mutation DuplicateSegment($code: ID!, $name: String!) {\n    duplicateSegment(code: $code, name: $name) {\n      message\n      segment {\n        code\n        name\n      }\n    }\n  }\n": types.DuplicateSegmentDocument,
    "\n  mutation DeleteSegment($code: ID!) {\n    deleteSegment(code: $code) {\n      code\n      message\n    }\n  }\n": types.DeleteSegmentDocument,
    "\n  query ShellViewer {\n    viewer {\n      email\n      name\n      roles\n      isRetailAnalyst\n      seesCompanyColumn\n      company {\n        code\n        name\n        alias\n        domain\n      }\n    }\n  }\n": types.ShellViewerDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    viewer {\n      email\n      accessibleCompanies {\n        code\n        name\n        alias\n        imageCount\n      }\n      company {\n        code\n        flags {\n          shareAction\n          gptImages\n          talononeCoupons\n          editSegment\n        }\n        adsAccounts {\n          technicalName\n          businessName\n          platforms\n        }\n      }\n    }\n    variableTypes {\n      id\n      name\n    }\n    reports {\n      id\n      title\n      type\n      description\n    }\n    myTables {\n      relativeResourceName\n      datasetId\n      objectId\n      isView\n      numRows\n      permissionExpirationDate\n    }\n  }\n"): (typeof documents)["\n  query Home {\n    viewer {\n      email\n      accessibleCompanies {\n        code\n        name\n        alias\n        imageCount\n      }\n      company {\n        code\n        flags {\n          shareAction\n          gptImages\n          talononeCoupons\n          editSegment\n        }\n        adsAccounts {\n          technicalName\n          businessName\n          platforms\n        }\n      }\n    }\n    variableTypes {\n      id\n      name\n    }\n    reports {\n      id\n      title\n      type\n      description\n    }\n    myTables {\n      relativeResourceName\n      datasetId\n      objectId\n      isView\n      numRows\n      permissionExpirationDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SegmentRow on Segment {\n    code\n    name\n    description\n    screen\n    type {\n      id\n      name\n      label\n    }\n    ownerCompany {\n      code\n      name\n      alias\n    }\n    createdDate\n    lastProcessDate\n    uniqueUsers\n    numAudiences\n    shared\n    requested\n    editVisible\n    canEdit\n    editBlockedReason\n    canShare\n    canDelete\n    canDuplicate\n  }\n"): (typeof documents)["\n  fragment SegmentRow on Segment {\n    code\n    name\n    description\n    screen\n    type {\n      id\n      name\n      label\n    }\n    ownerCompany {\n      code\n      name\n      alias\n    }\n    createdDate\n    lastProcessDate\n    uniqueUsers\n    numAudiences\n    shared\n    requested\n    editVisible\n    canEdit\n    editBlockedReason\n    canShare\n    canDelete\n    canDuplicate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SegmentList($filter: SegmentFilter, $sort: SegmentSort, $page: Int, $pageSize: Int) {\n    segments(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      nodes {\n        ...SegmentRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query SegmentList($filter: SegmentFilter, $sort: SegmentSort, $page: Int, $pageSize: Int) {\n    segments(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      nodes {\n        ...SegmentRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SegmentListOptions {\n    segmentTypes {\n      id\n      name\n      label\n    }\n    viewer {\n      email\n      accessibleCompanies {\n        code\n        name\n        alias\n      }\n    }\n    companies {\n      code\n      name\n      alias\n    }\n  }\n"): (typeof documents)["\n  query SegmentListOptions {\n    segmentTypes {\n      id\n      name\n      label\n    }\n    viewer {\n      email\n      accessibleCompanies {\n        code\n        name\n        alias\n      }\n    }\n    companies {\n      code\n      name\n      alias\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SegmentExport($filter: SegmentFilter, $sort: SegmentSort, $page: Int, $pageSize: Int, $withAudiences: Boolean!) {\n    segments(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      nodes {\n        code\n        name\n        type {\n          label\n        }\n        ownerCompany {\n          code\n          name\n        }\n        createdDate\n        lastProcessDate\n        uniqueUsers\n        numAudiences\n        shared\n        audiences @include(if: $withAudiences) {\n          name\n          description\n          companyName\n          platform\n          statusCode\n          statusDate\n          sourceFileRowCount\n          frequency\n          updateDateNumber\n          startDate\n          endDate\n          lastProcessDate\n          matchCount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SegmentExport($filter: SegmentFilter, $sort: SegmentSort, $page: Int, $pageSize: Int, $withAudiences: Boolean!) {\n    segments(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n      totalCount\n      nodes {\n        code\n        name\n        type {\n          label\n        }\n        ownerCompany {\n          code\n          name\n        }\n        createdDate\n        lastProcessDate\n        uniqueUsers\n        numAudiences\n        shared\n        audiences @include(if: $withAudiences) {\n          name\n          description\n          companyName\n          platform\n          statusCode\n          statusDate\n          sourceFileRowCount\n          frequency\n          updateDateNumber\n          startDate\n          endDate\n          lastProcessDate\n          matchCount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SegmentShares($code: ID!) {\n    segment(code: $code) {\n      code\n      shares {\n        id\n        type\n        value\n        company {\n          code\n          name\n          alias\n        }\n        createdDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query SegmentShares($code: ID!) {\n    segment(code: $code) {\n      code\n      shares {\n        id\n        type\n        value\n        company {\n          code\n          name\n          alias\n        }\n        createdDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SegmentRequests($code: ID!) {\n    segment(code: $code) {\n      code\n      requestDetails {\n        id\n        requestingCompany {\n          code\n          alias\n          name\n        }\n        requestedBy\n        reason\n        status\n        reviewedBy\n        reviewedDate\n        createdDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query SegmentRequests($code: ID!) {\n    segment(code: $code) {\n      code\n      requestDetails {\n        id\n        requestingCompany {\n          code\n          alias\n          name\n        }\n        requestedBy\n        reason\n        status\n        reviewedBy\n        reviewedDate\n        createdDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserHasRole($email: String!, $role: Role!) {\n    userHasRole(email: $email, role: $role)\n  }\n"): (typeof documents)["\n  query UserHasRole($email: String!, $role: Role!) {\n    userHasRole(email: $email, role: $role)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareSegment($code: ID!, $input: ShareSegmentInput!) {\n    shareSegment(code: $code, input: $input) {\n      ...SegmentRow\n    }\n  }\n"): (typeof documents)["\n  mutation ShareSegment($code: ID!, $input: ShareSegmentInput!) {\n    shareSegment(code: $code, input: $input) {\n      ...SegmentRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnshareSegment($code: ID!, $sharingId: ID!) {\n    unshareSegment(code: $code, sharingId: $sharingId) {\n      ...SegmentRow\n    }\n  }\n"): (typeof documents)["\n  mutation UnshareSegment($code: ID!, $sharingId: ID!) {\n    unshareSegment(code: $code, sharingId: $sharingId) {\n      ...SegmentRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateSegment($code: ID!, $name: String!) {\n    duplicateSegment(code: $code, name: $name) {\n      message\n      segment {\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateSegment($code: ID!, $name: String!) {\n    duplicateSegment(code: $code, name: $name) {\n      message\n      segment {\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSegment($code: ID!) {\n    deleteSegment(code: $code) {\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSegment($code: ID!) {\n    deleteSegment(code: $code) {\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellViewer {\n    viewer {\n      email\n      name\n      roles\n      isRetailAnalyst\n      seesCompanyColumn\n      company {\n        code\n        name\n        alias\n        domain\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShellViewer {\n    viewer {\n      email\n      name\n      roles\n      isRetailAnalyst\n      seesCompanyColumn\n      company {\n        code\n        name\n        alias\n        domain\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;