import { describe, expect, it } from 'vitest';
import { AUDIENCE_NAME_MAX_CREATE, audienceNameError } from '@inca/domain';
import { audienceName } from './seed.ts';

describe('demo audience names', () => {
  it('shorten a long theme by whole words, within what the form takes', () => {
    const name = audienceName('retail_', 'salesforce', 11, 'INCA_retail_Compradores online Nacional');
    expect(name).toBe('INCA_retail_salesforce11 Compradores online');
    expect(audienceNameError(name, 'create')).toBeUndefined();
  });

  it('leave out a two-word place rather than keep half of it', () => {
    expect(audienceName('brand_', 'gads', 7, 'INCA_Marcas_Compradores de electrónica Zona Norte')).toBe(
      'INCA_brand_gads07 Compradores de electrónica',
    );
  });

  it('keep a theme that fits whole', () => {
    expect(audienceName('retail_', 'gads', 2, 'INCA_retail_Amantes del deporte Zona Sur')).toBe(
      'INCA_retail_gads02 Amantes del deporte Zona Sur',
    );
  });

  it('never pass the limit, even with a single long word', () => {
    const name = audienceName('retail_', 'tiktok', 3, `INCA_retail_${'x'.repeat(80)}`);
    expect(name.length - 'INCA_'.length).toBeLessThanOrEqual(AUDIENCE_NAME_MAX_CREATE);
    expect(name).toBe('INCA_retail_tiktok03');
  });
});
