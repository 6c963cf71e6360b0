import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ApolloProvider } from '@apollo/client/react';
import { BlueprintProvider } from '@blueprintjs/core';
import '@blueprintjs/core/lib/css/blueprint.css';
import './ui/app.css';
import { createApolloClient } from './apollo/client.ts';
import { createRouter } from './router.tsx';
import { installIconLoader } from './ui/icons.ts';

// SVG icons only: the icon font (blueprint-icons.css) is not loaded, so it is never downloaded.
installIconLoader();

const client = createApolloClient();
const router = createRouter(client);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BlueprintProvider>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </BlueprintProvider>
  </StrictMode>,
);
