// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarRating } from './star-rating.tsx';

function Rated({ onChange }: { onChange?: (v: number) => void }) {
  const [value, setValue] = useState(5);
  return (
    <StarRating
      value={value}
      label="Stars"
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

const lit = () => document.querySelectorAll('.star-rating__star--on').length;

describe('StarRating', () => {
  it('is a radio group of five stars with the score checked and lit', () => {
    render(<Rated />);
    const group = screen.getByRole('radiogroup', { name: 'Stars' });
    expect(group.querySelectorAll('[role="radio"]')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '5' }).getAttribute('aria-checked')).toBe('true');
    expect(lit()).toBe(5);
  });

  it('chooses by click and by the arrow keys, Home and End, moving the focus with the choice', () => {
    const onChange = vi.fn();
    render(<Rated onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '2' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(lit()).toBe(2);
    const two = screen.getByRole('radio', { name: '2' });
    expect(two.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(two, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '3' }));
    fireEvent.keyDown(screen.getByRole('radio', { name: '3' }), { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(screen.getByRole('radio', { name: '1' }), { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(screen.getByRole('radio', { name: '1' }), { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('previews the pointed score and falls back when the pointer leaves', () => {
    render(<Rated />);
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    fireEvent.mouseEnter(screen.getByRole('radio', { name: '2' }));
    expect(lit()).toBe(2);
    fireEvent.mouseLeave(screen.getByRole('radiogroup'));
    expect(lit()).toBe(4);
  });

  it('only shows a score when fixed: no tab stop, clicks change nothing', () => {
    const onChange = vi.fn();
    render(<StarRating value={3} label="First review" disabled onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '5' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(lit()).toBe(3);
    expect(screen.getAllByRole('radio').every((r) => r.getAttribute('tabindex') === '-1')).toBe(true);
  });
});
