// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../lib/toast.ts';
import { renderWithProviders } from '../test/render.tsx';
import { PictureChooser, PictureUpload, type PictureUploadProps } from './picture-upload.tsx';

vi.mock('../lib/toast.ts', () => ({ toast: vi.fn() }));

const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const choose = (container: HTMLElement, files: File[]) =>
  fireEvent.change(container.querySelector('input[type=file]')!, { target: { files } });

/** An upload call whose answers the test gives by hand, to see the state while it is under way. */
function pendingUploads() {
  const answers: ((path: string) => void)[] = [];
  const upload = vi.fn(() => new Promise<string>((resolve) => answers.push(resolve)));
  return { upload, answer: (i: number, path: string) => act(async () => answers[i]!(path)) };
}

const wall = (props: Partial<PictureUploadProps>) =>
  renderWithProviders(
    <PictureUpload
      pictures={[]}
      max={3}
      upload={vi.fn()}
      onUploaded={vi.fn()}
      onRemove={vi.fn()}
      addLabel="Pictures"
      removeLabel="Remove picture"
      busyLabel="Loading…"
      altOf={(i) => `Picture ${i + 1}`}
      {...props}
    />,
  );

describe('PictureUpload', () => {
  it('shows each picture with its alt text and a remove button that calls back with its path', async () => {
    const onRemove = vi.fn();
    await wall({ pictures: ['upload/a.png', 'upload/b.png'], onRemove });
    expect(screen.getByRole('img', { name: 'Picture 2' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove picture' })[1]!);
    expect(onRemove).toHaveBeenCalledWith('upload/b.png');
  });

  it('opens the file chooser from a real button, which is gone once the maximum is reached', async () => {
    const { container, unmount } = await wall({ pictures: ['upload/a.png', 'upload/b.png'] });
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/gif');
    const opened = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Pictures' }));
    expect(opened).toHaveBeenCalled();
    unmount();

    await wall({ pictures: ['upload/a.png', 'upload/b.png', 'upload/c.png'] });
    expect(screen.queryByRole('button', { name: 'Pictures' })).toBeNull();
    expect(document.querySelector('input[type=file]')).toBeNull();
  });

  it('is busy while uploading, counts pictures under way towards the maximum, and sends no more than fit', async () => {
    const { upload, answer } = pendingUploads();
    const onUploaded = vi.fn();
    const { container } = await wall({ pictures: ['upload/a.png'], upload, onUploaded });
    choose(container, [png('1.png'), png('2.png'), png('3.png')]);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.getAllByText('Loading…')).toHaveLength(2);
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Pictures' })).toBeNull();

    await answer(1, 'upload/2.png');
    expect(onUploaded).toHaveBeenCalledWith('upload/2.png');
    expect(screen.getAllByText('Loading…')).toHaveLength(1);
    await answer(0, 'upload/1.png');
    expect(onUploaded.mock.calls).toEqual([['upload/2.png'], ['upload/1.png']]);
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('false');
  });

  it('gives the add button back when an upload is refused', async () => {
    const upload = vi.fn(() => Promise.reject(new Error('not a picture')));
    const onUploaded = vi.fn();
    const { container } = await wall({ pictures: ['upload/a.png', 'upload/b.png'], upload, onUploaded });
    choose(container, [png('x.png')]);
    expect(screen.queryByRole('button', { name: 'Pictures' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Pictures' })).toBeTruthy();
    expect(onUploaded).not.toHaveBeenCalled();
  });
});

describe('PictureChooser', () => {
  const checks = { maxBytes: 100, wrongType: 'Wrong type', tooLarge: 'Too large' };

  it('refuses a file too large or of another type with its message and passes on the rest', async () => {
    const onPick = vi.fn();
    const { container } = await renderWithProviders(
      <PictureChooser multiple checks={checks} onPick={onPick}>
        {(open) => (
          <button type="button" onClick={open}>
            Choose
          </button>
        )}
      </PictureChooser>,
    );
    const fine = png('fine.png', 100);
    choose(container, [png('big.png', 101), new File(['x'], 'a.svg', { type: 'image/svg+xml' }), fine]);
    expect(vi.mocked(toast).mock.calls).toEqual([['Too large'], ['Wrong type']]);
    expect(onPick).toHaveBeenCalledWith([fine]);

    onPick.mockClear();
    choose(container, [png('big.png', 101)]);
    expect(onPick).not.toHaveBeenCalled();
  });
});
