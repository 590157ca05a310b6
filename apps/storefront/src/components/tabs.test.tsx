// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Tabs, type TabItem } from './tabs.tsx';

/** A panel with something typed into it, to tell whether it stayed mounted. */
function Field({ name }: { name: string }) {
  const [value, setValue] = useState('');
  return <input aria-label={name} value={value} onChange={(e) => setValue(e.target.value)} />;
}

const ITEMS: TabItem[] = [
  { key: 'a', label: 'Alpha', children: <Field name="Field A" /> },
  {
    key: 'b',
    label: (
      <span>
        Beta <span>3</span>
      </span>
    ),
    children: <Field name="Field B" />,
  },
  { key: 'c', label: 'Gamma', children: <Field name="Field C" /> },
];

const selected = () => screen.getByRole('tab', { selected: true });

describe('Tabs', () => {
  it('names each tab by its label, marks the chosen one and names its panel after it', async () => {
    await renderWithProviders(<Tabs items={ITEMS} defaultActiveKey="b" />);
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Alpha', 'Beta 3', 'Gamma']);
    const beta = screen.getByRole('tab', { name: 'Beta 3' });
    expect(beta.getAttribute('aria-selected')).toBe('true');
    expect(beta.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Alpha' }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Beta 3' });
    expect(beta.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByRole('textbox', { name: 'Field B' })).toBeTruthy();
    // Panels not yet chosen render nothing.
    expect(screen.queryByRole('textbox', { name: 'Field A', hidden: true })).toBeNull();
  });

  it('moves and chooses with the arrow keys, Home and End, round the ends', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Tabs items={ITEMS} onChange={onChange} />);
    fireEvent.keyDown(selected(), { key: 'ArrowLeft' });
    expect(selected().textContent).toBe('Gamma');
    expect(document.activeElement).toBe(selected());
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    fireEvent.keyDown(selected(), { key: 'End' });
    fireEvent.keyDown(selected(), { key: 'Home' });
    fireEvent.keyDown(selected(), { key: 'ArrowDown' });
    expect(selected().textContent).toBe('Alpha');
    expect(onChange.mock.calls).toEqual([['c'], ['a'], ['c'], ['a']]);
  });

  it('keeps a panel once shown, hidden, unless destroyOnHidden', async () => {
    const { unmount } = await renderWithProviders(<Tabs items={ITEMS} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Field A' }), { target: { value: 'kept' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Gamma' }));
    expect(screen.queryByRole('textbox', { name: 'Field A' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Alpha' }));
    expect((screen.getByRole('textbox', { name: 'Field A' }) as HTMLInputElement).value).toBe('kept');
    unmount();

    await renderWithProviders(<Tabs items={ITEMS} destroyOnHidden />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Field A' }), { target: { value: 'gone' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Gamma' }));
    expect(screen.queryByRole('textbox', { name: 'Field A', hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Alpha' }));
    expect((screen.getByRole('textbox', { name: 'Field A' }) as HTMLInputElement).value).toBe('');
  });

  it('follows activeKey when the page keeps the choice, and only tells it of a click on another tab', async () => {
    const onChange = vi.fn();
    const items = ITEMS.map(({ key, label }) => ({ key, label }));
    const { rerender } = await renderWithProviders(<Tabs items={items} activeKey="b" onChange={onChange} />);
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(selected().getAttribute('aria-controls')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Beta 3' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Gamma' }));
    expect(onChange.mock.calls).toEqual([['c']]);
    // Still b until the page says otherwise.
    expect(selected().textContent).toBe('Beta 3');
    rerender(<Tabs items={items} activeKey="c" onChange={onChange} />);
    expect(selected().textContent).toBe('Gamma');
  });
});
