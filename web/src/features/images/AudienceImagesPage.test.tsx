import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AudienceImagesPage, FIRST_PAGE, NEXT_PAGE } from './AudienceImagesPage.tsx';
import { AUDIENCE_IMAGES, IMAGES_AUDIENCE } from './graphql.ts';

const audience = (canSeeImages: boolean) => ({
  request: { query: IMAGES_AUDIENCE, variables: { id: '77' } },
  result: {
    data: {
      audience: {
        __typename: 'Audience',
        id: '77',
        name: 'INCA_Retail verano',
        description: 'Clientas de ropa deportiva',
        canSeeImages,
        company: { __typename: 'Company', code: '022', name: 'Retail Andina S.A.', alias: 'Retail' },
        platform: { __typename: 'AdsPlatformInfo', code: 'FBK', name: 'Facebook' },
      },
    },
  },
});

const image = (n: number) => ({
  __typename: 'AudienceImage',
  id: String(n),
  audienceId: '77',
  companyCode: '022',
  description: `imagen ${n}`,
  state: 'SELECTED',
  url: `/files/audience-images/image-view/022/${n}.png`,
  createdBy: 'analyst@retail.demo',
  createdAt: '2026-03-01T12:00:00.000Z',
});

const gallery = (limit: number, count: number, total: number) => ({
  request: { query: AUDIENCE_IMAGES, variables: { companyCode: '022', audienceId: '77', limit } },
  result: {
    data: {
      audienceImages: {
        __typename: 'AudienceImagePage',
        total,
        hasMore: count < total,
        items: Array.from({ length: count }, (_, i) => image(total - i)),
      },
    },
  },
});

function renderAt(mocks: unknown[]) {
  render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter initialEntries={['/images/77']}>
        <Routes>
          <Route path="/images/:custom_audience_id" element={<AudienceImagesPage />} />
          <Route path="/audiences/list" element={<p>Lista de audiencias</p>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('audience images page (§2.8)', () => {
  it('shows the description read-only, 12 images and then 8 more (the breadcrumb is checked in tests/e2e/images.test.ts)', async () => {
    renderAt([audience(true), gallery(FIRST_PAGE, 12, 21), gallery(FIRST_PAGE + NEXT_PAGE, 20, 21)]);
    expect(await screen.findByText('Clientas de ropa deportiva')).toBeInTheDocument();
    expect(await screen.findAllByTestId('gallery-image')).toHaveLength(12);
    expect(screen.getByText('Mostrando 12 de 21')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver +8 imágenes' }));
    expect(await screen.findByText('Mostrando 20 de 21')).toBeInTheDocument();
    expect(screen.getAllByTestId('gallery-image')).toHaveLength(20);
  });

  it('counts the new description up to 1000 characters and asks for one before generating', async () => {
    renderAt([audience(true), gallery(FIRST_PAGE, 0, 0)]);
    const box = await screen.findByLabelText('Descripción de la nueva imagen');
    expect(box).toHaveAttribute('maxlength', '1000');
    expect(screen.getByTestId('description-counter')).toHaveTextContent('0/1.000 caracteres');
    await userEvent.click(screen.getByRole('button', { name: 'Generar imágenes' }));
    expect(screen.getByText('Ingrese una descripción para generar las imágenes.')).toBeInTheDocument();
    await userEvent.type(box, 'un parque');
    expect(screen.getByTestId('description-counter')).toHaveTextContent('9/1.000 caracteres');
    expect(await screen.findByText('Aún no hay imágenes guardadas')).toBeInTheDocument();
  });

  it('sends a company without gpt_images back to the audience list', async () => {
    renderAt([audience(false)]);
    expect(await screen.findByText('Lista de audiencias')).toBeInTheDocument();
  });
});
