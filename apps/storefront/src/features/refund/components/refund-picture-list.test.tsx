// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RefundPictureList } from './refund-picture-list.tsx';

// The viewer is a lazy chunk: loaded here first, so its first transform does not count against a wait.
beforeAll(() => import('../../../components/picture-viewer.tsx'));

describe('RefundPictureList', () => {
  it('shows thumbnails and opens the viewer only when one is clicked, on that picture, until it closes', async () => {
    await renderWithProviders(<RefundPictureList list={['upload/refund/a.png', 'upload/refund/b.png']} />);
    expect(screen.getByTestId('refund-pictures').querySelectorAll('img')).toHaveLength(2);
    expect(screen.getByAltText('Pictures 2')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Pictures 2' }));
    const viewer = await screen.findByRole('dialog', { name: 'Picture viewer' });
    // The original, not the thumbnail's small copy.
    expect(viewer.querySelector('img')?.getAttribute('src')).toBe('/upload/refund/b.png');
    expect(viewer.textContent).toContain('2 / 2');

    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(viewer.querySelector('img')?.getAttribute('src')).toBe('/upload/refund/a.png');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
