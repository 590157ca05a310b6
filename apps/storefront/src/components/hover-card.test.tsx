// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HoverCard } from './hover-card.tsx';

function renderCard(onOpen = vi.fn()) {
  render(
    <HoverCard onOpen={onOpen} trigger={<button type="button">Buy on mobile</button>}>
      <p>Scan to buy</p>
    </HoverCard>,
  );
  return { onOpen, trigger: screen.getByRole('button', { name: 'Buy on mobile' }) };
}

describe('HoverCard', () => {
  it('makes its content on the first hover and says so once', () => {
    const { onOpen, trigger } = renderCard();
    expect(screen.queryByText('Scan to buy')).toBeNull();
    fireEvent.mouseEnter(trigger.parentElement!);
    expect(screen.getByText('Scan to buy')).toBeTruthy();
    fireEvent.mouseLeave(trigger.parentElement!);
    fireEvent.mouseEnter(trigger.parentElement!);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('opens for the keyboard (and a tap) on focus, and Escape closes it until the pointer leaves', () => {
    const { onOpen, trigger } = renderCard();
    fireEvent.focus(trigger);
    expect(onOpen).toHaveBeenCalledTimes(1);
    const card = trigger.parentElement!;
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(card.className).toContain('hover-card--dismissed');
    fireEvent.mouseLeave(card);
    expect(card.className).not.toContain('hover-card--dismissed');
  });
});
