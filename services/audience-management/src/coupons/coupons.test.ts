import { describe, expect, it } from 'vitest';
import { couponSegmentError, matchDataFor } from '@inca/domain';
import { catalogueColumns } from './access.ts';
import { demoCouponDays } from './seed.ts';
import { prng } from '../segments/index.ts';

describe('the warehouse catalogue as the user_id rule reads it', () => {
  it('a table by dataset and name, a sandbox by use case; unknown sources have no columns', () => {
    expect(catalogueColumns({ sandbox: false, dataset_id: 'retail', table_id: 'compras' })).toContain('customer_id');
    expect(catalogueColumns({ sandbox: true, use_case: 'propension_compra' })).toEqual(['customer_id', 'score', 'grupo']);
    expect(catalogueColumns({ sandbox: false, dataset_id: 'retail', table_id: 'no_existe' })).toBeNull();
    expect(catalogueColumns({ sandbox: true, use_case: 'no_existe' })).toBeNull();
    expect(catalogueColumns(null)).toBeNull();
    // Every embedded table carries the customer id: any cross table of a known table passes the rule.
    expect(
      couponSegmentError({ typeId: 1, columns: catalogueColumns({ sandbox: false, dataset_id: 'marcas', table_id: 'fans_vw' }) }, '1'),
    ).toBeUndefined();
  });
});

describe('demo coupons per day', () => {
  const at = (iso: string) => new Date(iso);
  const entry = (code: string, iso: string, members = 0) => ({
    code,
    date: at(iso),
    users: members,
    rows: members,
    match: members ? matchDataFor('talonone', members) : null,
  });

  it('issues to new holders on publication days, redeems every day after (a third at most), deterministically', () => {
    const life = [
      entry('P_NOD', '2026-10-01T12:00:00Z'),
      entry('P_PUB', '2026-10-02T15:00:00Z', 10_000),
      entry('P_ENV', '2026-10-20T12:00:00Z'),
      entry('P_PUB', '2026-10-20T15:00:00Z', 10_400),
    ];
    const days = demoCouponDays(life, at('2026-11-01T12:00:00Z'), prng(3));
    expect(days[0]).toMatchObject({ day: '2026-10-02', issued: 10_000 });
    expect(days.find((d) => d.day === '2026-10-20')!.issued).toBe(400);
    expect(days.reduce((n, d) => n + d.issued, 0)).toBe(10_400);
    expect(days.map((d) => d.day)).toEqual([...new Set(days.map((d) => d.day))].sort());
    expect(days.at(-1)!.day).toBe('2026-11-01');
    const redeemed = days.reduce((n, d) => n + d.redeemed, 0);
    expect(redeemed).toBeGreaterThan(0);
    expect(redeemed).toBeLessThanOrEqual(Math.round(10_400 * 0.35));
    expect(days.every((d) => d.reserved >= 0 && d.redeemed >= 0)).toBe(true);
    expect(demoCouponDays(life, at('2026-11-01T12:00:00Z'), prng(3))).toEqual(days);
  });

  it('nothing before a publication', () => {
    expect(
      demoCouponDays([entry('P_NOD', '2026-10-01T12:00:00Z'), entry('P_ENV', '2026-10-02T12:00:00Z')], at('2026-11-01T12:00:00Z'), prng(1)),
    ).toEqual([]);
  });
});
