// @vitest-environment jsdom
import type { memberAddress } from '@mall/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { AddressForm } from '../api/address-api.ts';
import { AddressFormFields, useAddressForm } from './address-form-fields.tsx';

// A slice of the area table, by parent id.
const AREAS: Record<number, { id: number; pid: number; name: string; level: number }[]> = {
  0: [{ id: 330000, pid: 0, name: '浙江省', level: 1 }],
  330000: [{ id: 330100, pid: 330000, name: '杭州市', level: 2 }],
  330100: [{ id: 330106, pid: 330100, name: '西湖区', level: 3 }],
};

vi.mock('../../../lib/request.ts', () => ({
  request: vi.fn(({ data }: { data: { pid: number } }) => Promise.resolve(AREAS[data.pid] ?? [])),
}));

const ROW: memberAddress.MemberAddress = {
  id: 5,
  member_id: 1,
  name: 'Bob Office',
  mobile: '13900001111',
  telephone: '010-12345678',
  province_id: 330000,
  city_id: 330100,
  district_id: 330106,
  community_id: 0,
  address: '建国路 88 号',
  full_address: '浙江省 杭州市 西湖区',
  longitude: '',
  latitude: '',
  is_default: 1,
  create_time: 0,
};

function Harness({
  start,
  onBody,
}: {
  start?: memberAddress.MemberAddress;
  onBody: (b: AddressForm) => void;
}) {
  const form = useAddressForm(start);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const body = form.check();
        if (body) onBody(body);
      }}
    >
      <AddressFormFields form={form} />
      <button type="submit">Send</button>
      <button type="button" onClick={form.reset}>
        Reset
      </button>
      <button type="button" onClick={form.hideMessages}>
        Hide
      </button>
    </form>
  );
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const levels = () =>
  ['Province', 'City', 'District'].map((name) => screen.getByRole<HTMLSelectElement>('combobox', { name }));
const defaultBox = () =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: 'Use as my default address' });

/** Chooses 浙江省 / 杭州市 / 西湖区, down to `depth` levels, waiting for each list. */
async function chooseRegion(depth = 3) {
  const ids = ['330000', '330100', '330106'];
  const names = ['浙江省', '杭州市', '西湖区'];
  for (let level = 0; level < depth; level++) {
    await screen.findByRole('option', { name: names[level] });
    fireEvent.change(levels()[level]!, { target: { value: ids[level] } });
  }
}

async function fillValid() {
  type('Consignee', 'Bob Chen');
  type('Mobile', '13811112222');
  type('Address', '文三路 100 号');
  await chooseRegion();
}

