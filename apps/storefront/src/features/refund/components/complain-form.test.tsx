// @vitest-environment jsdom
import type { refund } from '@mall/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { refundApi } from '../api/refund-api.ts';
import { ComplainForm } from './complain-form.tsx';

vi.mock('../api/refund-api.ts', () => ({ refundApi: { complain: vi.fn(() => Promise.resolve()) } }));

const reasons: refund.ComplainDetail['refund_reason_type'] = [
  { value: 'not_shipped', name: 'Not shipped' },
  { value: 'other', name: 'Other' },
];

describe('ComplainForm', () => {
  beforeEach(() => vi.mocked(refundApi.complain).mockClear());

  it('asks for a reason, then sends the reason and the description', async () => {
    await renderWithProviders(<ComplainForm id={3} reasons={reasons} complaint={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit to the platform' }));
    expect(screen.getByRole('alert').textContent).toBe('A reason must be selected');
    expect(refundApi.complain).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'not_shipped' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Nothing came' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit to the platform' }));
    await waitFor(() =>
      expect(vi.mocked(refundApi.complain).mock.calls).toEqual([
        [3, { complain_reason: 'not_shipped', complain_remark: 'Nothing came' }],
      ]),
    );
  });

  it("starts from the refused complaint's reason and description when applying again", async () => {
    const refused = { complain_reason: 'other', complain_remark: 'Still waiting' } as refund.ComplainInfo;
    await renderWithProviders(<ComplainForm id={3} reasons={reasons} complaint={refused} />);
    expect((screen.getByLabelText('Reason') as HTMLSelectElement).value).toBe('other');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Still waiting');
    fireEvent.click(screen.getByRole('button', { name: 'Submit to the platform' }));
    await waitFor(() =>
      expect(vi.mocked(refundApi.complain).mock.calls).toEqual([
        [3, { complain_reason: 'other', complain_remark: 'Still waiting' }],
      ]),
    );
  });
});
