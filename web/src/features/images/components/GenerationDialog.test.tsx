import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CANCEL_GENERATION, IMAGE_GENERATION } from '../graphql.ts';
import { GenerationDialog } from './GenerationDialog.tsx';

const ID = '6f1d2c1e-8c55-4d7e-9b7a-0d2a3f4b5c6d';
const generation = (extra: Record<string, unknown>) => ({
  request: { query: IMAGE_GENERATION, variables: { id: ID } },
  result: {
    data: {
      imageGeneration: {
        __typename: 'ImageGeneration',
        id: ID,
        state: 'RUNNING',
        progress: 10,
        attempt: 1,
        maxAttempts: 3,
        message: null,
        images: [],
        ...extra,
      },
    },
  },
  maxUsageCount: 50,
});

const renderDialog = (mocks: unknown[], onClose = vi.fn()) => {
  render(
    <MockedProvider mocks={mocks as never}>
      <GenerationDialog
        target={{ companyCode: '022', audienceId: '77' }}
        generationId={ID}
        onGenerateAgain={vi.fn()}
        regenerating={false}
        onClose={onClose}
      />
    </MockedProvider>,
  );
  return onClose;
};

describe('image generation dialog', () => {
  it('says which retry is under way when the image service fails', async () => {
    renderDialog([generation({ attempt: 2 })]);
    expect(await screen.findByText('Reintentando (2 de 3)…', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('El servicio de imágenes no respondió; se intenta nuevamente.')).toBeInTheDocument();
  });

  it('the first attempt is plain "Generando imágenes…"', async () => {
    renderDialog([generation({})]);
    expect(await screen.findByText('Generando imágenes…', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText(/Reintentando/)).toBeNull();
  });

  it('Cancelar stops the generation at the service and closes the dialog', async () => {
    const cancelled = vi.fn(() => ({
      data: {
        cancelImageGeneration: {
          __typename: 'ImageGeneration',
          id: ID,
          state: 'CANCELLED',
          message: 'Se canceló la generación de imágenes.',
        },
      },
    }));
    const onClose = renderDialog([
      generation({ attempt: 2 }),
      { request: { query: CANCEL_GENERATION, variables: { id: ID } }, result: cancelled },
    ]);
    await screen.findByText('Reintentando (2 de 3)…', undefined, { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await vi.waitFor(() => expect(cancelled).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Se canceló la generación de imágenes.')).toBeInTheDocument();
  });
});
