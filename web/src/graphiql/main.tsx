import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import 'graphiql/graphiql.css';
import './page.css';

// Offline GraphiQL: bundled with the app, it queries the gateway with the session cookie.
const fetcher = createGraphiQLFetcher({ url: '/graphql', fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }) });

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={'# Consulte la API de INCA con su sesión.\n{\n  viewer {\n    email\n    company { code alias }\n  }\n}\n'}
    />
  </StrictMode>,
);
