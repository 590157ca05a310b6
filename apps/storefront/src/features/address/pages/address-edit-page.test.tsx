// @vitest-environment jsdom
import type { memberAddress } from '@mall/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { addressApi, useAddressInfo } from '../api/address-api.ts';
import { Page } from './address-edit-page.tsx';

const ROW: memberAddress.MemberAddress = {
  id: 5,
  member_id: 1,
  name: 'Bob Office',
  mobile: '13900001111',
  telephone: '',
  province_id: 330000,
  city_id: 330100,
  district_id: 330106,
  community_id: 0,
  address: '建国路 88 号',
  full_address: '浙江省 杭州市 西湖区',
  longitude: '',
  latitude: '',
  is_default: 0,
  create_time: 0,
};

const route = vi.hoisted(() => ({ search: '', navigate: vi.fn() }));
vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useSearchParams: () => [new URLSearchParams(route.search)],
  useNavigate: () => route.navigate,
}));
vi.mock('../../../lib/toast.ts', () => ({ toast: vi.fn() }));
vi.mock('../api/address-api.ts', () => ({
  useAddressInfo: vi.fn(),
  useAreas: (pid: number | undefined) => ({
    data: {
      0: [{ id: 330000, name: '浙江省' }],
      330000: [{ id: 330100, name: '杭州市' }],
      330100: [{ id: 330106, name: '西湖区' }],
    }[pid ?? -1],
  }),
  addressApi: { add: vi.fn(() => Promise.resolve(9)), edit: vi.fn(() => Promise.resolve(5)) },
}));

const info = (answer: Partial<ReturnType<typeof useAddressInfo>>) =>
  vi.mocked(useAddressInfo).mockReturnValue(answer as ReturnType<typeof useAddressInfo>);
const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

beforeEach(() => {
  vi.clearAllMocks();
  route.search = '';
});

describe('address_edit', () => {
  it('edits the address of ?id=: filled from it, Save busy while sending, then back to the list', async () => {
    route.search = 'id=5';
    info({ data: ROW });
    let answer = (_id: number) => {};
    vi.mocked(addressApi.edit).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderWithProviders(<Page />);
    expect(useAddressInfo).toHaveBeenCalledWith(5);
    expect(screen.getByRole('heading', { name: 'Edit the delivery address' })).toBeTruthy();
    expect(box('Consignee').value).toBe('Bob Office');
    fireEvent.change(box('Consignee'), { target: { value: ' Bob Chen (office) ' } });
    save();
    expect(addressApi.edit).toHaveBeenCalledWith(5, {
      name: 'Bob Chen (office)',
      mobile: '13900001111',
      telephone: '',
      province_id: 330000,
      city_id: 330100,
      district_id: 330106,
      address: '建国路 88 号',
      is_default: 0,
    });
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    // A second press while busy sends nothing more.
    save();
    expect(addressApi.edit).toHaveBeenCalledTimes(1);
    answer(5);
    await waitFor(() => expect(route.navigate).toHaveBeenCalledWith('/member/delivery_address'));
    expect(toast).toHaveBeenCalledWith('Address saved', 'success');
  });

  it('adds a new address without ?id=, refusing an empty form', async () => {
    info({ data: undefined });
    await renderWithProviders(<Page />);
    expect(screen.getByRole('heading', { name: 'Add a delivery address' })).toBeTruthy();
    save();
    expect(screen.getAllByRole('alert')).toHaveLength(4);
    expect(addressApi.add).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(route.navigate).toHaveBeenCalledWith('/member/delivery_address');
  });

  it('waits for the address, and says when it does not exist', async () => {
    route.search = 'id=5';
    info({ data: undefined, isError: false });
    const { unmount } = await renderWithProviders(<Page />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('The delivery address does not exist')).toBeNull();
    unmount();
    info({ data: undefined, isError: true });
    await renderWithProviders(<Page />);
    expect(screen.getByText('The delivery address does not exist')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
