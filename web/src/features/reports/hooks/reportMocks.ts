import { REPORT_LIST } from '../graphql.ts';

/** Test data: a report row and the list query's answer, as the reports subgraph sends them. */
export const reportRow = (id: string, title: string) => ({
  __typename: 'Report',
  id,
  code: `R${id}`,
  title,
  type: 'INCA',
  description: `Descripción de ${title}`,
  link: 'inca:performance',
  allPermission: true,
  updateHours: ['06:00'],
  maintenance: false,
  organizations: [],
  module: 'audience-management-campaign',
  createdDate: '2026-01-01T10:00:00Z',
  updatedDate: '2026-01-02T10:00:00Z',
});
export const reportListMock = (titles: string[]) => ({
  request: { query: REPORT_LIST, variables: { module: 'audience-management-campaign' } },
  result: {
    data: {
      reports: titles.map((title, i) => reportRow(String(i + 1), title)),
      viewer: {
        __typename: 'Viewer',
        email: 'admin@corp.demo',
        accessibleCompanies: [{ __typename: 'Company', code: '022', name: 'Retail Andina S.A.', alias: 'Retail' }],
      },
    },
  },
});
