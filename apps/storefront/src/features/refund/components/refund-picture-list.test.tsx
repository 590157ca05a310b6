// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RefundPictureList } from './refund-picture-list.tsx';

/** What the viewer was opened with; antd's own viewer is not drawn here (it comes with antd's theme). */
interface Preview {
  items: string[];
  preview: { open: boolean; current: number; onOpenChange: (open: boolean) => void };
}
const shown: Preview[] = [];
vi.mock('../../../components/lazy-with-antd.tsx', () => ({
  lazyWithAntd: () =>
    function Viewer(props: Preview) {
      shown.push(props);
      return <div role="dialog" aria-label="viewer" />;
    },
}));

describe('RefundPictureList', () => {
  it('shows thumbnails and opens the viewer only when one is clicked, on that picture, until it closes', async () => {
    await renderWithProviders(<RefundPictureList list={['upload/refund/a.png', 'upload/refund/b.png']} />);
    expect(screen.getByTestId('refund-pictures').querySelectorAll('img')).toHaveLength(2);
    expect(screen.getByAltText('Pictures 2')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Pictures 2' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    const opened = shown.at(-1)!;
    expect(opened.preview.current).toBe(1);
    expect(opened.preview.open).toBe(true);
    expect(opened.items).toHaveLength(2);
    expect(opened.items[0]).toMatch(/upload\/refund\/a\.png$/);

    act(() => opened.preview.onOpenChange(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
