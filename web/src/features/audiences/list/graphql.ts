import { graphql } from '../../../__generated__/gql.ts';

// The row fragment (AudienceTable_audience) lives beside the table that reads it: components/AudienceTable.tsx.

export const AUDIENCE_LIST = graphql(`
  query AudienceList($filter: AudienceFilter, $sort: AudienceSort, $page: Int, $pageSize: Int) {
    audiences(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      nodes {
        ...AudienceTable_audience
      }
    }
  }
`);

export const AUDIENCE_LIST_OPTIONS = graphql(`
  query AudienceListOptions {
    audienceStates {
      code
      name
      description
    }
    audiencePlatforms {
      code
      name
    }
    audienceFrequencies {
      value
      code
      name
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

export const AUDIENCE_API_HEALTH = graphql(`
  query AudienceApiHealth {
    viewer {
      email
      accessibleCompanies {
        code
        name
        alias
        adsAccounts {
          technicalName
          businessName
          itManagerEmail
          apiHealth {
            platform
            state
            errorKind
            error
          }
        }
      }
    }
    audiencePlatforms {
      code
      name
    }
  }
`);

/** Checks the platform APIs of a company's ads accounts with their connectors (once a day unless forced). */
export const VERIFY_ADS_ACCOUNTS = graphql(`
  mutation VerifyAdsAccounts($companyCode: ID!, $force: Boolean) {
    verifyAdsAccounts(companyCode: $companyCode, force: $force) {
      technicalName
      apiCheckedAt
      apiHealth {
        platform
        state
        errorKind
        error
      }
    }
  }
`);

export const DELETE_AUDIENCE = graphql(`
  mutation DeleteAudience($id: ID!) {
    deleteAudience(id: $id) {
      id
      message
    }
  }
`);

export const SET_AUDIENCE_ENABLED = graphql(`
  mutation SetAudienceEnabled($id: ID!, $enabled: Boolean!) {
    setAudienceEnabled(id: $id, enabled: $enabled) {
      message
      audience {
        ...AudienceTable_audience
      }
    }
  }
`);

export const RESEND_AUDIENCE = graphql(`
  mutation ResendAudience($id: ID!) {
    resendAudience(id: $id) {
      message
      audience {
        ...AudienceTable_audience
      }
    }
  }
`);

export const UPDATE_AUDIENCE_FREQUENCY = graphql(`
  mutation UpdateAudienceFrequency($id: ID!) {
    updateAudienceFrequency(id: $id) {
      message
      audience {
        ...AudienceTable_audience
      }
    }
  }
`);

export const BULK_UPDATE_AUDIENCES = graphql(`
  mutation BulkUpdateAudiences($input: BulkUpdateAudiencesInput!) {
    bulkUpdateAudiences(input: $input) {
      updatedCount
      message
    }
  }
`);
