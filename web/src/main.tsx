import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ApolloProvider } from '@apollo/client/react';
import { BlueprintProvider } from '@blueprintjs/core';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import './ui/app.css';
import { createApolloClient } from './apollo/client.ts';
import { createRouter } from './router.tsx';

const client = createApolloClient();
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BlueprintProvider>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </BlueprintProvider>
  </StrictMode>,
);
