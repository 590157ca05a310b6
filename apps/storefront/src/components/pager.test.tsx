// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Pager, pageItems } from './pager.tsx';

describe('pageItems', () => {
  it('shows the first, the last and two on each side of the current page, with gaps between', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    // A gap of a single page shows that page instead.
    expect(pageItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });
});

describe('Pager', () => {
  it('marks the current page and moves by page, previous and next, never past either end', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Pager current={1} total={95} pageSize={10} onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange.mock.calls).toEqual([[2], [10]]);
  });

  it('goes to a typed page on Enter, keeps it within the pages, and puts back what is not a number', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <Pager current={2} total={50} pageSize={10} onChange={onChange} showQuickJumper />,
    );
    const box = screen.getByRole('textbox', { name: 'Page' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: '4' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: '99' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange.mock.calls).toEqual([[4], [5]]);
    fireEvent.change(box, { target: { value: 'x1' } });
    fireEvent.blur(box);
    expect(box.value).toBe('2');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('in its simple form shows the page of pages with the box and the two steps', async () => {
    const onChange = vi.fn();
    const { container } = await renderWithProviders(
      <Pager simple current={3} total={100} pageSize={20} onChange={onChange} />,
    );
    expect(container.querySelector('.pager__simple')?.textContent).toBe('/5');
    expect((screen.getByRole('textbox', { name: 'Page' }) as HTMLInputElement).value).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
