// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hint } from './hint.tsx';

describe('Hint', () => {
  it('describes its target with its text, and the keyboard can reach it', () => {
    render(<Hint text="Returns within 7 days, no reason needed">7-day returns</Hint>);
    const target = screen.getByText('7-day returns');
    expect(target.tabIndex).toBe(0);
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(target.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.textContent).toBe('Returns within 7 days, no reason needed');
  });

  it('hides on Escape until the pointer or the focus leaves', () => {
    render(<Hint text="Genuine goods">Genuine</Hint>);
    const target = screen.getByText('Genuine');
    fireEvent.keyDown(target, { key: 'Escape' });
    expect(target.className).toContain('hint--dismissed');
    fireEvent.mouseLeave(target);
    expect(target.className).not.toContain('hint--dismissed');
    fireEvent.keyDown(target, { key: 'Escape' });
    fireEvent.blur(target);
    expect(target.className).not.toContain('hint--dismissed');
  });
});
