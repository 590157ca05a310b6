// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Disclosure } from './disclosure.tsx';

function renderCoupons() {
  render(
    <>
      <Disclosure trigger="$10 off · Collect" title="Coupons for this item">
        <button type="button">Collect</button>
      </Disclosure>
      <p>Elsewhere</p>
    </>,
  );
  return screen.getByRole('button', { name: '$10 off · Collect' });
}

describe('Disclosure', () => {
  it('opens its panel from the button, says so, and moves the focus into it', () => {
    const button = renderCoupons();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(button);
    const panel = screen.getByRole('dialog', { name: 'Coupons for this item' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(document.activeElement).toBe(panel);
  });

  it('closes on Escape and gives the focus back to the button', () => {
    const button = renderCoupons();
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside, not on one inside', () => {
    const button = renderCoupons();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Collect' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
