import { describe, expect, inject, it } from 'vitest';
import { graphql, login } from '../src/client.ts';

const PAGE = `query Page($filter: SegmentFilter, $page: Int, $pageSize: Int) {
  segments(filter: $filter, page: $page, pageSize: $pageSize) {
    totalCount
    nodes { code name screen type { id name label } ownerCompany { code alias } uniqueUsers numAudiences shared requested
            canEdit editVisible editBlockedReason canShare canDelete canDuplicate audiences { name platform } }
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
  audiences: { name: string; platform: string }[];
};

const restCalls = async () => {
  const metrics = (await (await fetch(new URL('/metrics', inject('subgraphUrls').audience))).json()) as { restCalls: number };
  return metrics.restCalls;
};

describe('segments through the gateway', () => {
  it('a page costs the same number of REST calls whatever its size', async () => {
    const { token } = await login('admin@corp.demo');
    const costs: number[] = [];
    for (const pageSize of [5, 50]) {
      const before = await restCalls();
      const result = await graphql<{ segments: { nodes: Node[]; totalCount: number } }>(PAGE, { token, variables: { pageSize } });
      expect(result.errors).toBeUndefined();
      expect(result.data!.segments.nodes).toHaveLength(pageSize);
      costs.push((await restCalls()) - before);
    }
    expect(costs[0]).toBe(costs[1]);
    expect(costs[0]).toBeLessThanOrEqual(2);
  });

  it('maps screens by type id and labels types in Spanish', async () => {
    const { token } = await login('admin@corp.demo');
    const nodes = (await graphql<{ segments: { nodes: Node[] } }>(PAGE, { token, variables: { pageSize: 200 } })).data!.segments.nodes;
    for (const n of nodes) {
      const expected = n.type.id === 1 || n.type.id === 4 ? 'CROSS_TABLE' : n.type.id === 2 || n.type.id === 5 ? 'SEGMENT' : 'MERGE_SEGMENT';
      expect(n.screen).toBe(expected);
      expect(n.type.label).not.toBe('');
    }
    const used = nodes.find((n) => n.numAudiences > 0)!;
    expect(used.audiences).toHaveLength(used.numAudiences);
  });

  it('a segment of a company the caller cannot see is NOT_FOUND, and mutations on it change nothing', async () => {
    const admin = await login('admin@corp.demo');
    const brand = await login('user@brand.demo');
    const corp = (await graphql<{ segments: { nodes: Node[] } }>(PAGE, { token: admin.token, variables: { filter: { companyCodes: ['011'], shared: 'NOT_SHARED' }, pageSize: 1 } }))
      .data!.segments.nodes[0]!;
    const read = await graphql('query($c: ID!) { segment(code: $c) { code } }', { token: brand.token, variables: { c: corp.code } });
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(read.errors?.[0]?.message).toBe('El segmento no existe o no tiene acceso a él.');
    const del = await graphql('mutation($c: ID!) { deleteSegment(code: $c) { code } }', { token: brand.token, variables: { c: corp.code } });
    expect(del.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const still = await graphql<{ segment: { code: string } }>('query($c: ID!) { segment(code: $c) { code } }', { token: admin.token, variables: { c: corp.code } });
    expect(still.data?.segment.code).toBe(corp.code);
  });

  it('delete refused because of audiences carries the audiences for links', async () => {
    const { token } = await login('analyst@brand.demo');
    const nodes = (await graphql<{ segments: { nodes: Node[] } }>(PAGE, { token, variables: { filter: { companyCodes: ['024'] }, pageSize: 200 } })).data!.segments.nodes;
    const used = nodes.find((n) => n.numAudiences > 0 && n.canDelete)!;
    const refused = await graphql('mutation($c: ID!) { deleteSegment(code: $c) { code } }', { token, variables: { c: used.code } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((refused.errors?.[0]?.extensions?.details as { audiences: unknown[] }).audiences).toHaveLength(used.numAudiences);
  });

  it('duplicate then share, unshare and delete the copy', async () => {
    const { token } = await login('analyst@retail.demo');
    const source = (await graphql<{ segments: { nodes: Node[] } }>(PAGE, { token, variables: { filter: { companyCodes: ['022'] } } })).data!.segments.nodes.find((n) => !n.requested)!;
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
    const shared = await graphql<{ shareSegment: { shared: boolean; shares: { id: string; type: string; value: string; company: { code: string } }[] } }>(
      'mutation($c: ID!) { shareSegment(code: $c, input: { type: COMPANY, companyCode: "024" }) { shared shares { id type value company { code } } } }',
      { token, variables: { c: copy.code } },
    );
    expect(shared.errors).toBeUndefined();
    expect(shared.data!.shareSegment.shared).toBe(true);
    expect(shared.data!.shareSegment.shares.map((s) => [s.type, s.value, s.company.code])).toEqual([['COMPANY', '024', '024']]);
    const unshared = await graphql<{ unshareSegment: { shared: boolean } }>('mutation($c: ID!, $s: ID!) { unshareSegment(code: $c, sharingId: $s) { shared } }', {
      token,
      variables: { c: copy.code, s: shared.data!.shareSegment.shares[0]!.id },
    });
    expect(unshared.data?.unshareSegment.shared).toBe(false);
    const removed = await graphql<{ deleteSegment: { message: string } }>('mutation($c: ID!) { deleteSegment(code: $c) { message } }', { token, variables: { c: copy.code } });
    expect(removed.data?.deleteSegment.message).toBe('Se eliminó correctamente.');
  });

  it('bad duplicate names come back as BAD_USER_INPUT with the spec message', async () => {
    const { token } = await login('analyst@brand.demo');
    const source = (await graphql<{ segments: { nodes: Node[] } }>(PAGE, { token, variables: { filter: { companyCodes: ['024'] } } })).data!.segments.nodes[0]!;
    const bad = await graphql('mutation($c: ID!) { duplicateSegment(code: $c, name: "ab") { message } }', { token, variables: { c: source.code } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toBe('El nombre debe tener al menos 3 caracteres');
  });
});
