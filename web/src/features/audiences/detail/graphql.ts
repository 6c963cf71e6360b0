import { graphql } from '../../../__generated__/gql.ts';

export const AUDIENCE_DETAIL = graphql(`
  query AudienceDetail($id: ID!, $timelinePage: Int!, $timelinePageSize: Int!) {
    audience(id: $id) {
      id
      name
      description
      company {
        code
        name
        alias
      }
      segment {
        code
        name
        type {
          id
          label
        }
      }
      platform {
        code
        name
      }
      adsAccount {
        technicalName
        businessName
      }
      frequency
      updateDay
      startDate
      endDate
      recipients
      enabled
      requested
      status {
        code
        name
        description
        date
      }
      statusColor
      matchCount
      matchMessage
      createdDate
      lastProcessDate
      sourceFileRowCount
      segmentUniqueUsers
      sourceFileName
      timeline(page: $timelinePage, pageSize: $timelinePageSize) {
        totalCount
        page
        pageSize
        nodes {
          ...AudienceTimeline_entry
        }
      }
      tracks {
        date
        segmentUniqueUsers
        sourceFileRowCount
      }
      runs {
        ...AudienceRuns_run
      }
      qualityReport {
        ...AudienceQualityReport_report
      }
    }
    audienceStates {
      code
      name
    }
  }
`);
