import { graphql } from '../../__generated__/gql.ts';

export const PRODUCTIVIZE_USE_CASES = graphql(`
  query ProductivizeUseCases($companyCode: ID!) {
    sandboxUseCases(companyCode: $companyCode) {
      useCase
      group
      processDate
      companyCode
      attributes
    }
  }
`);

/** The table-access service's today: the until date shown is the one it will store. */
export const TABLE_ACCESS_TODAY = graphql(`
  query ProductivizeToday {
    tableAccessToday
  }
`);

export const REQUEST_PRODUCTIVIZE = graphql(`
  mutation RequestProductivize($input: RequestProductivizeInput!) {
    requestProductivize(input: $input) {
      id
      kind
      status
      untilDate
      useCase
    }
  }
`);
