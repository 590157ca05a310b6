// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useConfirm, type ConfirmOptions } from './confirm-dialog.tsx';

function Asker({ onOk }: { onOk: ConfirmOptions['onOk'] }) {
  const [confirm, holder] = useConfirm();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          confirm({ title: 'Close order', content: 'Sure?', okText: 'OK', cancelText: 'Cancel', onOk })
        }
      >
        Close
      </button>
      {holder}
    </>
  );
}

describe('useConfirm', () => {
  it('asks in a dialog named by its title, runs OK once, waits for it and then closes', async () => {
    let finish!: () => void;
    const onOk = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Asker onOk={onOk} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = screen.getByRole('dialog', { name: 'Close order' });
    expect(dialog.textContent).toContain('Sure?');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    // While OK's work runs the dialog stays, OK shows it is busy and takes no second click.
    expect(screen.getByRole('button', { name: 'OK' }).getAttribute('aria-busy')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel and Escape close it without running OK', () => {
    const onOk = vi.fn(() => Promise.resolve());
    render(<Asker onOk={onOk} />);
    const opener = screen.getByRole('button', { name: 'Close' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOk).not.toHaveBeenCalled();
  });
});
