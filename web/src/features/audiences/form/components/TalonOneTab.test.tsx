import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { AudienceFormValues } from '../schemas/audienceForm.ts';
import { TalonOneTab } from './TalonOneTab.tsx';

function Harness(props: { error?: string; onRetry?: () => void }) {
  const { control } = useForm<AudienceFormValues>({
    defaultValues: { talonOne: { applicationId: '', campaignId: '' } } as unknown as AudienceFormValues,
  });
  return (
    <TalonOneTab
      control={control}
      applications={[{ id: '1201', name: 'INCA Retail Chile' }]}
      campaigns={[]}
      applicationId=""
      loading={false}
      disabled={false}
      onApplicationChanged={() => undefined}
      {...props}
    />
  );
}

describe('TalonOneTab', () => {
  it("lists the connector's applications", () => {
    render(<Harness />);
    expect(screen.getByRole('option', { name: 'INCA Retail Chile' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the service's Spanish message when Talon.One fails, with a retry", () => {
    const retry = vi.fn();
    render(<Harness error="No se pudieron cargar las aplicaciones de Talon One. Intente nuevamente en unos minutos." onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('No se pudieron cargar las aplicaciones de Talon One.');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
