import { describe, expect, it } from 'vitest';
import { graphql, login } from '../src/client.ts';

const CATALOGUE = `query($c: ID!) { segmentCatalogue(companyCode: $c) { categories { name attributes { id technicalName type min max options { value name } dependent { attributeId orCondition } requiredAnd requiredOr } } mergeTypes { value label } } }`;
const PREVIEW = `mutation($i: SegmentPreviewInput!) { previewSegment(input: $i) { previewId uniqueUsers uniqueUsersWithContact uniqueUsersWithAdvertising lowContactable companyPercentages { company { code name } percentage } } }`;

type Attr = { id: number; technicalName: string; type: string; min: number | null; max: number | null };

describe('segment builder through the gateway', () => {
  it('catalogue, preview, create, view the definition, edit, evaluate; another company cannot open it', async () => {
    const { token } = await login('analyst@retail.demo');
    const catalogue = await graphql<{
      segmentCatalogue: { categories: { attributes: Attr[] }[]; mergeTypes: { value: string; label: string }[] };
    }>(CATALOGUE, { token, variables: { c: '022' } });
    expect(catalogue.errors).toBeUndefined();
    const attrs = catalogue.data!.segmentCatalogue.categories.flatMap((c) => c.attributes);
    const id = (t: string) => attrs.find((a) => a.technicalName === t)!.id;
    expect(attrs.find((a) => a.technicalName === 'edad')).toMatchObject({ type: 'RANGE', min: 18, max: 90 });
    expect(catalogue.data!.segmentCatalogue.mergeTypes.map((m) => m.label)).toEqual(['Unión', 'Intersección', 'Diferencia']);

    const attributes = [
      { id: id('tiene_email'), value: '1' },
      { id: id('genero'), values: ['1'] },
      { id: id('edad'), lower: 30, upper: 60 },
      { id: id('compras_12m'), value: '3', symbol: 'GE' },
      { id: id('tramo_ingresos'), value: '3' },
    ];
    const preview = await graphql<{
      previewSegment: { previewId: string; uniqueUsers: number; companyPercentages: { company: { name: string } }[] };
    }>(PREVIEW, {
      token,
      variables: { i: { companyCode: '022', attributes } },
    });
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.previewSegment.uniqueUsers).toBeGreaterThan(0);
    expect(preview.data!.previewSegment.companyPercentages[0]!.company.name).toMatch(/S\.A\./);

    const created = await graphql<{ createSegment: { code: string; name: string; uniqueUsers: number; screen: string } }>(
      `
        mutation ($i: SaveSegmentInput!) {
          createSegment(input: $i) {
            code
            name
            uniqueUsers
            screen
          }
        }
      `,
      {
        token,
        variables: {
          i: {
            previewId: preview.data!.previewSegment.previewId,
            companyCode: '022',
            name: 'Retail_GraphQL mujeres',
            description: 'Prueba',
            typeName: 'SEGMENT_CONTACT',
            attributes,
          },
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const seg = created.data!.createSegment;
    expect(seg).toMatchObject({
      name: 'INCA_Retail_GraphQL mujeres',
      uniqueUsers: preview.data!.previewSegment.uniqueUsers,
      screen: 'SEGMENT',
    });

    const view = await graphql<{
      segment: {
        definition: {
          typeName: string;
          attributes: {
            id: number;
            values: string[] | null;
            value: string | null;
            lower: number | null;
            upper: number | null;
            symbol: string | null;
          }[];
        };
      };
    }>(
      `
        query ($c: ID!) {
          segment(code: $c) {
            definition {
              typeName
              attributes {
                id
                values
                value
                lower
                upper
                symbol
              }
            }
          }
        }
      `,
      { token, variables: { c: seg.code } },
    );
    expect(view.errors).toBeUndefined();
    expect(view.data!.segment.definition.typeName).toBe('SEGMENT_CONTACT');
    expect(view.data!.segment.definition.attributes).toEqual([
      { id: id('tiene_email'), values: null, value: '1', lower: null, upper: null, symbol: null },
      { id: id('genero'), values: ['1'], value: null, lower: null, upper: null, symbol: null },
      { id: id('edad'), values: null, value: null, lower: 30, upper: 60, symbol: null },
      { id: id('compras_12m'), values: null, value: '3', lower: null, upper: null, symbol: 'GE' },
      { id: id('tramo_ingresos'), values: null, value: '3', lower: null, upper: null, symbol: null },
    ]);

    const changed = [...attributes.slice(0, 4)];
    const unpreviewed = await graphql(
      `
        mutation ($c: ID!, $i: SaveSegmentInput!) {
          updateSegment(code: $c, input: $i) {
            code
          }
        }
      `,
      {
        token,
        variables: {
          c: seg.code,
          i: {
            previewId: preview.data!.previewSegment.previewId,
            companyCode: '022',
            name: 'Retail_GraphQL mujeres',
            description: 'Prueba',
            typeName: 'SEGMENT_CONTACT',
            attributes: changed,
          },
        },
      },
    );
    expect(unpreviewed.errors?.[0]?.message).toBe('Debe realizar la previsualización antes de guardar.');

    const evaluated = await graphql<{ evaluateSegment: { lastProcessDate: string } }>(
      `
        mutation ($c: ID!) {
          evaluateSegment(code: $c) {
            lastProcessDate
          }
        }
      `,
      { token, variables: { c: seg.code } },
    );
    expect(evaluated.errors).toBeUndefined();

    const other = await login('analyst@brand.demo');
    const foreign = await graphql(
      `
        query ($c: ID!) {
          segment(code: $c) {
            definition {
              typeName
            }
          }
        }
      `,
      { token: other.token, variables: { c: seg.code } },
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('merge options and a merge segment whose definition names both sides', async () => {
    const { token } = await login('analyst@retail.demo');
    const options = (
      await graphql<{ mergeOptions: { code: string; name: string }[] }>('{ mergeOptions(type: SEGMENT_CONTACT) { code name } }', { token })
    ).data!.mergeOptions;
    const [a, b] = options;
    const merge = { segmentA: a!.code, segmentB: b!.code, mergeType: 'INTERSECTION' };
    const preview = await graphql<{ previewSegment: { previewId: string } }>(PREVIEW, {
      token,
      variables: { i: { companyCode: '022', merge } },
    });
    expect(preview.errors).toBeUndefined();
    const created = await graphql<{
      createSegment: {
        code: string;
        screen: string;
        definition: { mergeType: string; segmentA: { code: string }; segmentB: { code: string } };
      };
    }>(
      `
        mutation ($i: SaveSegmentInput!) {
          createSegment(input: $i) {
            code
            screen
            definition {
              mergeType
              segmentA {
                code
              }
              segmentB {
                code
              }
            }
          }
        }
      `,
      {
        token,
        variables: {
          i: {
            previewId: preview.data!.previewSegment.previewId,
            companyCode: '022',
            name: 'retail_cruce',
            description: 'Intersección',
            typeName: 'SEGMENT_CONTACT',
            merge,
          },
        },
      },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createSegment).toMatchObject({
      screen: 'MERGE_SEGMENT',
      definition: { mergeType: 'INTERSECTION', segmentA: { code: a!.code }, segmentB: { code: b!.code } },
    });
  });

  it('a segment of another company opens with the catalogue of its owner when its code is given (read-only view)', async () => {
    const { token } = await login('analyst@retail.demo');
    const list = await graphql<{ segments: { nodes: { code: string; ownerCompany: { code: string } }[] } }>(
      '{ segments(filter: { requestedOnly: true }, pageSize: 50) { nodes { code ownerCompany { code } } } }',
      { token },
    );
    expect(list.errors).toBeUndefined();
    const scope = (
      await graphql<{ viewer: { accessibleCompanies: { code: string }[] } }>('{ viewer { accessibleCompanies { code } } }', { token })
    ).data!.viewer.accessibleCompanies.map((c) => c.code);
    const foreign = list.data!.segments.nodes.find((n) => !scope.includes(n.ownerCompany.code));
    expect(foreign, 'a requested segment owned outside the analyst scope').toBeDefined();
    const owner = foreign!.ownerCompany.code;

    const refused = await graphql(CATALOGUE, { token, variables: { c: owner } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe('No puede crear segmentos para esa empresa.');

    const viewing = await graphql<{ segmentCatalogue: { categories: { attributes: unknown[] }[] } }>(
      `
        query ($c: ID!, $s: ID) {
          segmentCatalogue(companyCode: $c, segmentCode: $s) {
            categories {
              attributes {
                id
              }
            }
          }
        }
      `,
      { token, variables: { c: owner, s: foreign!.code } },
    );
    expect(viewing.errors).toBeUndefined();
    expect(viewing.data!.segmentCatalogue.categories.flatMap((c) => c.attributes).length).toBeGreaterThan(0);

    // The segment code opens only its owner's catalogue, not that of any other company outside the scope.
    const outsider = (await graphql<{ companies: { code: string }[] }>('{ companies { code } }', { token }))
      .data!.companies.map((c) => c.code)
      .find((c) => c !== owner && !scope.includes(c));
    if (outsider) {
      const wrongOwner = await graphql(
        `
          query ($c: ID!, $s: ID) {
            segmentCatalogue(companyCode: $c, segmentCode: $s) {
              categories {
                name
              }
            }
          }
        `,
        {
          token,
          variables: { c: outsider, s: foreign!.code },
        },
      );
      expect(wrongOwner.data).toBeUndefined();
      expect(wrongOwner.errors?.[0]?.extensions?.code).toMatch(/^(FORBIDDEN|BAD_USER_INPUT)$/);
    }
  });
});
