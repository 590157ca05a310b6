// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { refundApi } from '../api/refund-api.ts';
import { ReturnForm } from './return-form.tsx';

vi.mock('../api/refund-api.ts', () => ({ refundApi: { delivery: vi.fn(() => Promise.resolve()) } }));

describe('ReturnForm', () => {
  it('asks for the logistics company and the tracking number (blank is empty), then sends them with the note', async () => {
    await renderWithProviders(<ReturnForm id={9} address="1 Shop Road" />);
    expect(screen.getByText('1 Shop Road')).toBeTruthy();
    const name = screen.getByLabelText('Logistics company');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'I have sent it back' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Enter the logistics company',
      'Enter the tracking number',
    ]);
    expect(document.activeElement).toBe(name);
    expect(refundApi.delivery).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: 'SF Express' } });
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: 'SF5550001' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Two boxes' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I have sent it back' }));
    await waitFor(() =>
      expect(vi.mocked(refundApi.delivery).mock.calls).toEqual([
        [
          9,
          {
            refund_delivery_name: 'SF Express',
            refund_delivery_no: 'SF5550001',
            refund_delivery_remark: 'Two boxes',
          },
        ],
      ]),
    );
  });
});
