import { describe, expect, it } from 'vitest';
import { audienceExportQuery, audienceListQuery } from './audiences.ts';

describe('the audience list export query', () => {
  it("takes the graph's names (sort field, order, platforms) and answers the service's columns", () => {
    const q = audienceExportQuery.parse({ sort: 'NAME', order: 'ASC', platform: 'GADS,TALONONE' });
    expect(q).toMatchObject({ sort: 'custom_audience_name', order: 'asc', platform: ['gads', 'talonone'] });
  });

  it("still takes the service's own names, and refuses an unknown sort or platform in Spanish", () => {
    expect(audienceExportQuery.parse({ sort: 'assignment_status_date', order: 'desc' })).toMatchObject({
      sort: 'assignment_status_date',
      order: 'desc',
    });
    expect(audienceExportQuery.safeParse({ sort: 'DROP' }).error?.issues[0]?.message).toBe('Orden inválido.');
    expect(audienceExportQuery.safeParse({ platform: 'myspace' }).error?.issues[0]?.message).toBe('Plataforma inválida.');
    // The list itself (the subgraph's call) takes only columns.
    expect(audienceListQuery.safeParse({ sort: 'NAME' }).success).toBe(false);
  });
});
