import { describe, expect, it } from 'vitest';
import { subgraphErrorAnswer } from './index.ts';

describe('subgraph listener errors', () => {
  it('malformed JSON is 400, an oversized body 413, other client errors 4xx, anything else 500, all in Spanish', () => {
    expect(subgraphErrorAnswer({ type: 'entity.parse.failed', status: 400 })).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'El cuerpo de la solicitud no es JSON válido.',
    });
    expect(subgraphErrorAnswer({ type: 'entity.too.large', status: 413 })).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'La solicitud es demasiado grande.',
    });
    expect(subgraphErrorAnswer({ type: 'encoding.unsupported', status: 415 }).status).toBe(415);
    expect(subgraphErrorAnswer(new Error('boom'))).toEqual({
      status: 500,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Error interno del subgrafo.',
    });
  });
});
