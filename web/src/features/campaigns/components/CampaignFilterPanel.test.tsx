import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CampaignFilterPanel } from './CampaignFilterPanel.tsx';

describe('CampaignFilterPanel', () => {
  it('takes the validity range in the Spanish date field (aaaa-mm-dd), never the browser date input', async () => {
    const onSearch = vi.fn();
    const { container } = render(<CampaignFilterPanel companies={[]} showCompany={false} onSearch={onSearch} onClean={() => undefined} onInvalid={() => undefined} />);
    expect(container.querySelector('input[type="date"]')).toBeNull();
    // The calendar loads on first show; the field is the same before and after.
    await waitFor(() => expect(screen.getByLabelText('Vigente desde')).not.toHaveAttribute('readonly'), { timeout: 5_000 });
    await waitFor(() => expect(screen.getByLabelText('Vigente hasta')).not.toHaveAttribute('readonly'), { timeout: 5_000 });
    const from = screen.getByLabelText('Vigente desde');
    expect(from).toHaveAttribute('placeholder', 'aaaa-mm-dd');
    await userEvent.type(from, '2026-12-01{Enter}');
    await userEvent.type(screen.getByLabelText('Vigente hasta'), '2027-12-31{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ startDate: '2026-12-01', endDate: '2027-12-31' }));
  });
});
