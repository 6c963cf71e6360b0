import { graphql } from '../../../__generated__/gql.ts';

/** What the variables grid, the configuration modal and the group form read of a variable. */
export const VARIABLE_FIELDS = graphql(`
  fragment VariableFields on Variable {
    id
    code
    name
    description
    type {
      id
      name
    }
    required
    range
    minRange
    maxRange
    hasObject
    objectSaved
    objectName
    columnMatchName
    joinedColumns
    columnParserScript
    bigQueryType
    operator
    defaultOperator
    parentVariableExists
    parent {
      id
      code
    }
    multipleSelect
    campaignClientResult
    infoCampaign
    saveParamList
    clientIds
    infoSegment
    recommendationSection
    recommendationSectionPriority2
    uploadData
    disabled
    dataCount
  }
`);

export const VARIABLES_PAGE = graphql(`
  query VariablesPage {
    variables {
      ...VariableFields
    }
    variableTypes {
      id
      name
    }
  }
`);

export const VARIABLE_DATA = graphql(`
  query VariableData($id: ID!) {
    variable(id: $id) {
      id
      allData {
        rowNumber
        key
        value
        parentKey
      }
    }
  }
`);

export const UPLOAD_VARIABLES = graphql(`
  mutation UploadVariables($csv: String!) {
    uploadVariables(csv: $csv) {
      created
      message
    }
  }
`);

export const UPDATE_VARIABLE = graphql(`
  mutation UpdateVariable($id: ID!, $input: VariableConfigInput!) {
    updateVariable(id: $id, input: $input) {
      ...VariableFields
    }
  }
`);

export const SAVE_VARIABLE_ROW = graphql(`
  mutation SaveVariableRow($id: ID!, $input: VariableRowInput!) {
    saveVariableRow(id: $id, input: $input) {
      ...VariableFields
    }
  }
`);

export const DELETE_VARIABLE = graphql(`
  mutation DeleteVariable($id: ID!) {
    deleteVariable(id: $id)
  }
`);

export const READ_VARIABLE_DATA_CSV = graphql(`
  mutation ReadVariableDataCsv($csv: String!, $withParent: Boolean!) {
    readVariableDataCsv(csv: $csv, withParent: $withParent) {
      rows {
        key
        value
        parentKey
      }
      skipped {
        row
        message
      }
    }
  }
`);

export const VARIABLE_OBJECTS = graphql(`
  query VariableObjects {
    variableObjects {
      id
      projectId
      datasetId
      tableId
      columns {
        name
        type
      }
    }
  }
`);

export const SAVE_VARIABLE_OBJECT = graphql(`
  mutation SaveVariableObject($id: ID!, $input: VariableObjectInput!) {
    saveVariableObject(id: $id, input: $input) {
      ...VariableFields
    }
  }
`);

export const VARIABLE_GROUPS = graphql(`
  query VariableGroups($filter: VariableGroupFilter) {
    variableGroups(filter: $filter) {
      id
      name
      priority
      createdTime
      modifiedTime
      variablesCount
    }
  }
`);

export const VARIABLE_GROUP_FORM = graphql(`
  query VariableGroupForm($id: ID!) {
    variableGroup(id: $id) {
      id
      name
      priority
      members {
        id
        order
        variable {
          id
        }
      }
    }
  }
`);

export const CREATE_VARIABLE_GROUP = graphql(`
  mutation CreateVariableGroup($input: VariableGroupInput!) {
    createVariableGroup(input: $input) {
      id
    }
  }
`);

export const UPDATE_VARIABLE_GROUP = graphql(`
  mutation UpdateVariableGroup($id: ID!, $input: VariableGroupInput!) {
    updateVariableGroup(id: $id, input: $input) {
      id
    }
  }
`);

export const DELETE_VARIABLE_GROUP = graphql(`
  mutation DeleteVariableGroup($id: ID!) {
    deleteVariableGroup(id: $id)
  }
`);
