import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { UnavailableBases } from './UnavailableBases.tsx';

describe('UnavailableBases', () => {
  it('names every base the merge can no longer read', () => {
    render(<UnavailableBases bases={[{ code: 'SEG0000001', name: 'INCA_Marcas_Base compartida' }]} />);
    const callout = screen.getByTestId('unavailable-bases');
    expect(callout).toHaveTextContent('Este segmento combinado ya no se puede recalcular');
    expect(callout).toHaveTextContent('INCA_Marcas_Base compartida (SEG0000001)');
  });

  it('says nothing when every base is readable', () => {
    const { container } = render(<UnavailableBases bases={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
