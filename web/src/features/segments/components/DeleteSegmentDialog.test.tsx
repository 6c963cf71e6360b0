import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DELETE_SEGMENT, SEGMENT_MERGE_USES } from '../graphql.ts';
import { DeleteSegmentDialog } from './DeleteSegmentDialog.tsx';

const CODE = 'SEGA';
const MESSAGE = 'No se puede eliminar el segmento porque lo usan 2 segmentos combinados: INCA_Retail cruce, INCA_Marca cruce.';

const refusedByMerges = {
  request: { query: DELETE_SEGMENT, variables: { code: CODE } },
  result: {
    errors: [
      new GraphQLError(MESSAGE, {
        extensions: {
          code: 'CONFLICT',
          details: {
            merges: [
              { code: 'MRG1', name: 'INCA_Retail cruce' },
              { code: 'MRG2', name: 'INCA_Marca cruce' },
            ],
          },
        },
      }),
    ],
  },
};

const mergeUses = {
  request: { query: SEGMENT_MERGE_USES, variables: { code: CODE } },
  result: {
    data: {
      segment: {
        __typename: 'Segment',
        code: CODE,
        usedInMerges: [
          { __typename: 'SegmentMergeUse', code: 'MRG1', name: 'INCA_Retail cruce', viewable: true },
          { __typename: 'SegmentMergeUse', code: 'MRG2', name: 'INCA_Marca cruce', viewable: false },
        ],
      },
    },
  },
};

function renderDialog(mocks: readonly unknown[], onClose = vi.fn()) {
  render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter>
        <DeleteSegmentDialog segment={{ code: CODE, name: 'INCA_Retail base' }} onClose={onClose} />
      </MemoryRouter>
    </MockedProvider>,
  );
  return onClose;
}

describe('delete segment dialog', () => {
  it('a delete refused by merge segments stays open, explains why and links the merges the viewer may open', async () => {
    const onClose = renderDialog([refusedByMerges, mergeUses]);
    expect(screen.getByText('¿Esta seguro de eliminar este segmento?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));

    const refusal = await screen.findByTestId('delete-refusal');
    expect(refusal).toHaveTextContent(MESSAGE);
    const list = within(refusal).getByRole('list', { name: 'Segmentos combinados que lo usan:' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['INCA_Retail cruce', 'INCA_Marca cruce']);
    // The merge the viewer may open is a link to its view; the other stays plain text.
    await vi.waitFor(() =>
      expect(within(items[0]!).getByRole('link', { name: 'INCA_Retail cruce' })).toHaveAttribute('href', '/segments/merge/MRG1/view'),
    );
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    // Still open: no confirm button any more, only Cerrar.
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a delete refused by audiences shows the message with no links', async () => {
    const message = 'No se puede eliminar el segmento porque lo usa 1 audiencia: Audiencia Google.';
    renderDialog([
      {
        request: { query: DELETE_SEGMENT, variables: { code: CODE } },
        result: {
          errors: [
            new GraphQLError(message, {
              extensions: { code: 'CONFLICT', details: { merges: [] } },
            }),
          ],
        },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const refusal = await screen.findByTestId('delete-refusal');
    expect(refusal).toHaveTextContent(message);
    expect(within(refusal).queryAllByRole('link')).toHaveLength(0);
  });

  it('a delete the service accepts closes the dialog', async () => {
    const onClose = renderDialog([
      {
        request: { query: DELETE_SEGMENT, variables: { code: CODE } },
        result: { data: { deleteSegment: { __typename: 'DeleteSegmentResult', code: CODE, message: 'Se eliminó correctamente.' } } },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('delete-refusal')).toBeNull();
  });
});
