import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './Pager.tsx';

describe('Pager', () => {
  it('shows the range and moves one page at a time', async () => {
    const onPage = vi.fn();
    render(<Pager page={2} pageSize={10} total={245} onPage={onPage} />);
    expect(screen.getByTestId('pager-range')).toHaveTextContent('11–20 de 245');
    expect(screen.getByTestId('pager-page')).toHaveTextContent('Página 2 de 25');
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Última página' }));
    expect(onPage.mock.calls).toEqual([[3], [25]]);
  });

  it('disables going back on the first page and forward on the last', () => {
    render(<Pager page={1} pageSize={10} total={7} onPage={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Primera página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Última página' })).toBeDisabled();
    expect(screen.getByTestId('pager-range')).toHaveTextContent('1–7 de 7');
  });
});
