import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../builder/graphql.ts';
import { SEGMENT_ATTRIBUTE_SUMMARY, SegmentAttributeSummary } from './SegmentAttributeSummary.tsx';

const option = (id: number, value: string, name: string) => ({
  __typename: 'AttributeOption',
  id,
  value,
  name,
  tooltip: null,
  parentId: null,
});
const attribute = (id: number, type: string, businessName: string, options: ReturnType<typeof option>[] = []) => ({
  __typename: 'Attribute',
  id,
  category: 'Perfil',
  groupName: null,
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
const selected = (id: number, extra: Record<string, unknown>) => ({
  __typename: 'SelectedAttribute',
  id,
  values: null,
  value: null,
  lower: null,
  upper: null,
  symbol: null,
  ...extra,
});

const segment = (code: string, definition: Record<string, unknown>) => ({
  request: { query: SEGMENT_ATTRIBUTE_SUMMARY, variables: { code } },
  result: {
    data: {
      segment: {
        __typename: 'Segment',
        code,
        ownerCompany: { __typename: 'Company', code: '022' },
        definition: { __typename: 'SegmentDefinition', attributes: [], mergeType: null, segmentA: null, segmentB: null, ...definition },
      },
    },
  },
});

const catalogue = (code: string) => ({
  request: { query: CATALOGUE, variables: { companyCode: '022', segmentCode: code } },
  result: {
    data: {
      segmentCatalogue: {
        __typename: 'SegmentCatalogue',
        categories: [
          {
            __typename: 'AttributeCategory',
            name: 'Perfil',
            attributes: [
              attribute(1, 'RANGE', 'Edad'),
              attribute(2, 'INPUT_COMPARE', 'Compras del último año'),
              attribute(3, 'MULTI_SELECT', 'Región', [
                option(1, '13', 'Metropolitana'),
                option(2, '5', 'Valparaíso'),
                option(3, '8', 'Biobío'),
              ]),
              attribute(4, 'MASKED_MULTI_SELECT', 'Canales', [option(4, '1', 'Tienda'), option(5, '2', 'Web')]),
              attribute(5, 'BOOLEAN', 'Acepta correos'),
              attribute(6, 'SELECT', 'Género', [option(6, 'F', 'Femenino'), option(7, 'M', 'Masculino')]),
              attribute(7, 'SELECT_RANGE', 'Tramo de ingreso', [option(8, 'A', 'Alto'), option(9, 'B', 'Medio')]),
            ],
          },
        ],
        mergeTypes: [{ __typename: 'MergeTypeOption', value: 'UNION', label: 'Unión' }],
      },
    },
  },
});

describe('segment attribute summary in the audience form', () => {
  it('summarises each selected attribute in words, whatever its type', async () => {
    const definition = {
      attributes: [
        selected(1, { lower: 25, upper: 40 }),
        selected(2, { value: '3', symbol: 'GT' }),
        selected(3, { values: ['13', '5'] }),
        selected(4, { values: ['2'] }),
        selected(5, { value: '1' }),
        selected(6, { value: 'F' }),
        selected(7, { value: 'A' }),
      ],
    };
    render(
      <MockedProvider mocks={[segment('SEG1', definition), catalogue('SEG1')] as never}>
        <SegmentAttributeSummary segmentCode="SEG1" />
      </MockedProvider>,
    );
    const list = await screen.findByTestId('segment-attribute-summary-list', undefined, { timeout: 5_000 });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Edad: 25 a 40',
      'Compras del último año: > 3',
      'Región: Metropolitana, Valparaíso',
      'Canales: Web',
      'Acepta correos: Sí',
      'Género: Femenino',
      'Tramo de ingreso: Alto',
    ]);
    expect(screen.getByTestId('segment-attribute-summary')).toHaveTextContent('Resumen de atributos del segmento');
    expect(screen.getByText('7 atributos seleccionados')).toBeInTheDocument();
  });

  it('says how a merge segment combines its two segments, and that a segment without attributes has none', async () => {
    const merge = {
      mergeType: 'UNION',
      segmentA: { __typename: 'Segment', code: 'SA', name: 'INCA_A' },
      segmentB: { __typename: 'Segment', code: 'SB', name: 'INCA_B' },
    };
    const { unmount } = render(
      <MockedProvider mocks={[segment('SEG2', merge), catalogue('SEG2')] as never}>
        <SegmentAttributeSummary segmentCode="SEG2" />
      </MockedProvider>,
    );
    expect(await screen.findByText('Combina INCA_A y INCA_B (Unión).', undefined, { timeout: 5_000 })).toBeInTheDocument();
    unmount();
    render(
      <MockedProvider mocks={[segment('SEG3', {})] as never}>
        <SegmentAttributeSummary segmentCode="SEG3" />
      </MockedProvider>,
    );
    expect(
      await screen.findByText('Este segmento no se define por atributos (tabla cruzada, sandbox o combinación de segmentos).', undefined, {
        timeout: 5_000,
      }),
    ).toBeInTheDocument();
  });

  it('shows nothing before a segment is chosen', () => {
    render(
      <MockedProvider mocks={[]}>
        <SegmentAttributeSummary segmentCode="" />
      </MockedProvider>,
    );
    expect(screen.queryByTestId('segment-attribute-summary')).toBeNull();
  });
});
