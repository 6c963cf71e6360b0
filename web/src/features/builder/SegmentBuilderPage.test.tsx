import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ViewerContext, type ShellViewer } from '../../session/viewer.ts';
import { formatNumber } from '../../ui/format.ts';
import { BUILDER_OPTIONS, CATALOGUE, SEGMENT_FOR_BUILDER } from './graphql.ts';
import { SegmentBuilderPage } from './SegmentBuilderPage.tsx';

const analyst: ShellViewer = {
  email: 'analyst@retail.demo',
  name: 'Ana Retail',
  roles: ['AUDIENCE_ANALYST'],
  isRetailAnalyst: true,
  seesCompanyColumn: true,
  company: { code: '022', name: 'Retail Andina S.A.', alias: 'Retail', domain: 'retail.demo' },
};
const brands = { __typename: 'Company', code: '024', name: 'Marcas Unidas S.A.', alias: 'Marcas' } as const;

const option = (id: number, value: string, name: string) => ({
  __typename: 'AttributeOption',
  id,
  value,
  name,
  tooltip: null,
  parentId: null,
});
const attribute = (
  id: number,
  type: string,
  businessName: string,
  options: ReturnType<typeof option>[],
  groupName: string | null = null,
) => ({
  __typename: 'Attribute',
  id,
  category: 'Perfil',
  groupName,
  businessName,
  technicalName: `t${id}`,
  type,
  min: null,
  max: null,
  options,
  dependent: [],
  requiredAnd: [],
  requiredOr: [],
});

const preview = {
  __typename: 'SegmentPreview',
  previewId: 'stored-1',
  uniqueUsers: 4321,
  uniqueUsersWithContact: 3210,
  uniqueUsersWithAdvertising: 99,
  uniqueUsersWithContactRestricted: 3000,
  lowContactable: true,
  companyPercentages: [{ __typename: 'CompanyShare', company: brands, percentage: 100, count: 4321 }],
  contactRestrictedByCompany: [],
};

const mocks = [
  {
    request: { query: SEGMENT_FOR_BUILDER, variables: { code: 'SEG77' } },
    result: {
      data: {
        segment: {
          __typename: 'Segment',
          code: 'SEG77',
          name: 'INCA_Marcas_jóvenes',
          description: 'Jóvenes de la marca',
          screen: 'SEGMENT',
          requested: true,
          shared: false,
          editVisible: false,
          canEdit: false,
          editBlockedReason: null,
          ownerCompany: brands,
          audiences: [],
          usedInMerges: [{ __typename: 'SegmentMergeUse', code: 'SEG80', name: 'INCA_Marcas_unión', viewable: false }],
          definition: {
            __typename: 'SegmentDefinition',
            typeName: 'SEGMENT_ADVERTISING',
            mergeType: null,
            segmentA: null,
            segmentB: null,
            attributes: [{ __typename: 'SelectedAttribute', id: 13, values: null, value: '18-24', lower: null, upper: null, symbol: null }],
            preview,
          },
        },
      },
    },
  },
  {
    // The owner's catalogue, asked for with the segment's code (defect 2).
    request: { query: CATALOGUE, variables: { companyCode: '024', segmentCode: 'SEG77' } },
    result: {
      data: {
        segmentCatalogue: {
          __typename: 'SegmentCatalogue',
          categories: [
            {
              __typename: 'AttributeCategory',
              name: 'Perfil',
              attributes: [
                attribute(
                  13,
                  'SELECT_RANGE',
                  'Tramo de edad',
                  [option(1, '18-24', '18 a 24'), option(2, '25-34', '25 a 34')],
                  'Demografía',
                ),
              ],
            },
          ],
          mergeTypes: [],
        },
      },
    },
  },
  {
    request: { query: BUILDER_OPTIONS },
    result: {
      data: {
        viewer: {
          __typename: 'Viewer',
          accessibleCompanies: [{ __typename: 'Company', code: '022', name: 'Retail Andina S.A.', alias: 'Retail' }],
          company: { __typename: 'Company', code: '022', flags: { __typename: 'CompanyFlags', retailPurchasePrediction: false } },
        },
      },
    },
  },
];

