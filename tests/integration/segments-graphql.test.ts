import { describe, expect, it } from 'vitest';
import { graphql, login, measuredGraphql } from '../src/client.ts';

const PAGE = `query Page($filter: SegmentFilter, $page: Int, $pageSize: Int) {
  segments(filter: $filter, page: $page, pageSize: $pageSize) {
    totalCount
    nodes { code name screen type { id name label } ownerCompany { code alias } uniqueUsers numAudiences shared requested
            canEdit editVisible editBlockedReason canShare canDelete canDuplicate audiences { name platform { code } } }
  }
}`;

type Node = {
  code: string;
  name: string;
  screen: string;
  type: { id: number; name: string; label: string };
  ownerCompany: { code: string; alias: string };
  numAudiences: number;
  shared: boolean;
  requested: boolean;
  canEdit: boolean;
  editBlockedReason: string | null;
  canDelete: boolean;
  canShare: boolean;
  audiences: { name: string; platform: { code: string } }[];
};

describe('segments through the gateway', () => {
  it('a page costs the same number of REST calls whatever its size', async () => {
    const { token } = await login('admin@corp.demo');
    const costs: number[] = [];
    for (const pageSize of [5, 50]) {
      const result = await measuredGraphql<{ segments: { nodes: Node[]; totalCount: number } }>('audience', PAGE, {
        token,
        variables: { pageSize },
      });
      expect(result.errors).toBeUndefined();
      expect(result.data!.segments.nodes).toHaveLength(pageSize);
      costs.push(result.restCalls);
    }
    expect(costs[0]).toBe(costs[1]);
    expect(costs[0]).toBeLessThanOrEqual(2);
  });

  it('maps screens by type id and labels types in Spanish', async () => {
    const { token } = await login('admin@corp.demo');
    const nodes = (await graphql<{ segments: { nodes: Node[] } }>(PAGE, { token, variables: { pageSize: 200 } })).data!.segments.nodes;
    for (const n of nodes) {
      const expected =
        n.type.id === 1 || n.type.id === 4 ? 'CROSS_TABLE' : n.type.id === 2 || n.type.id === 5 ? 'SEGMENT' : 'MERGE_SEGMENT';
      expect(n.screen).toBe(expected);
      expect(n.type.label).not.toBe('');
    }
    const used = nodes.find((n) => n.numAudiences > 0)!;
    expect(used.audiences).toHaveLength(used.numAudiences);
  });

  it('a segment of a company the caller cannot see is NOT_FOUND, and mutations on it change nothing', async () => {
    const admin = await login('admin@corp.demo');
    const brand = await login('user@brand.demo');
    const corp = (
      await graphql<{ segments: { nodes: Node[] } }>(PAGE, {
        token: admin.token,
        variables: { filter: { companyCodes: ['011'], shared: 'NOT_SHARED' }, pageSize: 1 },
      })
    ).data!.segments.nodes[0]!;
    const read = await graphql('query($c: ID!) { segment(code: $c) { code } }', { token: brand.token, variables: { c: corp.code } });
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(read.errors?.[0]?.message).toBe('El segmento no existe o no tiene acceso a él.');
    const del = await graphql('mutation($c: ID!) { deleteSegment(code: $c) { code } }', {
      token: brand.token,
      variables: { c: corp.code },
    });
    expect(del.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const still = await graphql<{ segment: { code: string } }>('query($c: ID!) { segment(code: $c) { code } }', {
      token: admin.token,
      variables: { c: corp.code },
    });
    expect(still.data?.segment.code).toBe(corp.code);
  });

  it('delete refused because of audiences carries the audiences for links', async () => {
    const { token } = await login('analyst@brand.demo');
    const nodes = (
      await graphql<{ segments: { nodes: Node[] } }>(PAGE, { token, variables: { filter: { companyCodes: ['024'] }, pageSize: 200 } })
    ).data!.segments.nodes;
    const used = nodes.find((n) => n.numAudiences > 0 && n.canDelete)!;
    const refused = await graphql('mutation($c: ID!) { deleteSegment(code: $c) { code } }', { token, variables: { c: used.code } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const audiences = (refused.errors?.[0]?.extensions?.details as { audiences: { id: string; name: string }[] }).audiences;
    expect(audiences).toHaveLength(used.numAudiences);
    // In the API's names: the browser never reads a REST column.
    for (const a of audiences) expect(Object.keys(a).sort()).toEqual(['id', 'name', 'platform']);
  });

  it('duplicate then share, unshare and delete the copy', async () => {
    const { token } = await login('analyst@retail.demo');
    const source = (
      await graphql<{ segments: { nodes: Node[] } }>(PAGE, { token, variables: { filter: { companyCodes: ['022'] } } })
    ).data!.segments.nodes.find((n) => !n.requested)!;
    const dup = await graphql<{ duplicateSegment: { message: string; segment: { code: string; name: string; canShare: boolean } } }>(
      'mutation($c: ID!, $n: String!) { duplicateSegment(code: $c, name: $n) { message segment { code name canShare } } }',
      { token, variables: { c: source.code, n: 'retail_copia graphql' } },
    );
    expect(dup.errors).toBeUndefined();
    expect(dup.data!.duplicateSegment.message).toBe('Segmento duplicado');
    const copy = dup.data!.duplicateSegment.segment;
    expect(copy.name).toBe('INCA_retail_copia graphql');

    const warn = await graphql<{ userHasRole: boolean }>('{ userHasRole(email: "steward@corp.demo", role: AUDIENCE_USER) }', { token });
    expect(warn.data?.userHasRole).toBe(false);
    const shared = await graphql<{
      shareSegment: { shared: boolean; shares: { id: string; type: string; value: string; company: { code: string } }[] };
    }>(
      'mutation($c: ID!) { shareSegment(code: $c, input: { type: COMPANY, companyCode: "024" }) { shared shares { id type value company { code } } } }',
      { token, variables: { c: copy.code } },
    );
    expect(shared.errors).toBeUndefined();
    expect(shared.data!.shareSegment.shared).toBe(true);
    expect(shared.data!.shareSegment.shares.map((s) => [s.type, s.value, s.company.code])).toEqual([['COMPANY', '024', '024']]);
    const unshared = await graphql<{ unshareSegment: { shared: boolean } }>(
      'mutation($c: ID!, $s: ID!) { unshareSegment(code: $c, sharingId: $s) { shared } }',
      {
        token,
        variables: { c: copy.code, s: shared.data!.shareSegment.shares[0]!.id },
      },
    );
    expect(unshared.data?.unshareSegment.shared).toBe(false);
    const removed = await graphql<{ deleteSegment: { message: string } }>('mutation($c: ID!) { deleteSegment(code: $c) { message } }', {
      token,
      variables: { c: copy.code },
    });
    expect(removed.data?.deleteSegment.message).toBe('Se eliminó correctamente.');
  });

  it('bad duplicate names come back as BAD_USER_INPUT with the spec message', async () => {
    const { token } = await login('analyst@brand.demo');
    const source = (await graphql<{ segments: { nodes: Node[] } }>(PAGE, { token, variables: { filter: { companyCodes: ['024'] } } })).data!
      .segments.nodes[0]!;
    const bad = await graphql('mutation($c: ID!) { duplicateSegment(code: $c, name: "ab") { message } }', {
      token,
      variables: { c: source.code },
    });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toBe('El nombre debe tener al menos 3 caracteres');
  });
});

type MergeUse = { code: string; name: string; viewable: boolean };

const CATALOGUE_IDS = `query($c: ID!) { segmentCatalogue(companyCode: $c) { categories { attributes { id technicalName } } } }`;
const PREVIEW_ID = `mutation($i: SegmentPreviewInput!) { previewSegment(input: $i) { previewId } }`;
const CREATE = `mutation($i: SaveSegmentInput!) { createSegment(input: $i) { code name } }`;
const USED_IN_MERGES = `query($c: ID!) { segment(code: $c) { code usedInMerges { code name viewable } } }`;

/** Previews then saves a segment for company 022 as the given user; answers its code and name. */
async function createRetailSegment(token: string, input: { name: string; attributes?: unknown[]; merge?: unknown }) {
  const selection = input.merge ? { merge: input.merge } : { attributes: input.attributes };
  const preview = await graphql<{ previewSegment: { previewId: string } }>(PREVIEW_ID, {
    token,
    variables: { i: { companyCode: '022', ...selection } },
  });
  expect(preview.errors).toBeUndefined();
  const created = await graphql<{ createSegment: { code: string; name: string } }>(CREATE, {
    token,
    variables: {
      i: {
        previewId: preview.data!.previewSegment.previewId,
        companyCode: '022',
        name: input.name,
        description: 'Prueba de uso en combinados',
        typeName: 'SEGMENT_CONTACT',
        ...selection,
      },
    },
  });
  expect(created.errors).toBeUndefined();
  return created.data!.createSegment;
}

describe('where a segment is used (merges) through the gateway', () => {
  it('usedInMerges of a seeded base segment lists the merge built on it', async () => {
    const { token } = await login('admin@corp.demo');
    const merges = await graphql<{
      segments: {
        nodes: {
          code: string;
          name: string;
          definition: {
            segmentA: { code: string; usedInMerges: MergeUse[] } | null;
            segmentB: { code: string; usedInMerges: MergeUse[] } | null;
          };
        }[];
      };
    }>(
      `
        {
          segments(filter: { typeIds: [3] }, pageSize: 100) {
            nodes {
              code
              name
              definition {
                segmentA {
                  code
                  usedInMerges {
                    code
                    name
                    viewable
                  }
                }
                segmentB {
                  code
                  usedInMerges {
                    code
                    name
                    viewable
                  }
                }
              }
            }
          }
        }
      `,
      { token },
    );
    expect(merges.errors).toBeUndefined();
    const defined = merges.data!.segments.nodes.filter((m) => m.definition.segmentA && m.definition.segmentB);
    expect(defined.length).toBeGreaterThan(0);
    for (const merge of defined) {
      for (const side of [merge.definition.segmentA!, merge.definition.segmentB!]) {
        expect(side.usedInMerges, `${side.code} is used by ${merge.code}`).toContainEqual({
          code: merge.code,
          name: merge.name,
          viewable: true,
        });
      }
    }
  });

  it('usedInMerges on a page costs the same number of REST calls whatever its size', async () => {
    const { token } = await login('admin@corp.demo');
    const costs: number[] = [];
    for (const pageSize of [5, 50]) {
      const result = await measuredGraphql<{ segments: { nodes: { usedInMerges: MergeUse[] }[] } }>(
        'audience',
        'query($n: Int) { segments(pageSize: $n) { nodes { code usedInMerges { code name viewable } } } }',
        { token, variables: { n: pageSize } },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.segments.nodes).toHaveLength(pageSize);
      costs.push(result.restCalls);
    }
    expect(costs[0]).toBe(costs[1]);
    expect(costs[0]).toBeLessThanOrEqual(3);
  });

  it('a segment used by a merge cannot be deleted: CONFLICT naming the merge, and the segment stays', async () => {
    const { token } = await login('analyst@retail.demo');
    const catalogue = await graphql<{ segmentCatalogue: { categories: { attributes: { id: number; technicalName: string }[] }[] } }>(
      CATALOGUE_IDS,
      { token, variables: { c: '022' } },
    );
    expect(catalogue.errors).toBeUndefined();
    const attrs = catalogue.data!.segmentCatalogue.categories.flatMap((c) => c.attributes);
    const id = (t: string) => attrs.find((a) => a.technicalName === t)!.id;
    const suffix = Date.now().toString(36);
    const base = await createRetailSegment(token, {
      name: `Retail_base usada ${suffix}`,
      attributes: [
        { id: id('tiene_email'), value: '1' },
        { id: id('genero'), values: ['2'] },
      ],
    });
    const options = (await graphql<{ mergeOptions: { code: string }[] }>('{ mergeOptions(type: SEGMENT_CONTACT) { code } }', { token }))
      .data!.mergeOptions;
    const other = options.find((o) => o.code !== base.code)!;
    const merge = await createRetailSegment(token, {
      name: `Retail_combinado ${suffix}`,
      merge: { segmentA: base.code, segmentB: other.code, mergeType: 'UNION' },
    });

    const used = await graphql<{ segment: { usedInMerges: MergeUse[] } }>(USED_IN_MERGES, { token, variables: { c: base.code } });
    expect(used.errors).toBeUndefined();
    expect(used.data!.segment.usedInMerges).toEqual([{ code: merge.code, name: merge.name, viewable: true }]);

    const refused = await graphql('mutation($c: ID!) { deleteSegment(code: $c) { code } }', { token, variables: { c: base.code } });
    expect(refused.errors).toHaveLength(1);
    expect(refused.errors![0]!.extensions?.code).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe(`No se puede eliminar el segmento porque lo usa 1 segmento combinado: ${merge.name}.`);
    expect((refused.errors![0]!.extensions?.details as { merges: unknown[] }).merges).toEqual([{ code: merge.code, name: merge.name }]);
    const still = await graphql<{ segment: { code: string } }>('query($c: ID!) { segment(code: $c) { code } }', {
      token,
      variables: { c: base.code },
    });
    expect(still.data?.segment.code).toBe(base.code);

    // Once the merge is gone the same segment can be deleted: the refusal came from the merge alone.
    const mergeRemoved = await graphql<{ deleteSegment: { code: string } }>('mutation($c: ID!) { deleteSegment(code: $c) { code } }', {
      token,
      variables: { c: merge.code },
    });
    expect(mergeRemoved.errors).toBeUndefined();
    const baseRemoved = await graphql<{ deleteSegment: { message: string } }>('mutation($c: ID!) { deleteSegment(code: $c) { message } }', {
      token,
      variables: { c: base.code },
    });
    expect(baseRemoved.data?.deleteSegment.message).toBe('Se eliminó correctamente.');
  });
});

describe('companies of the segment list filter through the gateway', () => {
  it('the retail analyst is offered every owner company of the rows of their list', async () => {
    const { token } = await login('analyst@retail.demo');
    const viewerResult = await graphql<{
      viewer: {
        accessibleCompanies: { code: string }[];
        segmentFilterCompanies: { code: string; name: string; alias: string; domain: string }[];
      };
    }>('{ viewer { accessibleCompanies { code } segmentFilterCompanies { code name alias domain } } }', { token });
    expect(viewerResult.errors).toBeUndefined();
    const viewer = viewerResult.data!.viewer;
    // Every row of the list, in pages of 2,000 (a single page of 5,000 with its owner exceeds the gateway's cost limit).
    const nodes: { ownerCompany: { code: string } }[] = [];
    let totalCount = 0;
    for (let page = 1; page === 1 || nodes.length < totalCount; page++) {
      const list = await graphql<{ segments: { totalCount: number; nodes: { ownerCompany: { code: string } }[] } }>(
        'query($p: Int) { segments(page: $p, pageSize: 2000) { totalCount nodes { ownerCompany { code } } } }',
        { token, variables: { p: page } },
      );
      expect(list.errors).toBeUndefined();
      totalCount = list.data!.segments.totalCount;
      if (list.data!.segments.nodes.length === 0) break;
      nodes.push(...list.data!.segments.nodes);
    }
    const segments = { nodes, totalCount };
    expect(segments.nodes.length).toBeGreaterThan(0);
    expect(segments.nodes).toHaveLength(segments.totalCount);
    const owners = [...new Set(segments.nodes.map((n) => n.ownerCompany.code))].sort();
    expect(owners.length).toBeGreaterThan(1);
    const offered = viewer.segmentFilterCompanies.map((c) => c.code);
    for (const owner of owners) expect(offered, `owner ${owner}`).toContain(owner);
    for (const own of viewer.accessibleCompanies) expect(offered).toContain(own.code);
    expect(offered).toEqual([...offered].sort());
    for (const company of viewer.segmentFilterCompanies) expect(company.name).not.toBe('');
  });
});
