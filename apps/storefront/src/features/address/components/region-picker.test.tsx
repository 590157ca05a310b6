// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request.ts';
import { renderWithProviders } from '../../../test/render.tsx';
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

  it('as a Form.Item control: judged once complete or on submit, refused without the district, then submits the ids', async () => {
    const onFinish = vi.fn();
    let submit = () => {};
    function Probe() {
      const [form] = Form.useForm();
      submit = () => form.submit();
      return (
        <Form form={form} onFinish={onFinish}>
          <Form.Item
            name="region"
            validateTrigger="onComplete"
            rules={[{ required: true, type: 'array', len: 3, message: 'Choose all three' }]}
          >
            <RegionPicker />
          </Form.Item>
        </Form>
      );
    }
    await renderWithProviders(<Probe />);
    const [province, city, district] = levels();
    await screen.findByRole('option', { name: '北京市' });
    fireEvent.change(province!, { target: { value: '110000' } });
    await screen.findByRole('option', { name: '北京市', selected: false });
    fireEvent.change(city!, { target: { value: '110100' } });
    await screen.findByRole('option', { name: '朝阳区' });
    // Still choosing: nothing is called wrong yet.
    expect(screen.queryByText('Choose all three')).toBeNull();
    act(() => submit());
    await screen.findByText('Choose all three');
    // Only the level still to choose is marked.
    expect([province, city, district].map((s) => s!.getAttribute('aria-invalid'))).toEqual([
      null,
      null,
      'true',
    ]);
    fireEvent.change(district!, { target: { value: '110105' } });
    await waitFor(() => expect(screen.queryByText('Choose all three')).toBeNull());
    act(() => submit());
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ region: [110000, 110100, 110105] }));
  });
});