describe('SegmentBuilderPage in view mode', () => {
  it("shows another company's segment as it is: its company, name, description, selection, stored counts and uses (defect 2, 3)", async () => {
    render(
      <MockedProvider mocks={mocks}>
        <ViewerContext.Provider value={analyst}>
          <MemoryRouter initialEntries={['/segments/SEG77/view']}>
            <Routes>
              <Route path="/segments/:code/view" element={<SegmentBuilderPage mode="view" />} />
              <Route path="/segments/list" element={<p>lista</p>} />
            </Routes>
          </MemoryRouter>
        </ViewerContext.Provider>
      </MockedProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'INCA_Marcas_jóvenes' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Tramo de edad' })).toHaveValue('18-24');
    expect(screen.getByRole('combobox', { name: 'Tramo de edad' })).toBeDisabled();
    expect(screen.getByTestId('segment-company')).toHaveTextContent('024 · Marcas Unidas S.A.');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Marcas_jóvenes');
    expect(screen.getByLabelText('Descripción')).toHaveValue('Jóvenes de la marca');
    expect(screen.getByLabelText('Tipo de segmento')).toHaveValue('SEGMENT_ADVERTISING');
    expect(within(screen.getByTestId('selected-filters')).getByText('18 a 24')).toBeInTheDocument();
    expect(screen.getByTestId('count-unique')).toHaveTextContent(formatNumber(4321));
    expect(screen.getByText('INCA_Marcas_unión')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.queryByText('lista')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByText('lista')).toBeInTheDocument();
  });

  it('an unknown or invisible code goes back to the segment list, no not-found page (defect 10)', async () => {
    const missing = {
      request: { query: SEGMENT_FOR_BUILDER, variables: { code: 'NOPE' } },
      result: { errors: [new GraphQLError('El segmento no existe o no tiene acceso a él.', { extensions: { code: 'NOT_FOUND' } })] },
    };
    render(
      <MockedProvider mocks={[missing, mocks[2]!]}>
        <ViewerContext.Provider value={analyst}>
          <MemoryRouter initialEntries={['/segments/NOPE/view']}>
            <Routes>
              <Route path="/segments/:code/view" element={<SegmentBuilderPage mode="view" />} />
              <Route path="/segments/list" element={<p>lista</p>} />
            </Routes>
          </MemoryRouter>
        </ViewerContext.Provider>
      </MockedProvider>,
    );
    expect(await screen.findByText('lista')).toBeInTheDocument();
    expect(screen.queryByText('Segmento no encontrado')).not.toBeInTheDocument();
  });
});

describe('SegmentBuilderPage opened from an access request (§2.1)', () => {
  // The same segment, one the viewer may edit and turn into an audience.
  const editable = structuredClone(mocks);
  Object.assign((editable[0]!.result as { data: { segment: Record<string, unknown> } }).data.segment, {
    requested: false,
    editVisible: true,
    canEdit: true,
  });
  const open = (path: string) =>
    render(
      <MockedProvider mocks={structuredClone(editable)}>
        <ViewerContext.Provider value={analyst}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/segments/:code/view" element={<SegmentBuilderPage mode="view" />} />
              <Route path="/segments/list" element={<p>lista</p>} />
              <Route path="/segments/requests" element={<p>solicitudes</p>} />
            </Routes>
          </MemoryRouter>
        </ViewerContext.Provider>
      </MockedProvider>,
    );

  it('from the list it offers "Crear audiencia" and "Editar"', async () => {
    open('/segments/SEG77/view');
    expect(await screen.findByRole('button', { name: 'Crear audiencia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
  });

  it('from a request it offers neither, and "Volver" returns to the requests', async () => {
    open('/segments/SEG77/view?from=exception');
    expect(await screen.findByRole('heading', { name: 'INCA_Marcas_jóvenes' })).toBeInTheDocument();
    expect(await screen.findByTestId('count-unique')).toHaveTextContent(formatNumber(4321));
    expect(screen.queryByRole('button', { name: 'Crear audiencia' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByText('solicitudes')).toBeInTheDocument();
    expect(screen.queryByText('lista')).not.toBeInTheDocument();
  });
});
