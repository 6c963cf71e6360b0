import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_AUDIENCE_FILTER, type AudienceFilterForm } from '../listState.ts';
import { AudienceFilters } from './AudienceFilters.tsx';

const props = {
  companies: [
    { code: '011', alias: 'Corp' },
    { code: '022', alias: 'Retail' },
  ],
  platforms: [
    { code: 'GADS' as const, name: 'Google Ads' },
    { code: 'FBK' as const, name: 'Meta' },
  ],
  states: [{ code: 'PUB', name: 'Publicada' }],
};

/** The panel as the list shows it: applying or clearing replaces the filter in force and shows the panel again. */
function AsInTheList({ onSearch }: { onSearch: (filter: AudienceFilterForm) => void }) {
  const [filter, setFilter] = useState(EMPTY_AUDIENCE_FILTER);
  const apply = (next: AudienceFilterForm) => {
    onSearch(next);
    setFilter(next);
  };
  return (
    <AudienceFilters key={JSON.stringify(filter)} value={filter} {...props} onSearch={apply} onClear={() => apply(EMPTY_AUDIENCE_FILTER)} />
  );
}

describe('audience filters', () => {
  it('applies the chosen filters on Enter and clears every field with Limpiar', async () => {
    const onSearch = vi.fn();
    render(<AsInTheList onSearch={onSearch} />);
    await userEvent.selectOptions(screen.getByLabelText('Empresa'), '011 · Corp');
    await userEvent.selectOptions(screen.getByLabelText('Plataforma'), 'Meta');
    await userEvent.selectOptions(screen.getByLabelText('Activación'), 'Desactivadas');
    await userEvent.type(screen.getByLabelText('Nombre'), 'verano{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({
      ...EMPTY_AUDIENCE_FILTER,
      companyCode: '011',
      platform: 'FBK',
      enabled: 'DISABLED',
      name: 'verano',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(onSearch).toHaveBeenLastCalledWith(EMPTY_AUDIENCE_FILTER);
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    expect(screen.getByLabelText('Plataforma')).toHaveValue('');
    expect(screen.getByLabelText('Activación')).toHaveValue('ALL');
  });

  it('refuses a backwards creation range in Spanish and does not search', async () => {
    const onSearch = vi.fn();
    render(
      <AudienceFilters
        value={{ ...EMPTY_AUDIENCE_FILTER, createdFrom: '2026-05-01', createdTo: '2026-01-01' }}
        {...props}
        companies={null}
        onSearch={onSearch}
        onClear={vi.fn()}
      />,
    );
    expect(screen.queryByLabelText('Empresa')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La fecha de creación inicial debe ser anterior a la final.');
    expect(onSearch).not.toHaveBeenCalled();
  });
});
