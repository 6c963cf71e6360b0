import { describe, expect, it } from 'vitest';
import type { ShellViewer } from '../../session/viewer.ts';
import { newAudiencePath } from './audienceLink.ts';

const viewer = (roles: ShellViewer['roles'], code: string, seesCompanyColumn: boolean): ShellViewer => ({
  email: 'x@demo',
  name: 'X',
  roles,
  isRetailAnalyst: false,
  seesCompanyColumn,
  company: { code, name: code, alias: code, domain: 'demo.cl' },
});
const segment = (owner: string, shared = false) => ({
  code: 'SEG9',
  shared,
  ownerCompany: { code: owner },
  definition: { typeName: 'SEGMENT_CONTACT' as const },
});

describe('newAudiencePath', () => {
  it('opens the form with company, type and segment chosen', () => {
    expect(newAudiencePath(viewer(['AUDIENCE_ANALYST'], '022', true), segment('024'))).toBe(
      '/audiences/new?company=024&segment=SEG9&type=SEGMENT_CONTACT',
    );
    expect(newAudiencePath(viewer(['AUDIENCE_USER'], '024', false), segment('022'))).toBe(
      '/audiences/new?company=024&segment=SEG9&type=SEGMENT_CONTACT',
    );
  });

  it('is absent when the form would not offer the segment (§6)', () => {
    expect(newAudiencePath(viewer(['AUDIENCE_USER'], '024', false), segment('032', true))).toBeUndefined();
    expect(newAudiencePath(viewer(['AUDIENCE_USER'], '024', false), segment('032', false))).toBeDefined();
  });
});
