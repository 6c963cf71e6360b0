import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, operation, pathOf, type AnswerOf, type ResponseOf } from './index.ts';

describe('REST operations', () => {
  it('fill an Express path with encoded params and refuse a missing one', () => {
    expect(pathOf('/audiences/:id/runs/:run', { id: 'AUD 1', run: 7 })).toBe('/audiences/AUD%201/runs/7');
    expect(() => pathOf('/audiences/:id', {})).toThrow('Falta el parámetro id');
  });

  it('keep each schema so a handler and a client share one type', () => {
    const getThing = operation({
      method: 'GET',
      path: '/things/:id',
      params: z.object({ id: z.string() }),
      response: envelope(z.object({ id: z.string(), count: z.coerce.number() })),
    });
    const answer: AnswerOf<typeof getThing> = { status: true, data: { id: 'a', count: '3' } };
    const read: ResponseOf<typeof getThing> = getThing.response.parse(answer);
    expect(read.data.count).toBe(3);
    expect(getThing.response.safeParse({ status: true, data: { id: 1 } }).success).toBe(false);
  });
});
