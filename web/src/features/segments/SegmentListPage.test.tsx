import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ViewerContext, type ShellViewer } from '../../session/viewer.ts';
import { SEGMENT_LIST, SEGMENT_LIST_OPTIONS } from './graphql.ts';
import { DEFAULT_STATE, PAGE_SIZE, toGraphQLFilter } from './listState.ts';
import { SegmentListPage } from './SegmentListPage.tsx';

const analyst: ShellViewer = {
  email: 'analyst@retail.demo',
  name: 'Ana Retail',
  roles: ['AUDIENCE_ANALYST'],
  isRetailAnalyst: true,
  seesCompanyColumn: true,
  company: { code: '022', name: 'Retail Andina S.A.', alias: 'Retail', domain: 'retail' },
};

const company = (code: string, alias: string) => ({ __typename: 'Company', code, name: `${alias} S.A.`, alias });

const row = (code: string, owner: ReturnType<typeof company>, flags: { shared?: boolean; requested?: boolean }) => ({
  __typename: 'Segment',
  code,
  name: `INCA_${owner.alias} ${code}`,
  description: '',
  screen: 'SEGMENT',
  type: { __typename: 'SegmentType', id: 2, name: 'SEGMENT_CONTACT', label: 'Segmento de contacto' },
  ownerCompany: owner,
  createdDate: '2026-10-23T01:26:07.000Z',
  lastProcessDate: '2026-10-23T01:26:07.000Z',
  uniqueUsers: 10,
  numAudiences: 0,
  shared: flags.shared ?? false,
  requested: flags.requested ?? false,
  editVisible: false,
  canEdit: false,
  editBlockedReason: null,
  canShare: false,
  canDelete: false,
  canDuplicate: true,
});

const mocks = [
  {
    request: {
      query: SEGMENT_LIST,
      variables: { filter: toGraphQLFilter(DEFAULT_STATE.filter), sort: DEFAULT_STATE.sort, page: 1, pageSize: PAGE_SIZE },
    },
    result: {
      data: {
        segments: {
          __typename: 'SegmentPage',
          totalCount: 3,
          page: 1,
          pageSize: PAGE_SIZE,
          nodes: [
            row('S1', company('022', 'Retail'), {}),
            row('S2', company('024', 'Marca'), { shared: true }),
            row('S3', company('032', 'Tienda'), { requested: true }),
          ],
        },
      },
    },
  },
  {
    request: { query: SEGMENT_LIST_OPTIONS },
    result: {
      data: {
        segmentTypes: [{ __typename: 'SegmentType', id: 2, name: 'SEGMENT_CONTACT', label: 'Segmento de contacto' }],
        viewer: {
          __typename: 'Viewer',
          email: analyst.email,
          // The analyst's own scope is only 022; the rows come from 022, 024 and 032.
          segmentFilterCompanies: [company('022', 'Retail'), company('024', 'Marca'), company('032', 'Tienda')],
        },
        companies: [company('011', 'Corp'), company('022', 'Retail'), company('024', 'Marca'), company('032', 'Tienda')],
      },
    },
  },
];

describe('segment list page', () => {
  beforeEach(() => sessionStorage.clear());

  it('offers in the company filter every company whose rows the viewer sees', async () => {
    render(
      <MockedProvider mocks={mocks as never}>
        <MemoryRouter initialEntries={['/segments/list']}>
          <ViewerContext.Provider value={analyst}>
            <SegmentListPage />
          </ViewerContext.Provider>
        </MemoryRouter>
      </MockedProvider>,
    );
    const rows = await screen.findAllByTestId('segment-row');
    expect(rows.length).toBe(3);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['022 · Retail', '024 · Marca', '032 · Tienda']);

    await userEvent.click(screen.getByRole('button', { name: /^Filtros/ }));
    // The filter panel is loaded apart, with its form library.
    const select = await screen.findByRole('combobox', { name: 'Empresa' }, { timeout: 5_000 });
    await vi.waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas', '022 · Retail', '024 · Marca', '032 · Tienda']);
  });
});
