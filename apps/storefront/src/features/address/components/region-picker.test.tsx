// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AddressFormFields, useAddressForm } from './address-form-fields.tsx';
import { RegionPicker } from './region-picker.tsx';

// A slice of the area table, by parent id.
const AREAS: Record<number, { id: number; pid: number; name: string; level: number }[]> = {
  0: [
    { id: 110000, pid: 0, name: '北京市', level: 1 },
    { id: 330000, pid: 0, name: '浙江省', level: 1 },
  ],
  110000: [{ id: 110100, pid: 110000, name: '北京市', level: 2 }],
  110100: [{ id: 110105, pid: 110100, name: '朝阳区', level: 3 }],
  330000: [
    { id: 330100, pid: 330000, name: '杭州市', level: 2 },
    { id: 330200, pid: 330000, name: '宁波市', level: 2 },
  ],
  330100: [{ id: 330106, pid: 330100, name: '西湖区', level: 3 }],
};

vi.mock('../../../lib/request.ts', () => ({
  request: vi.fn(({ data }: { data: { pid: number } }) => Promise.resolve(AREAS[data.pid] ?? [])),
}));

const asked = () => vi.mocked(request).mock.calls.map(([o]) => (o.data as { pid: number }).pid);
const levels = () =>
  ['Province', 'City', 'District'].map((name) => screen.getByRole<HTMLSelectElement>('combobox', { name }));
const shown = () => levels().map((s) => s.selectedOptions[0]?.textContent ?? '');

describe('RegionPicker', () => {
  it("shows an existing address's whole path, asking for the lists on it", async () => {
    vi.mocked(request).mockClear();
    await renderWithProviders(<RegionPicker value={[330000, 330100, 330106]} />);
    // The first drawing of a file pays its cold start, which took over a second on a busy machine.
    await waitFor(() => expect(shown()).toEqual(['浙江省', '杭州市', '西湖区']), { timeout: 5_000 });
    expect(asked().sort()).toEqual([0, 330000, 330100]);
  });

  it('asks for the cities of a chosen province, and choosing a province again clears the city and district', async () => {
    const reported: number[][] = [];
    function Holder() {
      const [value, setValue] = useState<number[]>();
      return <RegionPicker value={value} onChange={(v) => (reported.push(v), setValue(v))} />;
    }
    await renderWithProviders(<Holder />);
    const [province, city, district] = levels();
    expect(city!.disabled && district!.disabled).toBe(true);
    await screen.findByRole('option', { name: '浙江省' });
    fireEvent.change(province!, { target: { value: '330000' } });
    await screen.findByRole('option', { name: '宁波市' });
    expect(city!.disabled).toBe(false);
    expect(district!.disabled).toBe(true);
    fireEvent.change(city!, { target: { value: '330100' } });
    await screen.findByRole('option', { name: '西湖区' });
    fireEvent.change(district!, { target: { value: '330106' } });
    expect(shown()).toEqual(['浙江省', '杭州市', '西湖区']);

    fireEvent.change(province!, { target: { value: '110000' } });
    await screen.findByRole('option', { name: '北京市', selected: false });
    expect(shown()).toEqual(['北京市', 'City', 'District']);
    expect(district!.disabled).toBe(true);
    expect(reported).toEqual([[330000], [330000, 330100], [330000, 330100, 330106], [110000]]);
  });

  it('works as a field of our form: named by its label, judged on submit and once complete, refused without the district, then the ids sent', async () => {
    // The region is no text field of useForm: the address form keeps it beside its text fields (useAddressForm),
    // judges it on submit, and judges it again when the picker says the district is chosen (onComplete).
    const onBody = vi.fn();
    function Probe() {
      const form = useAddressForm();
      return (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const body = form.check();
            if (body) onBody(body);
          }}
        >
          <AddressFormFields form={form} />
          <button type="submit">Save</button>
        </form>
      );
    }
    await renderWithProviders(<Probe />);
    const [province, city, district] = levels();
    const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const invalid = () => levels().map((s) => s.getAttribute('aria-invalid'));
    expect(screen.getByText<HTMLLabelElement>('Region', { selector: 'label' }).control).toBe(province);
    expect(levels().every((s) => s.getAttribute('aria-required') === 'true')).toBe(true);
    // The text fields pass, so only the region is judged.
    const type = (name: string, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    type('Consignee', 'Bob Chen');
    type('Mobile', '13811112222');
    type('Address', '文三路 100 号');
    await screen.findByRole('option', { name: '北京市' });
    fireEvent.change(province!, { target: { value: '110000' } });
    await screen.findByRole('option', { name: '北京市', selected: false });
    fireEvent.change(city!, { target: { value: '110100' } });
    await screen.findByRole('option', { name: '朝阳区' });
    // Still choosing: nothing is called wrong yet.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(invalid()).toEqual([null, null, null]);
    save();
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Please choose the province, city and district');
    // Only the level still to choose is marked; every level points at the message.
    expect(invalid()).toEqual([null, null, 'true']);
    expect(levels().every((s) => s.getAttribute('aria-describedby') === message.id)).toBe(true);
    expect(document.activeElement).toBe(province);
    expect(onBody).not.toHaveBeenCalled();
    // Another province is no whole path either: the message stays, on the levels now to choose.
    fireEvent.change(province!, { target: { value: '330000' } });
    await screen.findByRole('option', { name: '杭州市' });
    expect(screen.getByRole('alert').textContent).toBe('Please choose the province, city and district');
    expect(invalid()).toEqual([null, 'true', 'true']);
    fireEvent.change(city!, { target: { value: '330100' } });
    await screen.findByRole('option', { name: '西湖区' });
    // The city alone does not complete the path.
    expect(invalid()).toEqual([null, null, 'true']);
    fireEvent.change(district!, { target: { value: '330106' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(invalid()).toEqual([null, null, null]);
    expect(levels().some((s) => s.hasAttribute('aria-describedby'))).toBe(false);
    save();
    expect(onBody).toHaveBeenCalledWith(
      expect.objectContaining({ province_id: 330000, city_id: 330100, district_id: 330106 }),
    );
  });
});
