import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MATCH_PREDICTION, MatchPredictionPanel } from './MatchPredictionPanel.tsx';

const prediction = (extra: Record<string, unknown> = {}) => ({
  __typename: 'MatchPrediction',
  platform: 'GADS',
  segmentSize: 1_000_000,
  sampled: true,
  sampleSize: 20_000,
  predictedMatch: 412_000,
  basis: 'DEFAULT',
  historyRuns: 0,
  identifiers: [
    { __typename: 'IdentifierMatchPrediction', key: 'email_address', type: 'EMAIL', usable: 600_000, rate: 0.6, predictedMatch: 360_000 },
    { __typename: 'IdentifierMatchPrediction', key: 'phone_number', type: 'PHONE', usable: 115_556, rate: 0.45, predictedMatch: 52_000 },
  ],
  ...extra,
});

const mock = (variables: Record<string, unknown>, result: ReturnType<typeof prediction>) => ({
  request: { query: MATCH_PREDICTION, variables },
  result: { data: { audienceMatchPrediction: [result] } },
});

describe('match prediction panel', () => {
  it('after a failure offers to try again, and shows the estimate that try brings', async () => {
    const variables = { segmentCode: 'SEG1', platforms: ['FBK'], googleAudienceType: null };
    render(
      <MockedProvider
        mocks={[
          { request: { query: MATCH_PREDICTION, variables }, error: new Error('timeout') },
          mock(variables, prediction({ platform: 'FBK' })),
        ]}
      >
        <MatchPredictionPanel segmentCode="SEG1" platform="FBK" platformName="Facebook" />
      </MockedProvider>,
    );
    expect(await screen.findByText('No se pudo calcular la estimación en este momento.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Se estima que Facebook reconocerá cerca de 412,000 clientes.')).toBeInTheDocument();
  });

  it('asks for a segment first, without calling the service', () => {
    render(
      <MockedProvider mocks={[]}>
        <MatchPredictionPanel segmentCode="" platform="GADS" platformName="Google" />
      </MockedProvider>,
    );
    expect(screen.getByText(/Elija un segmento para estimar/)).toBeInTheDocument();
  });

  it('shows the predicted match, each identifier’s usable customers × rate, that default rates are an estimate and that it was sampled', async () => {
    render(
      <MockedProvider mocks={[mock({ segmentCode: 'SEG1', platforms: ['GADS'], googleAudienceType: 'CONTACT_INFO' }, prediction())]}>
        <MatchPredictionPanel segmentCode="SEG1" platform="GADS" platformName="Google" googleAudienceType="CONTACT_INFO" />
      </MockedProvider>,
    );
    expect(await screen.findByText('Se estima que Google reconocerá cerca de 412,000 clientes.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Correo: 600,000 clientes utilizables × 60 % de coincidencia ≈ 360,000',
      'Teléfono: 115,556 clientes utilizables × 45 % de coincidencia ≈ 52,000',
    ]);
    expect(screen.getByText(/Es una estimación: aún no hay publicaciones en esta plataforma/)).toBeInTheDocument();
    expect(screen.getByText(/muestra de 20,000 de los 1,000,000 clientes del segmento/)).toBeInTheDocument();
  });

  it('with history it names how many runs the rate comes from; other platforms send no Google audience type', async () => {
    const { unmount } = render(
      <MockedProvider
        mocks={[
          mock(
            { segmentCode: 'SEG1', platforms: ['FBK'], googleAudienceType: null },
            prediction({ platform: 'FBK', basis: 'HISTORY', historyRuns: 7, sampled: false }),
          ),
        ]}
      >
        <MatchPredictionPanel segmentCode="SEG1" platform="FBK" platformName="Facebook" googleAudienceType="CONTACT_INFO" />
      </MockedProvider>,
    );
    expect(await screen.findByText(/según las últimas 7 publicaciones/)).toBeInTheDocument();
    expect(screen.getByText(/contados sobre los 1,000,000 clientes del segmento/)).toBeInTheDocument();
    unmount();
    render(
      <MockedProvider
        mocks={[
          mock(
            { segmentCode: 'SEG1', platforms: ['TIKTOK'], googleAudienceType: null },
            prediction({ platform: 'TIKTOK', basis: 'HISTORY', historyRuns: 1 }),
          ),
        ]}
      >
        <MatchPredictionPanel segmentCode="SEG1" platform="TIKTOK" platformName="TikTok" />
      </MockedProvider>,
    );
    expect(await screen.findByText(/según la última publicación en esta plataforma/)).toBeInTheDocument();
  });
});
