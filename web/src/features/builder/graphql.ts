import { graphql } from '../../__generated__/gql.ts';

export const CATALOGUE = graphql(`
  query SegmentCatalogue($companyCode: ID!, $segmentCode: ID) {
    segmentCatalogue(companyCode: $companyCode, segmentCode: $segmentCode) {
      categories {
        name
        attributes {
          id
          category
          groupName
          businessName
          technicalName
          type
          min
          max
          options {
            id
            value
            name
            tooltip
            parentId
          }
          dependent {
            attributeId
            orCondition
          }
          requiredAnd
          requiredOr
        }
      }
      mergeTypes {
        value
        label
      }
    }
  }
`);

export const PREVIEW_FIELDS = graphql(`
  fragment PreviewFields on SegmentPreview {
    previewId
    uniqueUsers
    uniqueUsersWithContact
    uniqueUsersWithAdvertising
    uniqueUsersWithContactRestricted
    lowContactable
    companyPercentages {
      company {
        code
        name
        alias
      }
      percentage
      count
    }
    contactRestrictedByCompany {
      company {
        code
        alias
      }
      percentage
    }
  }
`);

export const PREVIEW_SEGMENT = graphql(`
  mutation PreviewSegment($input: SegmentPreviewInput!) {
    previewSegment(input: $input) {
      ...PreviewFields
    }
  }
`);

export const CREATE_SEGMENT = graphql(`
  mutation CreateSegment($input: SaveSegmentInput!) {
    createSegment(input: $input) {
      code
      name
    }
  }
`);

export const UPDATE_SEGMENT = graphql(`
  mutation UpdateSegment($code: ID!, $input: SaveSegmentInput!) {
    updateSegment(code: $code, input: $input) {
      code
      name
    }
  }
`);

export const SEGMENT_FOR_BUILDER = graphql(`
  query SegmentForBuilder($code: ID!) {
    segment(code: $code) {
      code
      name
      description
      screen
      requested
      shared
      editVisible
      canEdit
      editBlockedReason
      ownerCompany {
        code
        name
        alias
      }
      ...SegmentUsage_segment
      definition {
        typeName
        mergeType
        unavailableSegments {
          code
          name
        }
        segmentA {
          code
          name
        }
        segmentB {
          code
          name
        }
        attributes {
          id
          values
          value
          lower
          upper
          symbol
        }
        preview {
          ...PreviewFields
        }
      }
    }
  }
`);

export const MERGE_OPTIONS = graphql(`
  query MergeOptions($type: AudienceSegmentType!) {
    mergeOptions(type: $type) {
      code
      name
    }
  }
`);

export const BUILDER_OPTIONS = graphql(`
  query BuilderOptions {
    viewer {
      email
      accessibleCompanies {
        code
        name
        alias
      }
      company {
        code
        flags {
          retailPurchasePrediction
        }
      }
    }
  }
`);
