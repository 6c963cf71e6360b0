import { createContext, useContext } from 'react';
import { graphql } from '../__generated__/gql.ts';
import type { ShellViewerQuery } from '../__generated__/graphql.ts';

export const SHELL_VIEWER = graphql(`
  query ShellViewer {
    viewer {
      email
      name
      roles
      isRetailAnalyst
      seesCompanyColumn
      company {
        code
        name
        alias
        domain
        flags {
          talononeCoupons
        }
      }
    }
  }
`);

export type ShellViewer = ShellViewerQuery['viewer'];

export const ViewerContext = createContext<ShellViewer | null>(null);

/** The signed-in person; only usable inside the shell. */
export function useViewer(): ShellViewer {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error('useViewer fuera del shell');
  return viewer;
}
