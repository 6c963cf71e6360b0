import { describe, expect, it } from 'vitest';
import type { Role } from './roles.ts';
import {
  canDeleteSegment,
  canDuplicateSegment,
  canShareSegment,
  defaultDuplicateName,
  duplicateNameError,
  segmentEditPermission,
  segmentOwnerScope,
  segmentScreenFor,
  type SegmentFacts,
} from './segments.ts';

const viewers: Record<string, { roles: Role[]; companyCode: string }> = {
  admin: { roles: ['audience_admin'], companyCode: '032' },
  steward: { roles: ['org_data_management'], companyCode: '032' },
  retailAnalyst: { roles: ['audience_analyst'], companyCode: '022' },
  brandAnalyst: { roles: ['audience_analyst'], companyCode: '024' },
  retailUser: { roles: ['audience_user'], companyCode: '022' },
};

const segment = (over: Partial<SegmentFacts>): SegmentFacts => ({
  ownerCompanyCode: '022',
  segmentTypeId: 2,
  shared: false,
  numAudiences: 0,
  requested: false,
  ...over,
});
const flags = (shareAction: boolean, editSegment = false) => ({ shareAction, editSegment });

// viewer, owner, type, shared, audiences, share_action → edit visible, edit allowed, share, delete, duplicate
type Row = [string, string, number, boolean, number, boolean, boolean, boolean, boolean, boolean, boolean];
const table: Row[] = [
  // the owner company: everything its role allows
  ['retailUser', '022', 2, false, 0, true, true, true, false, true, true],
  ['retailUser', '022', 1, true, 0, true, true, true, false, true, true],
  ['retailAnalyst', '022', 2, false, 0, true, true, true, true, true, true],
  ['retailAnalyst', '022', 3, false, 0, false, true, true, false, true, true],
  ['retailAnalyst', '022', 2, false, 3, true, true, false, true, true, true],
  ['brandAnalyst', '024', 4, true, 2, true, true, false, true, true, true],
  ['steward', '032', 2, false, 0, true, true, true, true, true, true],
  ['steward', '032', 2, false, 0, false, true, true, false, true, true],
  ['admin', '032', 1, false, 0, false, true, true, true, true, true],
  ['admin', '032', 3, true, 5, false, true, false, true, true, true],
  // a foreign company
  ['admin', '022', 2, false, 0, true, true, true, false, true, true],
  ['admin', '022', 1, false, 0, true, true, true, false, false, false],
  ['admin', '024', 2, true, 0, true, false, false, false, true, true],
  ['admin', '024', 3, true, 0, true, false, false, false, false, false],
  ['steward', '022', 2, false, 0, true, true, true, false, false, false],
  ['steward', '022', 2, true, 0, true, false, false, false, false, false],
  ['steward', '024', 1, false, 4, true, true, false, false, false, false],
  ['retailAnalyst', '032', 2, false, 0, true, true, true, false, false, false],
  ['retailAnalyst', '032', 2, true, 0, true, false, false, false, false, false],
  ['brandAnalyst', '022', 2, false, 0, true, false, false, false, false, false],
  ['retailUser', '024', 2, false, 0, true, false, false, false, false, false],
];

describe('segment permissions (spec §6), table-driven', () => {
  it.each(table)(
    '%s on a %s segment of type %i, shared %s, %i audiences, share_action %s',
    (who, owner, type, shared, audiences, shareAction, editVisible, editAllowed, share, del, dup) => {
      const viewer = viewers[who]!;
      const facts = segment({ ownerCompanyCode: owner, segmentTypeId: type, shared, numAudiences: audiences });
      const edit = segmentEditPermission(viewer, facts, flags(shareAction));
      expect({
        editVisible: edit.visible,
        editAllowed: edit.allowed,
        share: canShareSegment(viewer, facts, flags(shareAction)),
        del: canDeleteSegment(viewer, facts),
        dup: canDuplicateSegment(viewer, facts),
      }).toEqual({
        editVisible,
        editAllowed,
        share,
        del,
        dup,
      });
      if (edit.visible && !edit.allowed) expect(edit.blockedByAudiences).toBe(audiences);
    },
  );

  it('the edit_segment permission lifts the audience block', () => {
    const facts = segment({ numAudiences: 7 });
    expect(segmentEditPermission(viewers.retailAnalyst!, facts, flags(true, false))).toEqual({
      visible: true,
      allowed: false,
      blockedByAudiences: 7,
    });
    expect(segmentEditPermission(viewers.retailAnalyst!, facts, flags(true, true))).toEqual({
      visible: true,
      allowed: true,
      blockedByAudiences: 0,
    });
  });

  it('a requested segment allows nothing but viewing, for every viewer', () => {
    for (const viewer of Object.values(viewers)) {
      for (const owner of ['022', '032', '024']) {
        const facts = segment({ ownerCompanyCode: owner, requested: true });
        expect(segmentEditPermission(viewer, facts, flags(true, true)).visible).toBe(false);
        expect(canShareSegment(viewer, facts, flags(true))).toBe(false);
        expect(canDeleteSegment(viewer, facts)).toBe(false);
        expect(canDuplicateSegment(viewer, facts)).toBe(false);
      }
    }
  });
});

