import { describe, expect, it } from 'vitest';
import { firstError, mergeFieldErrors, mergeSelectionErrors } from './merge.ts';
import { deleteRefusedByMergesMessage } from './segmentMessages.ts';

describe('merge selection rules', () => {
  it('requires both segments and a merge type, with the spec messages', () => {
    expect(mergeSelectionErrors({})).toEqual({
      segmentA: 'El Segmento A es requerido',
      segmentB: 'El Segmento B es requerido',
      mergeType: 'El Tipo de Cruce es requerido',
    });
  });

  it('refuses a segment merged with itself and an unknown merge type', () => {
    expect(mergeSelectionErrors({ segmentA: 'SEG1', segmentB: 'SEG1', mergeType: 'XOR' })).toEqual({
      segmentB: 'Los segmentos A y B deben ser distintos.',
      mergeType: 'Tipo de cruce inválido.',
    });
    expect(mergeSelectionErrors({ segmentA: 'SEG1', segmentB: 'SEG2', mergeType: 'DIFFERENCE' })).toEqual({});
  });
});

describe('merge field rules', () => {
  it('checks name, description and type; INCA_ does not count towards the name', () => {
    expect(mergeFieldErrors({ name: 'INCA_ab', description: ' ', typeName: '' })).toEqual({
      name: 'El nombre debe tener al menos 3 caracteres',
      description: 'La Descripción es requerida',
      typeName: 'El tipo de segmento es requerido',
    });
    expect(mergeFieldErrors({ name: 'Retail_<b>', description: 'ok', typeName: 'MERGE' })).toEqual({
      name: 'No se permiten caracteres especiales como <, >, ", \', `',
      typeName: 'Tipo de segmento inválido.',
    });
    const valid = mergeFieldErrors({ name: 'INCA_Retail_unión', description: 'Unión', typeName: 'SEGMENT_ADVERTISING' });
    expect(valid).toEqual({});
    expect(firstError(valid)).toBeUndefined();
    expect(firstError(mergeFieldErrors({ name: 'x', description: '', typeName: 'SEGMENT_CONTACT' }))).toBe(
      'El nombre debe tener al menos 3 caracteres',
    );
  });

  it('names the merges that block a delete, singular and plural', () => {
    expect(deleteRefusedByMergesMessage(['INCA_X'])).toBe('No se puede eliminar el segmento porque lo usa 1 segmento combinado: INCA_X.');
    expect(deleteRefusedByMergesMessage(['INCA_X', 'INCA_Y'])).toBe(
      'No se puede eliminar el segmento porque lo usan 2 segmentos combinados: INCA_X, INCA_Y.',
    );
  });
});

describe('merge sides', () => {
  it('fit the merge type; a contact merge also takes untyped segments', async () => {
    const { mergeSideFits } = await import('./merge.ts');
    expect(mergeSideFits('SEGMENT_CONTACT', undefined)).toBe(true);
    expect(mergeSideFits('SEGMENT_CONTACT', 'SEGMENT_ADVERTISING')).toBe(false);
    expect(mergeSideFits('SEGMENT_ADVERTISING', null)).toBe(false);
    expect(mergeSideFits('SEGMENT_ADVERTISING', 'SEGMENT_ADVERTISING')).toBe(true);
  });
});
