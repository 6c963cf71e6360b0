import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SegmentUsage } from './SegmentUsage.tsx';

describe('SegmentUsage', () => {
  it('links the merges the viewer may open and names the others as text', () => {
    render(
      <MemoryRouter>
        <SegmentUsage
          segment={{
            audiences: [{ id: 'a1', name: 'Audiencia verano', platform: { code: 'CRITEO' } }],
            usedInMerges: [
              { code: 'SEG10', name: 'INCA_Retail_unión', viewable: true },
              { code: 'SEG11', name: 'INCA_Marcas_cruce', viewable: false },
            ],
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'INCA_Retail_unión' })).toHaveAttribute('href', '/segments/merge/SEG10/view');
    expect(screen.getByText('INCA_Marcas_cruce').closest('a')).toBeNull();
    expect(screen.getByText('Audiencia verano')).toBeInTheDocument();
  });

  it('says when nothing uses the segment', () => {
    render(
      <MemoryRouter>
        <SegmentUsage segment={{ audiences: [], usedInMerges: [] }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Ningún segmento combinado ni audiencia usa este segmento.')).toBeInTheDocument();
  });
});
