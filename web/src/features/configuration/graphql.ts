import { graphql } from '../../__generated__/gql.ts';

/** The nine flags, read the same way by the table, the history and the form. */
export const COMPANY_FLAGS_FIELDS = graphql(`
  fragment CompanyFlagsFields on CompanyFlags {
    approveRequestData
    shareAction
    separatedKeyAds
    gptImages
    talononeCoupons
    retailPurchasePrediction
    userIdTalonone
    editSegment
    editAudienceTypeGoogle
  }
`);

export const COMPANY_CONFIGURATIONS = graphql(`
  query CompanyConfigurations($name: String) {
    companyConfigurations(name: $name) {
      company {
        code
        name
        alias
      }
      flags {
        ...CompanyFlagsFields
      }
    }
  }
`);

export const COMPANY_FLAG_CHANGES = graphql(`
  query CompanyFlagChanges($name: String) {
    companyConfigurations(name: $name) {
      company {
        code
      }
      changes {
        id
        changedBy
        changedAt
        before {
          ...CompanyFlagsFields
        }
        after {
          ...CompanyFlagsFields
        }
      }
    }
  }
`);

export const UPDATE_COMPANY_FLAGS = graphql(`
  mutation UpdateCompanyFlags($companyCode: ID!, $flags: CompanyFlagsInput!) {
    updateCompanyFlags(companyCode: $companyCode, flags: $flags) {
      company {
        code
      }
    }
  }
`);

export const COMPANY_ADS_ACCOUNTS = graphql(`
  query CompanyAdsAccounts($name: String) {
    companyConfigurations(name: $name) {
      company {
        code
        name
        alias
        adsAccounts {
          technicalName
          businessName
          platforms
          itManagerEmail
          apiCheckedAt
          apiHealth {
            platform
            state
            errorKind
            error
          }
        }
      }
    }
  }
`);

export const ADS_VALIDATIONS = graphql(`
  query AdsAccountValidations($processDate: String!, $companyCode: ID) {
    adsAccountValidations(processDate: $processDate, companyCode: $companyCode) {
      companyCode
      adsAccountCode
      businessName
      platform
      ok
      errorKind
      errorText
      checkedAt
      checkedBy
    }
  }
`);

export const VERIFY_ACCOUNT = graphql(`
  mutation VerifyConfigurationAccount($companyCode: ID!, $adsAccountCode: ID) {
    verifyAdsAccounts(companyCode: $companyCode, adsAccountCode: $adsAccountCode, force: true) {
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

export const ADS_ACCOUNT_SETTINGS = graphql(`
  query AdsAccountSettings($companyCode: ID!) {
    adsAccountSettings(companyCode: $companyCode) {
      id
      companyCode
      technicalName
      businessName
      gcpProject
      managerName
      managerEmail
      itManagerName
      itManagerEmail
      sendNotification
      channels {
        platform
        enabled
        endpoint
        accountId
        devopsRepo
        storage
        params
        secretSet
      }
    }
  }
`);

export const SAVE_ADS_ACCOUNT = graphql(`
  mutation SaveAdsAccount($id: ID, $input: AdsAccountInput!) {
    saveAdsAccount(id: $id, input: $input) {
      id
    }
  }
`);
