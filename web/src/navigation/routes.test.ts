import { describe, expect, it } from 'vitest';
import { ROUTES, navigationFor, pathTo } from './routes.ts';

describe('routes', () => {
  it('keeps the paths the spec names', () => {
    expect(ROUTES.segments.path).toBe('/segments/list');
    expect(ROUTES.link_list_audiences.path).toBe('/audiences/list');
    expect(ROUTES.coupons_list.path).toBe('/coupons/list');
  });

  it('builds paths with encoded params and query', () => {
    expect(pathTo('segments', {}, { viewed: 'SEG 1' })).toBe('/segments/list?viewed=SEG+1');
    expect(pathTo('images', { custom_audience_id: 42 })).toBe('/images/42');
    expect(() => pathTo('images')).toThrow(/custom_audience_id/);
  });

  it('navigation lists only built screens, filtered by role', () => {
    const names = (roles: Parameters<typeof navigationFor>[0]) => navigationFor(roles).map((n) => n.name);
    for (const roles of [['AUDIENCE_ADMIN'], ['AUDIENCE_USER']] as const) {
      const listed = names(roles);
      expect(listed.length).toBeGreaterThan(0);
      for (const name of listed) expect(ROUTES[name].built).toBe(true);
    }
    expect(names(['AUDIENCE_USER'])).toContain('home');
    expect(names(['AUDIENCE_USER'])).not.toContain('company_configuration');
  });

  it("'Cupones' is listed only when the viewer's company has talonone_coupons", () => {
    const names = (flags: Parameters<typeof navigationFor>[1]) => navigationFor(['AUDIENCE_USER'], flags).map((n) => n.label);
    expect(names({ talononeCoupons: true })).toContain('Cupones');
    expect(names({ talononeCoupons: false })).not.toContain('Cupones');
    expect(names(null)).not.toContain('Cupones');
  });
});
