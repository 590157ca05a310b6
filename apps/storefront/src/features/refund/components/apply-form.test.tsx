// @vitest-environment jsdom
import type { refund } from '@mall/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { refundApi } from '../api/refund-api.ts';
import { ApplyForm } from './apply-form.tsx';

const navigate = vi.fn();
vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useNavigate: () => navigate,
}));
vi.mock('../api/refund-api.ts', () => ({
  refundApi: { apply: vi.fn(() => Promise.resolve()) },
  uploadRefundPicture: vi.fn(() => Promise.resolve('upload/refund/a.png')),
}));

const data = {
  order_goods_info: {} as refund.RefundItem,
  refund_money: '12.50',
  refund_type: [1, 2],
  refund_reason_type: [
    { value: 'dislike', name: 'Do not like it' },
    { value: 'other', name: 'Other' },
  ],
} satisfies refund.RefundData;

describe('ApplyForm', () => {
  beforeEach(() => {
    vi.mocked(refundApi.apply).mockClear();
    navigate.mockClear();
  });

  it('asks for a reason before sending, and drops the message once one is chosen', async () => {
    await renderWithProviders(<ApplyForm id={7} data={data} />);
    expect((screen.getByRole('radio', { name: 'Refund only' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radiogroup', { name: 'Refund type' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('A reason must be selected');
    const reason = screen.getByLabelText('Reason');
    expect(reason.getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(reason);
    expect(refundApi.apply).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: 'other' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the type as a number, the reason, the description and the pictures, then opens the refund', async () => {
    const { container } = await renderWithProviders(<ApplyForm id={7} data={data} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Return and refund' }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'dislike' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Torn seam' } });
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    await screen.findByTestId('refund-picture');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/member/refund_detail?order_goods_id=7'));
    expect(vi.mocked(refundApi.apply).mock.calls).toEqual([
      [
        7,
        {
          refund_type: 2,
          refund_reason: 'dislike',
          refund_remark: 'Torn seam',
          refund_images: ['upload/refund/a.png'],
        },
      ],
    ]);
  });

  it('stays as typed when the server refuses (its message is a toast)', async () => {
    vi.mocked(refundApi.apply).mockRejectedValueOnce(new Error('refused'));
    await renderWithProviders(<ApplyForm id={7} data={data} />);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(refundApi.apply).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-busy')).toBeNull(),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Reason') as HTMLSelectElement).value).toBe('other');
  });
});
