import { graphql } from '../../../__generated__/gql.ts';

/**
 * Companies the viewer may create audiences for (§6), each with its ads accounts (and the platforms
 * each enables) and its flags. One query for the whole form: a company change needs no new request.
 */
export const AUDIENCE_FORM_COMPANIES = graphql(`
  query AudienceFormCompanies {
    viewer {
      email
      company {
        ...AudienceFormCompany
      }
      accessibleCompanies {
        ...AudienceFormCompany
      }
    }
  }
`);

export const AUDIENCE_FORM_COMPANY = graphql(`
  fragment AudienceFormCompany on Company {
    code
    name
    alias
    domain
    adsAccounts {
      technicalName
      businessName
      platforms
    }
    flags {
      editAudienceTypeGoogle
    }
  }
`);

/** Segments the form offers for a company and segment type (§6). */
export const AUDIENCE_FORM_SEGMENTS = graphql(`
  query AudienceFormSegments($companyCode: ID!, $type: AudienceSegmentType) {
    audienceFormSegments(companyCode: $companyCode, type: $type) {
      code
      name
      ownerCompanyCode
      shared
      typeName
    }
  }
`);

export const TALONONE_APPLICATIONS = graphql(`
  query TalonOneApplications($companyCode: ID!, $adsAccountCode: ID!) {
    talonOneApplications(companyCode: $companyCode, adsAccountCode: $adsAccountCode) {
      id
      name
    }
  }
`);

export const TALONONE_CAMPAIGNS = graphql(`
  query TalonOneCampaigns($companyCode: ID!, $adsAccountCode: ID!, $applicationId: ID!) {
    talonOneCampaigns(companyCode: $companyCode, adsAccountCode: $adsAccountCode, applicationId: $applicationId) {
      id
      name
    }
  }
`);

/** The audience an edit or view form opens (§3 Audience form model). */
export const AUDIENCE_FOR_FORM = graphql(`
  query AudienceForForm($id: ID!) {
    audience(id: $id) {
      id
      name
      description
      company {
        ...AudienceFormCompany
      }
      segment {
        code
        name
        shared
        definition {
          typeName
        }
      }
      platform {
        code
        name
      }
      adsAccount {
        technicalName
        businessName
        platforms
      }
      frequency
      updateDay
      startDate
      endDate
      recipients
      requested
      canEdit
      google {
        audienceType
        appIdType
        appId
      }
      adobe {
        dataset
        table
        flagVariable
      }
      salesforceAutomation {
        id
        name
        audienceName
      }
      talonOne {
        applicationId
        campaignId
      }
    }
  }
`);

export const CREATE_AUDIENCES = graphql(`
  mutation CreateAudiences($input: CreateAudienceInput!) {
    createAudiences(input: $input) {
      created {
        id
        name
        platform {
          code
          name
        }
      }
      errors {
        platform
        message
      }
    }
  }
`);

export const UPDATE_AUDIENCE = graphql(`
  mutation UpdateAudience($id: ID!, $input: UpdateAudienceInput!) {
    updateAudience(id: $id, input: $input) {
      id
      name
      description
      startDate
      endDate
      frequency
      updateDay
      recipients
    }
  }
`);

export const CREATE_SALESFORCE_AUTOMATION = graphql(`
  mutation CreateSalesforceAutomation($input: SalesforceAutomationInput!) {
    createSalesforceAutomation(input: $input) {
      message
      automation {
        id
        name
        audienceName
      }
    }
  }
`);
