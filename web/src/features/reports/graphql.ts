import { graphql } from '../../__generated__/gql.ts';

export const REPORT_LIST = graphql(`
  query ReportList($module: String) {
    reports(module: $module) {
      id
      code
      title
      type
      description
      link
      allPermission
      updateHours
      maintenance
      organizations
      module
      createdDate
      updatedDate
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

export const REPORT_VIEW = graphql(`
  query ReportView($id: ID!) {
    report(id: $id) {
      id
      title
      description
      maintenance
      frame {
        type
        url
        params
        builtIn
      }
    }
  }
`);

export const ANALYTICS_REPORT = graphql(`
  query AnalyticsReportFrame($report: AnalyticsReportKind!) {
    analyticsReport(report: $report) {
      report
      available
      frame {
        type
        url
        params
        builtIn
      }
    }
  }
`);

export const BUILT_IN_REPORT = graphql(`
  query BuiltInReportData($report: AnalyticsReportKind!, $params: String!, $filter: BuiltInReportFilter) {
    builtInReport(report: $report, params: $params, filter: $filter) {
      report
      companies
      from
      to
      platform
      createdByMonth {
        month
        platform
        count
      }
      statusByPlatform {
        platform
        status
        statusName
        count
      }
      publishedByMonth {
        month
        platform
        runs
        sent
        matched
      }
      billing {
        companyCode
        companyName
        platform
        totalMatch
        uploaded
      }
      segmentReach {
        companyCode
        companyName
        segments
        customers
      }
      couponsByDay {
        day
        companyCode
        companyName
        issued
        reserved
        redeemed
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

export const CREATE_REPORT = graphql(`
  mutation CreateReport($input: ReportInput!) {
    createReport(input: $input) {
      id
    }
  }
`);

export const UPDATE_REPORT = graphql(`
  mutation UpdateReport($id: ID!, $input: ReportInput!) {
    updateReport(id: $id, input: $input) {
      id
    }
  }
`);

export const DELETE_REPORT = graphql(`
  mutation DeleteReport($id: ID!) {
    deleteReport(id: $id)
  }
`);
