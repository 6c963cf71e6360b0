import { describe, expect, it } from 'vitest';
import { EMPTY_CAMPAIGN_FILTER, campaignFilterOf, campaignFilterSchema } from './campaignFilter.ts';

const message = (values: object) => {
  const parsed = campaignFilterSchema.safeParse({ ...EMPTY_CAMPAIGN_FILTER, ...values });
  return parsed.success ? undefined : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('campaign filter form', () => {
  it('asks "Otro" for 1 to 99 hours, in the spec words', () => {
    expect(message({ hours: 'other', otherHours: '' })).toEqual(['otherHours: Las horas deben ser un número de 1 o 2 dígitos.']);
    expect(message({ hours: 'other', otherHours: '0' })).toEqual(['otherHours: Las horas deben ser un número de 1 o 2 dígitos.']);
    expect(message({ hours: 'other', otherHours: '36' })).toBeUndefined();
    // The free field counts only while "Otro" is chosen.
    expect(message({ hours: '4', otherHours: '' })).toBeUndefined();
  });

  it('asks the service only for the fields filled in, texts trimmed', () => {
    expect(campaignFilterOf(EMPTY_CAMPAIGN_FILTER)).toEqual({
      companyCodes: undefined,
      name: undefined,
      code: undefined,
      startDate: undefined,
      endDate: undefined,
      rulesModifiedHours: undefined,
      incaStatuses: undefined,
      platformCode: undefined,
      fileTypes: undefined,
    });
    expect(
      campaignFilterOf({
        ...EMPTY_CAMPAIGN_FILTER,
        companyCodes: ['011'],
        code: ' CAMP-7 ',
        hours: 'other',
        otherHours: '36',
        status: '2',
        platform: 'CUPONES',
        fileType: '3',
        startDate: '2026-12-01',
      }),
    ).toMatchObject({
      companyCodes: ['011'],
      code: 'CAMP-7',
      rulesModifiedHours: 36,
      incaStatuses: [2],
      platformCode: 'CUPONES',
      fileTypes: [3],
      startDate: '2026-12-01',
    });
    expect(campaignFilterOf({ ...EMPTY_CAMPAIGN_FILTER, hours: '8', otherHours: '36' }).rulesModifiedHours).toBe(8);
  });
});
