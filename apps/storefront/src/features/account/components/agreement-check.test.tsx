// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { accountReads } from '../api/account-api.ts';
import { AgreementCheck } from './agreement-check.tsx';

vi.mock('../api/account-api.ts', () => ({ accountReads: { agreement: vi.fn() } }));

/** The agreement's request, answered when the test says so. */
function agreementAnswer() {
  let answer: (doc: { title: string; content: string }) => void = () => {};
  vi.mocked(accountReads.agreement).mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
  return (doc: { title: string; content: string }) => answer(doc);
}

/** The dialog's module is compiled on its first import here, which can take longer than findBy's one second. */
const FIRST_IMPORT = { timeout: 10_000 };

function Register() {
  const [checked, setChecked] = useState(false);
  return <AgreementCheck checked={checked} onChange={setChecked} row={{ errorId: 'agree-error' }} />;
}

describe('AgreementCheck', () => {
  it('its link opens the agreement: loading first, then the text; read, the dialog closes', async () => {
    const answer = agreementAnswer();
    await renderWithProviders(<Register />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: '“Service agreement”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Service agreement' }, FIRST_IMPORT);
    expect(dialog.contains(screen.getByRole('status', { name: 'Loading…' }))).toBe(true);

    answer({ title: 'Member agreement', content: '<p>Be fair to the sellers.</p>' });
    expect(await screen.findByText('Be fair to the sellers.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Member agreement' })).toBe(dialog);
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'I have read it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });
});
