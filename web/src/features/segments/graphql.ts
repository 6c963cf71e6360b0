import { graphql } from '../../__generated__/gql.ts';

// The row fragment (SegmentTable_segment) lives beside the table that reads it: components/SegmentTable.tsx.

export const SEGMENT_LIST = graphql(`
  query SegmentList($filter: SegmentFilter, $sort: SegmentSort, $page: Int, $pageSize: Int) {
    segments(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      nodes {
        ...SegmentTable_segment
      }
    }
  }
`);

export const SEGMENT_LIST_OPTIONS = graphql(`
  query SegmentListOptions {
    segmentTypes {
      id
      name
      label
    }
    viewer {
      email
      segmentFilterCompanies {
        code
        name
        alias
      }
    }
    companies {
      code
      name
      alias
    }
  }
`);

export const SEGMENT_EXPORT = graphql(`
  query SegmentExport($filter: SegmentFilter, $sort: SegmentSort, $page: Int, $pageSize: Int, $withAudiences: Boolean!) {
    segments(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      totalCount
      nodes {
        code
        name
        type {
          label
        }
        ownerCompany {
          code
          name
        }
        createdDate
        lastProcessDate
        uniqueUsers
        numAudiences
        shared
        audiences @include(if: $withAudiences) {
          id
          name
          description
          company {
            code
            name
          }
          platform {
            code
          }
          status {
            code
            date
          }
          sourceFileRowCount
          frequency
          updateDay
          startDate
          endDate
          lastProcessDate
          matchCount
        }
      }
    }
  }
`);

export const SEGMENT_SHARES = graphql(`
  query SegmentShares($code: ID!) {
    segment(code: $code) {
      code
      shares {
        id
        type
        value
        company {
          code
          name
          alias
        }
        createdDate
      }
    }
  }
`);

export const SEGMENT_REQUESTS = graphql(`
  query SegmentRequests($code: ID!) {
    segment(code: $code) {
      code
      requestDetails {
        id
        requestingCompany {
          code
          alias
          name
        }
        requestedBy
        reason
        status
        reviewedBy
        reviewedDate
        createdDate
      }
    }
  }
`);

export const USER_HAS_ROLE = graphql(`
  query UserHasRole($email: String!, $role: Role!) {
    userHasRole(email: $email, role: $role)
  }
`);

export const SHARE_SEGMENT = graphql(`
  mutation ShareSegment($code: ID!, $input: ShareSegmentInput!) {
    shareSegment(code: $code, input: $input) {
      ...SegmentTable_segment
    }
  }
`);

export const UNSHARE_SEGMENT = graphql(`
  mutation UnshareSegment($code: ID!, $sharingId: ID!) {
    unshareSegment(code: $code, sharingId: $sharingId) {
      ...SegmentTable_segment
    }
  }
`);

export const DUPLICATE_SEGMENT = graphql(`
  mutation DuplicateSegment($code: ID!, $name: String!) {
    duplicateSegment(code: $code, name: $name) {
      message
      segment {
        code
        name
      }
    }
  }
`);

export const DELETE_SEGMENT = graphql(`
  mutation DeleteSegment($code: ID!) {
    deleteSegment(code: $code) {
      code
      message
    }
  }
`);

export const SEGMENT_MERGE_USES = graphql(`
  query SegmentMergeUses($code: ID!) {
    segment(code: $code) {
      code
      usedInMerges {
        code
        name
        viewable
      }
    }
  }
`);
