import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SalesforceTab } from './SalesforceTab.tsx';

const automation = { id: '41', name: 'Flujo INCA_Clientes verano', audienceName: 'INCA_Clientes verano' };

describe('SalesforceTab', () => {
  it('shows the stored flow (name and id) as created, without the create button, in view mode', () => {
    render(<SalesforceTab automation={automation} valid creating={false} disabled onCreate={() => undefined} />);
    expect(screen.getByText('Flujo de automatización creado.')).toBeTruthy();
    expect(screen.getByText('Flujo INCA_Clientes verano')).toBeTruthy();
    expect(screen.getByText('41')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks to create the flow again when the name changed since', () => {
    render(<SalesforceTab automation={automation} valid={false} creating={false} disabled={false} onCreate={() => undefined} />);
    expect(screen.getByText('El nombre de la audiencia cambió: cree el flujo nuevamente.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear flujo de automatización' })).toBeTruthy();
  });
});