describe('segment list scope', () => {
  it('admin all; steward and retail analyst own plus access list; others own', () => {
    expect(segmentOwnerScope(viewers.admin!, [])).toEqual({ kind: 'all' });
    expect(segmentOwnerScope(viewers.steward!, ['022', '024'])).toEqual({ kind: 'list', codes: ['032', '022', '024'] });
    expect(segmentOwnerScope(viewers.retailAnalyst!, ['011'])).toEqual({ kind: 'list', codes: ['022', '011'] });
    expect(segmentOwnerScope(viewers.brandAnalyst!, ['011'])).toEqual({ kind: 'list', codes: ['024'] });
    expect(segmentOwnerScope(viewers.retailUser!, ['032'])).toEqual({ kind: 'list', codes: ['022'] });
  });
});

describe('routing and names', () => {
  it('routes view and edit by type id', () => {
    expect([1, 2, 3, 4, 5].map(segmentScreenFor)).toEqual(['cross_table', 'segment', 'merge_segment', 'cross_table', 'segment']);
  });

  it('validates duplicate names with the spec messages', () => {
    expect(duplicateNameError('')).toBe('El Nombre es requerido');
    expect(duplicateNameError('ab')).toBe('El nombre debe tener al menos 3 caracteres');
    expect(duplicateNameError('x'.repeat(51))).toBe('El nombre debe tener máximo 50 caracteres');
    expect(duplicateNameError('abc')).toBeUndefined();
    expect(duplicateNameError('x'.repeat(50))).toBeUndefined();
  });

  it('defaults the duplicate name from the first label of the domain', () => {
    expect(defaultDuplicateName('retail.demo')).toBe('retail_');
  });
});

/**
 * The whole product of role × own/foreign company × type × shared × audiences × share_action ×
 * edit_segment × requested, against the §6 sentences restated as a decision table.
 */
describe('segment rules over every combination', () => {
  const who = {
    admin: { admin: true, steward: false, analyst: false, retailAnalyst: false },
    steward: { admin: false, steward: true, analyst: false, retailAnalyst: false },
    retailAnalyst: { admin: false, steward: false, analyst: true, retailAnalyst: true },
    brandAnalyst: { admin: false, steward: false, analyst: true, retailAnalyst: false },
    retailUser: { admin: false, steward: false, analyst: false, retailAnalyst: false },
  } as const;
  it(`agrees with the decision table on all ${5 * 2 * 4 * 2 * 2 * 2 * 2 * 2} combinations`, () => {
    const cases: string[] = [];
    for (const [name, viewer] of Object.entries(viewers)) {
      const is = who[name as keyof typeof who];
      for (const own of [true, false]) {
        const foreign = ['022', '024', '032', '011'].find((c) => c !== viewer.companyCode)!;
        const owner = own ? viewer.companyCode : foreign;
        for (const type of [1, 2, 3, 4]) {
          for (const shared of [false, true]) {
            for (const audiences of [0, 2]) {
              for (const shareAction of [false, true]) {
                for (const editSegment of [false, true]) {
                  for (const requested of [false, true]) {
                    const s = segment({ ownerCompanyCode: owner, segmentTypeId: type, shared, numAudiences: audiences, requested });
                    const f = flags(shareAction, editSegment);
                    const label = `${name} own=${own} type=${type} shared=${shared} aud=${audiences} share=${shareAction} edit=${editSegment} req=${requested}`;
                    cases.push(label);
                    // Requested segments: view and request details only.
                    const visible = !requested && (own || ((is.admin || is.steward || is.retailAnalyst) && !shared));
                    const edit = segmentEditPermission(viewer, s, f);
                    expect(edit.visible, label).toBe(visible);
                    expect(edit.allowed, label).toBe(visible && (audiences === 0 || editSegment));
                    expect(canShareSegment(viewer, s, f), label).toBe(
                      !requested && own && ((is.admin && owner === '032') || ((is.steward || is.analyst) && shareAction)),
                    );
                    expect(canDeleteSegment(viewer, s), label).toBe(!requested && (own || (is.admin && type === 2)));
                    expect(canDuplicateSegment(viewer, s), label).toBe(!requested && (own || (is.admin && type === 2)));
                  }
                }
              }
            }
          }
        }
      }
    }
    expect(cases).toHaveLength(5 * 2 * 4 * 2 * 2 * 2 * 2 * 2);
  });
});

