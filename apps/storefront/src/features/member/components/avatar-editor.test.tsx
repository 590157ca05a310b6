// @vitest-environment jsdom
import { member } from '@mall/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { uploadHeadimg } from '../api/member-api.ts';
import { AvatarEditor } from './avatar-editor.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: vi.fn() }));
vi.mock('../api/member-api.ts', () => ({
  uploadHeadimg: vi.fn(() => Promise.resolve('upload/headimg.png')),
}));
// jsdom has no object URLs; the preview only needs some address.
URL.createObjectURL = () => 'blob:preview';
URL.revokeObjectURL = () => undefined;

const picture = (bytes: number, type = 'image/png') => new File([new Uint8Array(bytes)], 'me.png', { type });

describe('AvatarEditor', () => {
  it('refuses a picture too large or of another type with its message, and previews then saves a fitting one', async () => {
    const { container } = await renderWithProviders(<AvatarEditor headimg="" name="Night Owl" />);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    const save = screen.getByRole('button', { name: 'Save avatar' }) as HTMLButtonElement;
    const opened = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: /Choose a picture/ }));
    expect(opened).toHaveBeenCalled();

    fireEvent.change(input, { target: { files: [picture(member.AVATAR_MAX_BYTES + 1)] } });
    fireEvent.change(input, { target: { files: [picture(10, 'image/svg+xml')] } });
    expect(vi.mocked(toast).mock.calls).toEqual([
      ['The picture can be at most 2 MB'],
      ['Please choose a JPG, PNG, WebP or GIF picture'],
    ]);
    expect(screen.queryByRole('img', { name: 'New avatar' })).toBeNull();
    expect(save.disabled).toBe(true);

    const fitting = picture(member.AVATAR_MAX_BYTES);
    fireEvent.change(input, { target: { files: [fitting] } });
    expect(await screen.findByRole('img', { name: 'New avatar' })).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(vi.mocked(uploadHeadimg).mock.calls[0]?.[0]).toBe(fitting));
  });
});
