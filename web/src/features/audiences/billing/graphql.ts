import { graphql } from '../../../__generated__/gql.ts';

export const AUDIENCE_BILLING = graphql(`
  query AudienceBilling($id: ID!, $processDate: String) {
    audience(id: $id) {
      id
      name
      company {
        code
        alias
      }
      platform {
        code
        name
      }
      canBill
      billingProcessDates
      billing(processDate: $processDate) {
        ...BillingTable_row
      }
    }
    audienceStates {
      code
      name
    }
  }
`);

export const START_BILLING = graphql(`
  mutation StartBilling($id: ID!) {
    startBilling(id: $id) {
      message
      audience {
        id
      }
    }
  }
`);