describe('segment builder fields', () => {
  const ok = { name: 'Retail_Clientes', description: 'Clientes frecuentes', typeName: 'SEGMENT_CONTACT', companyAlias: 'Retail' };
  it('accepts a good form', async () => {
    const { builderFieldErrors } = await import('./segments.ts');
    expect(builderFieldErrors(ok)).toEqual({});
  });
  it('gives the spec messages', async () => {
    const { builderFieldErrors } = await import('./segments.ts');
    expect(builderFieldErrors({ ...ok, name: '' }).name).toBe('El Nombre es requerido');
    expect(builderFieldErrors({ ...ok, name: 'Re' }).name).toBe('El nombre debe tener al menos 3 caracteres');
    expect(builderFieldErrors({ ...ok, name: `Retail_${'x'.repeat(50)}` }).name).toBe('El nombre debe tener máximo 50 caracteres');
    expect(builderFieldErrors({ ...ok, name: 'Retail <b>' }).name).toBe('No se permiten caracteres especiales como <, >, ", \', `');
    expect(builderFieldErrors({ ...ok, name: 'Retail <script>' }).name).toBe('Texto inválido detectado');
    expect(builderFieldErrors({ ...ok, name: 'Clientes' }).name).toBe('El nombre debe comenzar con el alias de la empresa (Retail).');
    expect(builderFieldErrors({ ...ok, description: ' ' }).description).toBe('La Descripción es requerida');
    expect(builderFieldErrors({ ...ok, typeName: '' }).typeName).toBe('El tipo de segmento es requerido');
  });
  it('prefixes INCA_ or INCA_PP_ once', async () => {
    const { builderSegmentName } = await import('./segments.ts');
    expect(builderSegmentName('Retail_x', false)).toBe('INCA_Retail_x');
    expect(builderSegmentName('INCA_Retail_x', true)).toBe('INCA_PP_Retail_x');
  });
  it('routes advertising segments to the segment screen', () => {
    expect([1, 2, 3, 4, 5, 6].map(segmentScreenFor)).toEqual([
      'cross_table',
      'segment',
      'merge_segment',
      'cross_table',
      'segment',
      'merge_segment',
    ]);
  });
});

describe('purchase-prediction companies', () => {
  it('corporate sees all its choices; others their own plus 022 when the flag is on', async () => {
    const { purchasePredictionCompanies } = await import('./segments.ts');
    expect(purchasePredictionCompanies({ companyCode: '032' }, ['032', '022', '024'], false)).toEqual(['032', '022', '024']);
    expect(purchasePredictionCompanies({ companyCode: '024' }, ['024', '022', '011'], false)).toEqual(['024']);
    expect(purchasePredictionCompanies({ companyCode: '024' }, ['024', '022', '011'], true)).toEqual(['024', '022']);
  });
});

describe('one name rule and the role check', () => {
  it('duplicate names refuse < > " \' ` and script-like text, like every segment name', async () => {
    const { duplicateNameError } = await import('./segments.ts');
    expect(duplicateNameError('<img src=x onerror=alert(1)>')).toBe('Texto inválido detectado');
    expect(duplicateNameError('<script>x</script>')).toBe('Texto inválido detectado');
    expect(duplicateNameError('Copia "buena"')).toBe('No se permiten caracteres especiales como <, >, ", \', `');
    expect(duplicateNameError('Copia `x`')).toBe('No se permiten caracteres especiales como <, >, ", \', `');
    expect(duplicateNameError('Copia de clientes')).toBeUndefined();
  });

  it('the role check answers only a viewer who may share, only for the roles a share needs', async () => {
    const { roleCheckAnswer } = await import('./segments.ts');
    const target = { roles: ['audience_user'] };
    const on = { shareAction: true };
    const off = { shareAction: false };
    // Could share: an analyst or steward whose company has share_action; the admin of 032.
    expect(roleCheckAnswer(viewers.retailAnalyst!, on, 'audience_user', target)).toBe(true);
    expect(roleCheckAnswer(viewers.steward!, on, 'audience_user', target)).toBe(true);
    expect(roleCheckAnswer(viewers.admin!, off, 'audience_user', target)).toBe(true);
    // Same answer as an unknown e-mail for everybody else.
    expect(roleCheckAnswer(viewers.retailAnalyst!, on, 'audience_user', undefined)).toBe(false);
    expect(roleCheckAnswer(viewers.retailAnalyst!, off, 'audience_user', target)).toBe(false);
    expect(roleCheckAnswer(viewers.retailUser!, on, 'audience_user', target)).toBe(false);
    expect(roleCheckAnswer(viewers.brandAnalyst!, off, 'audience_user', target)).toBe(false);
    // Not a directory of administrators.
    expect(roleCheckAnswer(viewers.retailAnalyst!, on, 'audience_admin', { roles: ['audience_admin'] })).toBe(false);
    expect(roleCheckAnswer(viewers.retailAnalyst!, on, 'audience_analyst', target)).toBe(false);
  });
});
