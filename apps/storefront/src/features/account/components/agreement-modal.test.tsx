// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AgreementModal } from './agreement-modal.tsx';

const CONTENT = '<h1>Using the mall</h1><p>Orders are paid before they ship.</p>';

const renderModal = (pending: boolean, onClose = () => {}) =>
  renderWithProviders(
    <AgreementModal open title="Service agreement" pending={pending} content={CONTENT} onClose={onClose} />,
  );

describe('AgreementModal', () => {
  it('while the text loads, shows that it is loading and no text yet', async () => {
    await renderModal(true);
    const dialog = screen.getByRole('dialog', { name: 'Service agreement' });
    expect(dialog.contains(screen.getByRole('status', { name: 'Loading…' }))).toBe(true);
    expect(screen.queryByTestId('agreement-text')).toBeNull();
  });

  it('loaded, shows the text as headings and paragraphs under its title', async () => {
    await renderModal(false);
    const dialog = screen.getByRole('dialog', { name: 'Service agreement' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(dialog.contains(screen.getByRole('heading', { name: 'Using the mall' }))).toBe(true);
    expect(dialog.contains(screen.getByText('Orders are paid before they ship.'))).toBe(true);
  });

  it('has one button, the read one: no Cancel', async () => {
    await renderModal(false);
    expect(screen.getByRole('button', { name: 'I have read it' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it.each([
    ['its read button', () => fireEvent.click(screen.getByRole('button', { name: 'I have read it' }))],
    ['×', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))],
  ])('%s closes it', async (_, act) => {
    const onClose = vi.fn();
    await renderModal(false, onClose);
    act();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
