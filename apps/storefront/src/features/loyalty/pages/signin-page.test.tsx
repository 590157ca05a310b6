// @vitest-environment jsdom
import type { loyalty } from '@mall/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { Page } from './signin-page.tsx';

const state = vi.hoisted(() => ({
  data: undefined as loyalty.SigninCalendar | undefined,
  pending: false,
  mutate: vi.fn(),
}));
vi.mock('../api/loyalty-queries.ts', () => ({
  useSigninCalendar: () => ({ data: state.data, isLoading: false }),
  useSignIn: () => ({ mutate: state.mutate, isPending: state.pending }),
}));

const CALENDAR: loyalty.SigninCalendar = {
  is_sign: 0,
  sign_days_series: 2,
  signed_days: [3, 4],
  year: 2026,
  month: 11,
  today: 5,
  today_award: { point: 10, growth: 4, coupon: 0 },
  award: [
    { day: 1, point: 5, growth: 2, coupon: 0 },
    { day: 2, point: 10, growth: 4, coupon: 0 },
  ],
  coupons: [],
  is_use: 1,
};

const button = () => screen.getByTestId<HTMLButtonElement>('signin-button');

beforeEach(() => {
  state.data = CALENDAR;
  state.pending = false;
  state.mutate.mockClear();
});

describe('signin', () => {
  it('shows the streak with its unit, today’s reward, and signs in on a click', async () => {
    await renderWithProviders(<Page />);
    const streak = screen.getByTestId('signin-streak');
    expect(streak.textContent).toBe('Sign-in streak2days');
    expect(screen.getByTestId('signin-today').textContent).toContain('10 points, 4 growth');
    expect(screen.getAllByRole('row')).toHaveLength(3);
    fireEvent.click(button());
    expect(state.mutate).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('Sign in');
  });

  it('cannot sign in twice a day, nor while sign-in is closed, nor while the first click is answered', async () => {
    state.data = { ...CALENDAR, is_sign: 1 };
    const { unmount } = await renderWithProviders(<Page />);
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('Signed in today');
    unmount();

    state.data = { ...CALENDAR, is_use: 0 };
    const closed = await renderWithProviders(<Page />);
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('Sign-in is closed');
    closed.unmount();

    state.pending = true;
    await renderWithProviders(<Page />);
    fireEvent.click(button());
    expect(state.mutate).not.toHaveBeenCalled();
    expect(button().getAttribute('aria-busy')).toBe('true');
  });
});
