import { graphql } from '../../__generated__/gql.ts';

/** One page of the e-mails about publishing runs, newest first (audience admin). */
export const MAIL_OUTBOX = graphql(`
  query MailOutbox($page: Int!, $pageSize: Int!) {
    mailOutbox(page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      nodes {
        id
        audienceId
        audienceName
        adsAccountName
        adsPlatform
        recipient
        subject
        body
        delivery
        error
        createdAt
      }
    }
  }
`);
