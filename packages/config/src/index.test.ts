import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, boolFlag, parseEnv, port } from './index.ts';

describe('parseEnv', () => {
  const schema = z.object({ PORT: port(4000), DEBUG: boolFlag(false), DATABASE_URL: z.url({ message: 'debe ser una URL válida' }).optional() });

  it('applies defaults and coerces values', () => {
    expect(parseEnv(schema, {})).toEqual({ PORT: 4000, DEBUG: false });
    expect(parseEnv(schema, { PORT: '8080', DEBUG: 'true' })).toMatchObject({ PORT: 8080, DEBUG: true });
  });

  it('stops with a message naming every bad variable', () => {
    expect(() => parseEnv(schema, { PORT: '99999', DATABASE_URL: 'nope' })).toThrow(ConfigError);
    try {
      parseEnv(schema, { PORT: '99999', DATABASE_URL: 'nope' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL: debe ser una URL válida');
    }
  });
});
