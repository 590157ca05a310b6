// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './text-area.tsx';

describe('TextArea', () => {
  it('shows its length against maxLength when asked, with the class on the frame', () => {
    render(
      <TextArea
        aria-label="Remark"
        value="hello"
        maxLength={200}
        showCount
        className="wide"
        onChange={() => {}}
      />,
    );
    const area = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Remark' });
    expect(area.maxLength).toBe(200);
    expect(area.className).toBe('mall-textarea');
    expect(area.parentElement!.className).toBe('mall-textarea-frame wide');
    expect(area.parentElement!.textContent).toBe('hello5 / 200');
  });

  it('grows with its text up to maxRows, then scrolls', () => {
    // jsdom lays nothing out: the text's height is given as the browser would measure it.
    let measured = 3 * 22 + 8;
    vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(() => measured);
    const { rerender } = render(
      <TextArea aria-label="Review" rows={3} maxRows={6} value="a" onChange={() => {}} />,
    );
    const area = screen.getByRole<HTMLTextAreaElement>('textbox');
    expect(area.style.height).toBe('76px');
    expect(area.style.overflowY).toBe('hidden');
    measured = 10 * 22 + 8;
    rerender(
      <TextArea aria-label="Review" rows={3} maxRows={6} value={'a\n'.repeat(10)} onChange={() => {}} />,
    );
    expect(area.style.height).toBe(`${6 * 22 + 10}px`);
    expect(area.style.overflowY).toBe('auto');
    vi.restoreAllMocks();
  });
});
