import { graphql } from '../../__generated__/gql.ts';

/** What the table chooser and its read-only facts read of a granted table or view. */
export const TABLE_CHOICE_FIELDS = graphql(`
  fragment TableChoice_table on TableAccess {
    relativeResourceName
    domain
    projectId
    datasetId
    objectId
    isView
    description
    permissionExpirationDate
    expired
    numRows
  }
`);

export const MY_TABLES = graphql(`
  query CrossTableMyTables {
    myTables(includeExpired: true) {
      ...TableChoice_table
    }
  }
`);

export const SANDBOX_USE_CASES = graphql(`
  query CrossTableSandboxUseCases($companyCode: ID!) {
    sandboxUseCases(companyCode: $companyCode) {
      useCase
      group
      processDate
      numRows
      companyCode
    }
  }
`);

export const TABLE_STATUS = graphql(`
  query CrossTableStatus($relativeResourceName: ID!) {
    tableStatus(relativeResourceName: $relativeResourceName) {
      relativeResourceName
      status
      message
      permissionExpirationDate
      numRows
    }
  }
`);

export const CROSS_TABLE_SEGMENT = graphql(`
  query CrossTableSegment($code: ID!) {
    segment(code: $code) {
      code
      name
      description
      shared
      requested
      canEdit
      ownerCompany {
        code
        name
        alias
      }
      ...SegmentUsage_segment
      definition {
        typeName
        preview {
          ...PreviewFields
        }
      }
      crossTable {
        sandbox
        relativeResourceName
        projectId
        datasetId
        tableId
        useCase
        group
        processDate
        numRows
      }
    }
  }
`);

export const PREVIEW_CROSS_TABLE = graphql(`
  mutation PreviewCrossTable($input: CrossTableInput!) {
    previewCrossTable(input: $input) {
      ...PreviewFields
    }
  }
`);

export const CREATE_CROSS_TABLE = graphql(`
  mutation CreateCrossTableSegment($input: SaveCrossTableInput!) {
    createCrossTableSegment(input: $input) {
      code
      name
    }
  }
`);

export const UPDATE_CROSS_TABLE = graphql(`
  mutation UpdateCrossTableSegment($code: ID!, $input: SaveCrossTableInput!) {
    updateCrossTableSegment(code: $code, input: $input) {
      code
      name
    }
  }
`);

export const STORED_TABLE = graphql(`
  query CrossTableStoredTable($relativeResourceName: ID!) {
    warehouseTable(relativeResourceName: $relativeResourceName) {
      relativeResourceName
      isView
      description
      numRows
      access
      permissionExpirationDate
    }
  }
`);
