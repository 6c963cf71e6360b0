import { graphql } from '../../../__generated__/gql.ts';

/** What the campaign list grid reads of a campaign (§2.1). */
export const CAMPAIGN_ROW = graphql(`
  fragment CampaignRow on Campaign {
    id
    companyCode
    corporate
    code
    description
    startDate
    endDate
    status
    incaStatus
    incaStatusName
    minimumAmount
    createdAt
    modifiedAt
    priority
    usageStartDate
    usageEndDate
    discountType
    omnichannel
    flashType
    brandCode
    instant
    digitalType2
    editable
    rulesModifiedAt
    variableGroups {
      id
      name
      priority
    }
  }
`);

export const CAMPAIGNS_PAGE = graphql(`
  query CampaignsPage($filter: CampaignFilter, $page: Int, $sort: CampaignSortField, $order: CampaignSortOrder) {
    campaigns(filter: $filter, page: $page, pageSize: 10, sort: $sort, order: $order) {
      totalCount
      showCompany
      nodes {
        ...CampaignRow
      }
    }
    campaignVariableGroupOptions {
      id
      name
      priority
    }
  }
`);

export const CAMPAIGN_COMPANIES = graphql(`
  query CampaignCompanies {
    campaignCompanies {
      code
      description
    }
  }
`);

export const CAMPAIGN_INFO = graphql(`
  query CampaignInfo($id: ID!) {
    campaignInfo(id: $id) {
      key
      value
    }
  }
`);

export const SAVE_CAMPAIGN_GROUPS = graphql(`
  mutation SaveCampaignGroups($campaignId: ID!, $groupIds: [ID!]!) {
    saveCampaignVariableGroups(campaignId: $campaignId, groupIds: $groupIds) {
      ...CampaignRow
    }
  }
`);

export const SEND_CAMPAIGNS = graphql(`
  mutation SendCampaignsToRecommendation($campaignIds: [ID!]) {
    sendCampaignsToRecommendation(campaignIds: $campaignIds) {
      queued
      skipped {
        campaignId
        message
      }
      message
    }
  }
`);

export const CAMPAIGN_FILE_LINK = graphql(`
  mutation CampaignFileLink($input: CampaignFileInput!) {
    campaignFileLink(input: $input) {
      url
      method
      expiresAt
    }
  }
`);

export const PROCESS_HISTORY = graphql(`
  query ProcessHistory($filter: ProcessHistoryFilter, $page: Int) {
    processHistory(filter: $filter, page: $page, pageSize: 10) {
      totalCount
      nodes {
        id
        rowNumber
        campaignId
        campaignCode
        sourceName
        processName
        status
        finalMessage
        startTime
        endTime
        uploadedRecords
        rejectedRecords
        totalRecords
        summary {
          key
          value
        }
        hasResultFile
      }
    }
  }
`);

export const CAMPAIGN_HEADER = graphql(`
  query CampaignHeader($id: ID!) {
    campaign(id: $id) {
      id
      code
    }
  }
`);

/** What the rules page reads of a parameter (§3 "Campaign parameter"). */
export const CAMPAIGN_PARAM = graphql(`
  fragment CampaignParamFields on CampaignParam {
    id
    groupId
    groupName
    groupPriority
    variableId
    variableCode
    variableName
    variableDescription
    variableTypeId
    parentVariableId
    required
    multiple
    range
    segmentSelector
    infoCampaign
    uploadData
    listFileSaved
    listItemsCount
    hasParent
    value
    items
    rangeStart
    rangeEnd
    minRange
    maxRange
    order
    options {
      key
      value
      parentKey
    }
  }
`);

export const CAMPAIGN_RULES = graphql(`
  query CampaignRules($id: ID!) {
    campaignRules(campaignId: $id) {
      campaign {
        id
        code
        description
        startDate
        endDate
        editable
        current
        companyCode
        rulesSummary {
          name
          quantity
          children {
            name
            quantity
          }
        }
      }
      params {
        ...CampaignParamFields
      }
    }
  }
`);

export const SAVE_RULES = graphql(`
  mutation SaveCampaignRules($campaignId: ID!, $params: [CampaignParamInput!]!) {
    saveCampaignRules(campaignId: $campaignId, params: $params) {
      params {
        ...CampaignParamFields
      }
    }
  }
`);

export const PREVIEW_RULES = graphql(`
  mutation PreviewCampaignRules($campaignId: ID!, $params: [CampaignParamInput!]!) {
    previewCampaignRules(campaignId: $campaignId, params: $params) {
      name
      quantity
      children {
        name
        quantity
      }
    }
  }
`);

export const SEND_TO_PROCESS = graphql(`
  mutation SendCampaignToProcess($campaignId: ID!, $params: [CampaignParamInput!]) {
    sendCampaignToProcess(campaignId: $campaignId, params: $params) {
      processId
      message
      summary {
        name
        quantity
        children {
          name
          quantity
        }
      }
    }
  }
`);

export const CAMPAIGN_PRODUCTS = graphql(`
  query CampaignProducts($campaignId: ID!, $filter: CampaignProductFilter, $page: Int) {
    campaignProducts(campaignId: $campaignId, filter: $filter, page: $page, pageSize: 10) {
      totalCount
      nodes {
        rowNumber
        itemCode
        itemName
        itemStatus
        itemSourceCreationTime
        itemOfferingMode
        itemOfferingAmount
        itemDiscountType
        itemDiscountMode
        itemDiscountValue
      }
    }
  }
`);

/** The chosen target segment's name, for the rules page (the rule stores its code). */
export const SEGMENT_NAME = graphql(`
  query CampaignSegmentName($code: ID!) {
    segment(code: $code) {
      code
      name
    }
  }
`);

/** One page of the segments the campaign's company may use, filtered and paged by the service (§2.4). */
export const SEGMENTS_FOR_CAMPAIGN = graphql(`
  query SegmentsForCampaign($filter: SegmentFilter!, $page: Int!) {
    segments(filter: $filter, sort: { field: LAST_PROCESS_DATE, order: DESC }, page: $page, pageSize: 10) {
      totalCount
      nodes {
        code
        name
        type {
          id
          label
        }
        createdDate
        lastProcessDate
        uniqueUsers
        numAudiences
        shared
      }
    }
    segmentTypes {
      id
      label
    }
  }
`);