describe('the address form', () => {
  it('sent empty, says what each required field needs, marks them and focuses the first', async () => {
    const onBody = vi.fn();
    const { container } = await renderWithProviders(<Harness onBody={onBody} />);
    expect([...container.querySelectorAll('.form-row__label--required')].map((l) => l.textContent)).toEqual([
      'Consignee',
      'Mobile',
      'Region',
      'Address',
    ]);
    send();
    expect(alerts()).toEqual([
      "Please enter the consignee's name",
      'Please enter the mobile number',
      'Please choose the province, city and district',
      'Please enter the detailed address',
    ]);
    expect(document.activeElement).toBe(box('Consignee'));
    expect(levels().map((s) => s.getAttribute('aria-invalid'))).toEqual(['true', 'true', 'true']);
    expect(onBody).not.toHaveBeenCalled();
  });

  it('checks the name, mobile, telephone and detail as they are typed, with the server’s limits', async () => {
    await renderWithProviders(<Harness onBody={vi.fn()} />);
    type('Consignee', '   ');
    expect(alerts()).toEqual(["Please enter the consignee's name"]);
    type('Consignee', 'Bob <b>');
    expect(alerts()).toEqual(['Please do not use < or >']);
    type('Consignee', 'x'.repeat(21));
    expect(alerts()).toEqual(["The consignee's name can be at most 20 characters"]);
    // antd counted characters: twenty emoji (forty UTF-16 halves) are twenty.
    type('Consignee', '😀'.repeat(20));
    expect(alerts()).toEqual([]);

    // Spaces are not "nothing" for the mobile: they fail its format (antd's required without whitespace).
    type('Mobile', '  ');
    expect(alerts()).toEqual(['The phone format is incorrect']);
    type('Mobile', '');
    expect(alerts()).toEqual(['Please enter the mobile number']);
    type('Mobile', '13811112222');

    type('Telephone', 'abc');
    expect(alerts()).toEqual(['The telephone number format is incorrect']);
    type('Telephone', '');
    expect(alerts()).toEqual([]);
    type('Telephone', '010-12345678');
    expect(alerts()).toEqual([]);

    type('Address', ' ');
    expect(alerts()).toEqual(['Please enter the detailed address']);
    type('Address', 'a'.repeat(121));
    expect(alerts()).toEqual(['The address can be at most 120 characters']);
    type('Address', 'Room <1>');
    expect(alerts()).toEqual(['Please do not use < or >']);
    type('Address', 'a'.repeat(120));
    expect(alerts()).toEqual([]);
  });

  it('refuses a region without its district, judges it again once the district is chosen', async () => {
    const onBody = vi.fn();
    await renderWithProviders(<Harness onBody={onBody} />);
    type('Consignee', 'Bob Chen');
    type('Mobile', '13811112222');
    type('Address', '文三路 100 号');
    await chooseRegion(2);
    // Still choosing: nothing is called wrong yet.
    expect(alerts()).toEqual([]);
    send();
    expect(alerts()).toEqual(['Please choose the province, city and district']);
    expect(levels().map((s) => s.getAttribute('aria-invalid'))).toEqual([null, null, 'true']);
    expect(levels()[2]!.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(levels()[0]);
    expect(onBody).not.toHaveBeenCalled();
    await screen.findByRole('option', { name: '西湖区' });
    fireEvent.change(levels()[2]!, { target: { value: '330106' } });
    expect(alerts()).toEqual([]);
    send();
    expect(onBody).toHaveBeenCalledTimes(1);
  });

  it('hands over the trimmed fields, the region ids and the default flag', async () => {
    const onBody = vi.fn();
    await renderWithProviders(<Harness onBody={onBody} />);
    await fillValid();
    type('Consignee', '  Bob Chen ');
    type('Address', ' 文三路 100 号  ');
    fireEvent.click(defaultBox());
    send();
    expect(onBody).toHaveBeenCalledWith({
      name: 'Bob Chen',
      mobile: '13811112222',
      telephone: '',
      province_id: 330000,
      city_id: 330100,
      district_id: 330106,
      address: '文三路 100 号',
      is_default: 1,
    });
  });

  it('starts from an address being edited: its fields, its whole region path and its default flag', async () => {
    const onBody = vi.fn();
    await renderWithProviders(<Harness start={ROW} onBody={onBody} />);
    expect(box('Consignee').value).toBe('Bob Office');
    expect(box('Mobile').value).toBe('13900001111');
    expect(box('Telephone').value).toBe('010-12345678');
    expect(box('Address').value).toBe('建国路 88 号');
    expect(defaultBox().checked).toBe(true);
    await waitFor(() =>
      expect(levels().map((s) => s.selectedOptions[0]?.textContent)).toEqual(['浙江省', '杭州市', '西湖区']),
    );
    send();
    expect(onBody).toHaveBeenCalledWith({
      name: 'Bob Office',
      mobile: '13900001111',
      telephone: '010-12345678',
      province_id: 330000,
      city_id: 330100,
      district_id: 330106,
      address: '建国路 88 号',
      is_default: 1,
    });
  });

  it('hides its messages keeping what was typed, or starts again empty', async () => {
    await renderWithProviders(<Harness onBody={vi.fn()} />);
    type('Consignee', 'Bob');
    await chooseRegion(1);
    fireEvent.click(defaultBox());
    send();
    expect(alerts()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(alerts()).toEqual([]);
    expect(box('Consignee').value).toBe('Bob');
    expect(levels()[0]!.value).toBe('330000');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box('Consignee').value).toBe('');
    expect(levels()[0]!.value).toBe('');
    expect(defaultBox().checked).toBe(false);
    expect(alerts()).toEqual([]);
  });
});
