// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../lib/request.ts';
import { onToastChange, shownToast } from '../../../lib/toast.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CODE_RESEND_SECONDS, CodeButton } from './code-button.tsx';

const toasts: string[] = [];
onToastChange(() => {
  const shown = shownToast();
  if (shown) toasts.push(String(shown.content));
});

async function press() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button'));
  });
}
/** Lets the seconds pass one by one: each second's timer is set after the render of the one before. */
function tick(seconds: number) {
  for (let i = 0; i < seconds; i++) act(() => vi.advanceTimersByTime(1000));
}

describe('CodeButton countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toasts.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('sends once, counts down a minute, then offers to send again', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    await renderWithProviders(<CodeButton onSend={onSend} />);
    await press();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').textContent).toBe(`Resend in ${CODE_RESEND_SECONDS} s`);
    expect(toasts).toEqual(['The verification code has been sent']);
    tick(1);
    expect(screen.getByRole('button').textContent).toBe('Resend in 59 s');
    tick(CODE_RESEND_SECONDS - 1);
    expect(screen.getByRole('button').textContent).toBe('Get code');
  });

  it('refuses a click while counting, with the spec text, instead of sending again', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    await renderWithProviders(<CodeButton onSend={onSend} initialSeconds={5} />);
    expect(screen.getByRole('button').getAttribute('aria-disabled')).toBe('true');
    await press();
    expect(onSend).not.toHaveBeenCalled();
    expect(toasts).toEqual(['Please do not click repeatedly, the code has already been sent']);
  });

  it('counts the seconds the server says are left when it refuses a repeat send', async () => {
    const refused = new RequestError('wait', {
      code: -1,
      message: 'wait',
      data: { seconds: 12.2 },
      timestamp: 0,
    });
    await renderWithProviders(<CodeButton onSend={vi.fn().mockRejectedValue(refused)} />);
    await press();
    expect(screen.getByRole('button').textContent).toBe('Resend in 13 s');
  });
});
