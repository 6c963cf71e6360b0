import { graphql } from '../../__generated__/gql.ts';

/** What one row of the coupon list reads: the campaign and its Talon.One audience (status, match, rights). */
export const COUPON_ROW = graphql(`
  fragment CouponRow on CouponCampaign {
    id
    name
    description
    startDate
    endDate
    createdDate
    company {
      code
      name
      alias
    }
    segment {
      code
      name
    }
    audience {
      id
      enabled
      requested
      statusColor
      matchCount
      status {
        code
        name
        description
        date
      }
      canEdit
      canDelete
      canToggle
      canResend
      canUpdateFrequency
    }
  }
`);

/** The list's filter options: the viewer's companies with their coupon flag, and the status table. */
export const COUPON_LIST_OPTIONS = graphql(`
  query CouponListOptions {
    viewer {
      email
      accessibleCompanies {
        code
        name
        alias
        flags {
          talononeCoupons
        }
      }
    }
    audienceStates {
      code
      name
    }
  }
`);

export const COUPON_LIST = graphql(`
  query CouponList($filter: CouponFilter, $page: Int!, $pageSize: Int!) {
    couponCampaigns(filter: $filter, page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      nodes {
        ...CouponRow
      }
    }
  }
`);

/** Companies the form may create coupons for, with their ads accounts and coupon flags (one query for the form). */
export const COUPON_FORM_COMPANIES = graphql(`
  query CouponFormCompanies {
    viewer {
      email
      company {
        ...CouponFormCompany
      }
      accessibleCompanies {
        ...CouponFormCompany
      }
    }
  }
`);

export const COUPON_FORM_COMPANY = graphql(`
  fragment CouponFormCompany on Company {
    code
    name
    alias
    adsAccounts {
      technicalName
      businessName
      platforms
    }
    flags {
      talononeCoupons
      userIdTalonone
    }
  }
`);

/** §5 segment listing rule: the audience form's segments of a company (non-admins: not 032's shared ones; admin: the company's own). */
export const COUPON_FORM_SEGMENTS = graphql(`
  query CouponFormSegments($companyCode: ID!) {
    audienceFormSegments(companyCode: $companyCode) {
      code
      name
      shared
    }
  }
`);

export const COUPON_SEGMENT_CHECK = graphql(`
  query CouponSegmentCheck($companyCode: ID!, $segmentCode: ID!, $adsAccountCode: ID!) {
    couponSegmentCheck(companyCode: $companyCode, segmentCode: $segmentCode, adsAccountCode: $adsAccountCode) {
      valid
      message
    }
  }
`);

export const COUPON_TALONONE_APPLICATIONS = graphql(`
  query CouponTalonOneApplications($companyCode: ID!, $adsAccountCode: ID!) {
    talonOneApplications(companyCode: $companyCode, adsAccountCode: $adsAccountCode) {
      id
      name
    }
  }
`);

export const COUPON_TALONONE_CAMPAIGNS = graphql(`
  query CouponTalonOneCampaigns($companyCode: ID!, $adsAccountCode: ID!, $applicationId: ID!) {
    talonOneCouponCampaigns(companyCode: $companyCode, adsAccountCode: $adsAccountCode, applicationId: $applicationId) {
      id
      name
      state
      couponSettings {
        couponPattern
      }
    }
  }
`);

/** A coupon campaign for the edit and view forms. */
export const COUPON_FOR_FORM = graphql(`
  query CouponForForm($id: ID!) {
    couponCampaign(id: $id) {
      id
      name
      description
      startDate
      endDate
      usageLimit
      discountLimit
      reservationLimit
      talonOneApplicationId
      talonOneCampaign {
        id
        name
        couponSettings {
          couponPattern
        }
      }
      company {
        ...CouponFormCompany
      }
      segment {
        code
        name
        shared
      }
      adsAccount {
        technicalName
        businessName
        platforms
      }
      audience {
        id
        canEdit
      }
    }
  }
`);

export const COUPON_DETAIL = graphql(`
  query CouponDetail($id: ID!) {
    couponCampaign(id: $id) {
      id
      name
      description
      startDate
      endDate
      createdDate
      lastProcessDate
      sourceFileName
      segmentSize
      sourceFileRowCount
      talonOneCampaign {
        name
        couponSettings {
          couponPattern
        }
      }
      company {
        code
        alias
      }
      segment {
        code
        name
        type {
          id
        }
      }
      audience {
        id
        enabled
        statusColor
        matchCount
        status {
          code
          name
          description
          date
        }
      }
      timeline {
        statusCode
        statusName
        statusDate
        platform
        uploadSize
        sourceFileRowCount
        matchSize
      }
      dailyStats {
        day
        issued
        reserved
        redeemed
      }
      couponsIssued
      couponsReserved
      couponsRedeemed
    }
  }
`);

export const CREATE_COUPON_CAMPAIGN = graphql(`
  mutation CreateCouponCampaign($input: CreateCouponCampaignInput!) {
    createCouponCampaign(input: $input) {
      id
      name
    }
  }
`);

export const UPDATE_COUPON_CAMPAIGN_DATES = graphql(`
  mutation UpdateCouponCampaignDates($id: ID!, $startDate: String!, $endDate: String!) {
    updateCouponCampaignDates(id: $id, startDate: $startDate, endDate: $endDate) {
      id
      startDate
      endDate
    }
  }
`);

export const RESEND_COUPON_CAMPAIGN = graphql(`
  mutation ResendCouponCampaign($id: ID!) {
    resendCouponCampaign(id: $id) {
      ...CouponRow
    }
  }
`);

/** Delete, activation and frequency update act on the campaign's Talon.One audience by its id (contract). */
export const DELETE_COUPON_AUDIENCE = graphql(`
  mutation DeleteCouponAudience($id: ID!) {
    deleteAudience(id: $id) {
      id
      message
    }
  }
`);

export const SET_COUPON_AUDIENCE_ENABLED = graphql(`
  mutation SetCouponAudienceEnabled($id: ID!, $enabled: Boolean!) {
    setAudienceEnabled(id: $id, enabled: $enabled) {
      message
      audience {
        id
        enabled
        statusColor
      }
    }
  }
`);

export const UPDATE_COUPON_AUDIENCE_FREQUENCY = graphql(`
  mutation UpdateCouponAudienceFrequency($id: ID!) {
    updateAudienceFrequency(id: $id) {
      message
      audience {
        id
        canUpdateFrequency
      }
    }
  }
`);
