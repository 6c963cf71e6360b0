import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import type { PreviewFieldsFragment } from '../../../__generated__/graphql.ts';
import type { SegmentFields } from '../schemas/segmentForm.ts';
import { SegmentFormShell } from './SegmentFormShell.tsx';

const preview: PreviewFieldsFragment = {
  previewId: 'p1',
  uniqueUsers: 1234567,
  uniqueUsersWithContact: 456789,
  uniqueUsersWithAdvertising: 321,
  uniqueUsersWithContactRestricted: 400000,
  lowContactable: true,
  companyPercentages: [{ company: { code: '022', name: 'Retail', alias: 'Retail' }, percentage: 51.5, count: 10 }],
  contactRestrictedByCompany: [],
};

function Shell({
  running = false,
  readOnly = false,
  onSave = () => undefined,
}: {
  running?: boolean;
  readOnly?: boolean;
  onSave?: () => void;
}) {
  const form = useForm<SegmentFields>({
    defaultValues: { companyCode: '022', name: 'Retail_clientes', description: '', typeName: 'SEGMENT_CONTACT' },
  });
  return (
    <SegmentFormShell
      title="Nuevo segmento"
      subtitle="…"
      layout="builder"
      control={form.control}
      readOnly={readOnly}
      companies={[]}
      companyCode="022"
      companyText="022 · Retail"
      onCompanyChange={() => undefined}
      namePrefix="INCA_"
      summary={{ preview: running ? null : preview, stale: false, running, stored: false }}
      saving={false}
      onPreview={() => undefined}
      onSave={onSave}
      onCancel={() => undefined}
    >
      <div />
    </SegmentFormShell>
  );
}

describe('SegmentFormShell', () => {
  it('while a preview runs, the summary shows progress and Guardar is disabled', async () => {
    const onSave = vi.fn();
    render(<Shell running onSave={onSave} />);
    expect(screen.getByRole('status')).toHaveTextContent('Calculando…');
    expect(screen.queryByText(/Presione «Pre Visualizar»/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('once the preview answers, Guardar is enabled and the counts show', async () => {
    const onSave = vi.fn();
    render(<Shell onSave={onSave} />);
    expect(screen.queryByText('Calculando…')).not.toBeInTheDocument();
    expect(screen.getByTestId('count-unique')).toHaveTextContent(/1.234.567|1,234,567/);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('shows the whole INCA_ prefix, the name, and Spanish segment types only', () => {
    render(<Shell />);
    expect(screen.getByTestId('form-prefix')).toHaveTextContent(/^INCA_$/);
    expect(screen.getByLabelText('Nombre')).toHaveValue('Retail_clientes');
    const types = [...screen.getByLabelText('Tipo de segmento').querySelectorAll('option')].map((o) => o.textContent);
    expect(types).toEqual(['Seleccione…', 'Contacto', 'Publicitario']);
  });

  it('read-only: no Pre Visualizar nor Guardar, fields disabled, Volver instead of Cancelar', () => {
    render(<Shell readOnly />);
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pre Visualizar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toBeDisabled();
    expect(screen.getByTestId('segment-company')).toHaveTextContent('022 · Retail');
  });
});
