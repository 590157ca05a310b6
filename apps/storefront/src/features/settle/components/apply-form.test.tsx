// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { submitApply } from '../api/settle-api.ts';
import { ApplyForm } from './apply-form.tsx';

vi.mock('../api/settle-api.ts', () => ({
  submitApply: vi.fn(() => Promise.resolve({})),
  uploadLicence: vi.fn(() => Promise.resolve('upload/shopapply/licence.png')),
}));
vi.mock('../../../lib/site-data.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/site-data.ts')>()),
  useCategoryTree: () => ({ data: [{ category_id: 3, category_name: 'Tea' }] }),
}));

const messages = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit the application' }));

describe('the settle-in ApplyForm', () => {
  beforeEach(() => vi.mocked(submitApply).mockClear());

  it('sent empty, says what every field and the licence need, and sends nothing', async () => {
    await renderWithProviders(<ApplyForm onSent={vi.fn()} />);
    submit();
    expect(messages()).toEqual([
      'Enter the shop name',
      'Choose the main category',
      'Enter the contact name',
      'Enter the mobile number',
      'Enter the business address',
      'Upload the business licence picture',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Shop name' }));
    expect(submitApply).not.toHaveBeenCalled();
  });

  it('checks the lengths and the mobile as they are typed', async () => {
    await renderWithProviders(<ApplyForm onSent={vi.fn()} />);
    type('Shop name', 'T');
    type('Mobile', '12ab');
    type('Business address', 'Rd');
    expect(messages()).toEqual([
      'The shop name needs at least 2 characters',
      '6–15 digits',
      'The address needs at least 4 characters',
    ]);
    type('Shop name', 'Tea');
    type('Mobile', '13912345678');
    type('Business address', '88 Century Avenue');
    expect(messages()).toEqual([]);
  });

  it('sends the fields as typed with the category as a number and the uploaded licence', async () => {
    const onSent = vi.fn();
    const { container } = await renderWithProviders(<ApplyForm onSent={onSent} />);
    type('Shop name', 'Journey Tea');
    fireEvent.change(screen.getByRole('combobox', { name: 'Main category' }), { target: { value: '3' } });
    type('Contact name', 'Han Meimei');
    type('Mobile', '13912345678');
    type('Business address', '88 Century Avenue');
    submit();
    expect(messages()).toEqual(['Upload the business licence picture']);
    expect(submitApply).not.toHaveBeenCalled();

    const file = new File(['x'], 'licence.png', { type: 'image/png' });
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [file] } });
    // The button's name starts with its icon's ("upload").
    await screen.findByRole('button', { name: /Replace the picture$/ });
    expect(messages()).toEqual([]);
    submit();
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(vi.mocked(submitApply).mock.calls).toEqual([
      [
        {
          shop_name: 'Journey Tea',
          category_id: 3,
          contact_name: 'Han Meimei',
          contact_mobile: '13912345678',
          address: '88 Century Avenue',
          licence_image: 'upload/shopapply/licence.png',
        },
      ],
    ]);
  });
});
