import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '@inca/warehouse';
import { PLACES, THEMES, demoSelectionFor } from './seed.ts';

const idOf = (technicalName: string) => DEMO_CATALOGUE.find((a) => a.technicalName === technicalName)!.id;
const valueOf = (selection: ReturnType<typeof demoSelectionFor>, technicalName: string) =>
  selection.find((a) => a.id === idOf(technicalName))?.value;

describe('demo segment selections', () => {
  it('follow the name: the theme and the place', () => {
    const selection = demoSelectionFor('INCA_Retail_Familias con niños Santiago', 'SEGMENT_CONTACT');
    expect(valueOf(selection, 'tiene_hijos')).toBe('1');
    expect(valueOf(selection, 'region')).toEqual(['7']);
    expect(valueOf(demoSelectionFor('INCA_Retail_Familias con niños Nacional', 'SEGMENT_CONTACT'), 'region')).toBeUndefined();
    expect(valueOf(demoSelectionFor('INCA_Marcas_Estudiantes Zona Sur', 'SEGMENT_CONTACT'), 'zona')).toBe('3');
  });

  it('an advertising segment keeps customers with a mobile advertising id', () => {
    expect(valueOf(demoSelectionFor('INCA_Retail_Amantes del deporte Temuco', 'SEGMENT_ADVERTISING'), 'tiene_maid')).toBe('1');
    expect(valueOf(demoSelectionFor('INCA_Retail_Amantes del deporte Temuco', 'SEGMENT_CONTACT'), 'tiene_maid')).toBeUndefined();
  });

  it('different names select differently, and every theme and place is one the builder accepts', () => {
    // demoSelectionFor validates each selection as the builder does, and throws on one it refuses.
    const selections = THEMES.flatMap((theme) =>
      PLACES.map((place) => JSON.stringify(demoSelectionFor(`INCA_Retail_${theme} ${place}`, 'SEGMENT_CONTACT'))),
    );
    expect(new Set(selections).size).toBe(selections.length);
  });

  it('a name whose theme it does not know fails the seed rather than selecting everyone', () => {
    expect(() => demoSelectionFor('INCA_Retail_Algo desconocido Santiago', 'SEGMENT_CONTACT')).toThrow(/sin selección/);
  });
});
