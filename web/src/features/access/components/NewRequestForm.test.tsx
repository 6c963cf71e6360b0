import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { REQUESTABLE_SEGMENTS } from '../graphql.ts';
import { NewRequestForm } from './NewRequestForm.tsx';

const company = (code: string, alias: string) => ({ __typename: 'Company', code, name: `${alias} S.A.`, alias });
const segment = (code: string, name: string, owner: ReturnType<typeof company>) => ({
  __typename: 'Segment',
  code,
  name,
  typeId: 2,
  ownerCompany: owner,
});

const requestable = (accessible: ReturnType<typeof company>[]) => ({
  request: { query: REQUESTABLE_SEGMENTS, variables: { search: null } },
  result: {
    data: {
      requestableSegments: [
        segment('SEG11', 'INCA_Corp_clientes', company('032', 'Corp')),
        segment('SEG24', 'INCA_Marcas_propios', company('024', 'Marcas')),
      ],
      viewer: { __typename: 'Viewer', email: 'user@brand.demo', accessibleCompanies: accessible },
    },
  },
  maxUsageCount: 5,
});

function renderForm(accessible: ReturnType<typeof company>[]) {
  return render(
    <MockedProvider mocks={[requestable(accessible)] as never}>
      <MemoryRouter>
        <NewRequestForm />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('NewRequestForm (§2.5 Request exception)', () => {
  it('offers only the companies the service accepts a request for', async () => {
    renderForm([company('024', 'Marcas')]);
    const group = await screen.findByRole('group', { name: 'Empresas' });
    expect(await within(group).findByLabelText('024 · Marcas')).toBeInTheDocument();
    expect(within(group).queryByLabelText(/^011/)).not.toBeInTheDocument();
    expect(within(group).queryByLabelText(/^032/)).not.toBeInTheDocument();
    expect(within(group).getAllByRole('checkbox')).toHaveLength(1);
  });

  it('says so when the only company offered owns the chosen segment', async () => {
    renderForm([company('024', 'Marcas')]);
    await screen.findByLabelText('024 · Marcas');
    await userEvent.click(screen.getByLabelText('Segmento'));
    await userEvent.click(await screen.findByText('INCA_Marcas_propios'));
    expect(screen.queryByLabelText('024 · Marcas')).not.toBeInTheDocument();
    expect(screen.getByText('No hay otra empresa con la que trabaje para la que pueda solicitar este segmento.')).toBeInTheDocument();
  });
});
