import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { es } from '../i18n/es.ts';
import { redirectToLogin } from '../session/loginRedirect.ts';
import { showError } from '../ui/toaster.ts';

const UNAUTHENTICATED = 'UNAUTHENTICATED';

const errorLink = new ErrorLink(({ error, operation }) => {
  const quiet = operation.getContext().quietErrors === true;
  if (CombinedGraphQLErrors.is(error)) {
    if (error.errors.some((e) => e.extensions?.code === UNAUTHENTICATED)) return redirectToLogin();
    if (!quiet) for (const e of error.errors) showError(e.message || es.errors.generic);
    return;
  }
  if (ServerError.is(error)) {
    if (error.statusCode === 401) return redirectToLogin();
    const message = readMessage(error.bodyText);
    if (!quiet) showError(message ?? es.errors.generic);
    return;
  }
  if (!quiet) showError(es.errors.network);
});

function readMessage(bodyText: string): string | undefined {
  try {
    const body = JSON.parse(bodyText) as { errors?: { message?: string }[] };
    return body.errors?.[0]?.message;
  } catch {
    return undefined;
  }
}

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([errorLink, new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]),
    cache: new InMemoryCache({
      typePolicies: {
        Company: { keyFields: ['code'] },
        Viewer: { keyFields: ['email'] },
        VariableType: { keyFields: ['id'] },
        TableAccess: { keyFields: ['relativeResourceName'] },
        AdsAccount: { keyFields: false },
        // Option and selection ids are only unique within their attribute: never normalise them.
        AttributeOption: { keyFields: false },
        SelectedAttribute: { keyFields: false },
        SegmentDefinition: { keyFields: false },
        SegmentPreview: { keyFields: false },
      },
    }),
  });
}
