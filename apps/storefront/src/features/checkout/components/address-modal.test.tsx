// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AddressModal } from './address-modal.tsx';

// A slice of the area table, by parent id; adding an address answers its id.
const AREAS: Record<number, { id: number; pid: number; name: string; level: number }[]> = {
  0: [{ id: 330000, pid: 0, name: '浙江省', level: 1 }],
  330000: [{ id: 330100, pid: 330000, name: '杭州市', level: 2 }],
  330100: [{ id: 330106, pid: 330100, name: '西湖区', level: 3 }],
};
const answer = (o?: { url: string; data?: { pid?: number } }) =>
  Promise.resolve(o?.url === '/api/memberaddress/add' ? 42 : (AREAS[o?.data?.pid ?? -1] ?? []));
vi.mock('../../../lib/request.ts', () => ({ request: vi.fn() }));

const adds = () => vi.mocked(request).mock.calls.filter(([o]) => o?.url === '/api/memberaddress/add');
const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });
const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save and use' });
const ok = () => fireEvent.click(saveButton());

function Checkout({ onSaved }: { onSaved: (id: number) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <AddressModal
        open={open}
        onClose={() => setOpen(false)}
        onSaved={(id) => (setOpen(false), onSaved(id))}
      />
    </>
  );
}

async function fillIn() {
  type('Consignee', ' Lee Journey ');
  type('Mobile', '13800138000');
  await chooseRegion();
  type('Address', 'Wensan Road 478 ');
}

async function chooseRegion() {
  const levels = ['Province', 'City', 'District'];
  const chosen = [
    ['浙江省', '330000'],
    ['杭州市', '330100'],
    ['西湖区', '330106'],
  ];
  for (const [level, [name, id]] of chosen.entries()) {
    await screen.findByRole('option', { name });
    fireEvent.change(screen.getByRole('combobox', { name: levels[level] }), { target: { value: id } });
  }
}

beforeEach(() => {
  vi.mocked(request).mockClear();
  vi.mocked(request).mockImplementation(answer);
});

describe('the checkout’s AddressModal', () => {
  it('titled "Add address", checks the fields on Save and sends nothing while one fails', async () => {
    await renderWithProviders(<Checkout onSaved={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Add address' })).toBeTruthy();
    ok();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      "Please enter the consignee's name",
      'Please enter the mobile number',
      'Please choose the province, city and district',
      'Please enter the detailed address',
    ]);
    expect(adds()).toHaveLength(0);
  });

  it('saves the trimmed address, hands its id over and starts empty on the next opening', async () => {
    const onSaved = vi.fn();
    await renderWithProviders(<Checkout onSaved={onSaved} />);
    await fillIn();
    ok();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(42));
    expect(adds()[0]![0].data).toEqual({
      name: 'Lee Journey',
      mobile: '13800138000',
      telephone: '',
      province_id: 330000,
      city_id: 330100,
      district_id: 330106,
      address: 'Wensan Road 478',
      is_default: 0,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(box('Consignee').value).toBe(''));
    expect(box('Address').value).toBe('');
  });

  it('closed by Cancel, keeps what was typed but not the messages', async () => {
    await renderWithProviders(<Checkout onSaved={vi.fn()} />);
    type('Consignee', 'Lee');
    ok();
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(box('Consignee').value).toBe('Lee'));
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });

  it('Save belongs to the form (Enter in a field saves too), is busy while sending and sends once', async () => {
    let saved!: (id: number) => void;
    vi.mocked(request).mockImplementation((o) =>
      o?.url === '/api/memberaddress/add' ? new Promise((resolve) => (saved = resolve)) : answer(o),
    );
    const onSaved = vi.fn();
    await renderWithProviders(<Checkout onSaved={onSaved} />);
    expect(saveButton().form).toBe(box('Consignee').form);
    await fillIn();
    fireEvent.submit(box('Address').form!);
    expect(saveButton().getAttribute('aria-busy')).toBe('true');
    ok();
    fireEvent.submit(box('Address').form!);
    expect(adds()).toHaveLength(1);
    saved(42);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(42));
    // onSaved runs in the same handler as the parent's setOpen(false), before React draws the closing:
    // the dialog is gone by the next render, not at the instant the id is handed over.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
