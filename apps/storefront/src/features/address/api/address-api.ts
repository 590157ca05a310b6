import { memberAddress, type address, type Paged } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client.ts';
import { request } from '../../../lib/request.ts';

const KEY = ['member-address'] as const;
const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });

// The list page asks for every address at once: the server keeps at most this many per member.
const ADDRESS_PAGE_SIZE = memberAddress.MEMBER_ADDRESS_MAX;

/** The member's addresses, default first (at most 20 exist, so one page holds them all). */
export const useAddressList = () =>
  useQuery({
    queryKey: [...KEY, 'page'],
    queryFn: () =>
      request<Paged<memberAddress.MemberAddress>>({
        url: '/api/memberaddress/page',
        data: { page: 1, page_size: ADDRESS_PAGE_SIZE },
        forceLogin: true,
      }),
    staleTime: 0,
  });

export const useAddressInfo = (id: number | undefined) =>
  useQuery({
    queryKey: [...KEY, 'info', id],
    queryFn: () =>
      request<memberAddress.MemberAddress>({
        url: '/api/memberaddress/info',
        data: { id },
        forceLogin: true,
      }),
    enabled: id !== undefined,
    staleTime: 0,
  });

/** What our form sends; the map point, community and full_address are the server's (made from the regions). */
export type AddressForm = Omit<
  memberAddress.AddressInput,
  'telephone' | 'is_default' | 'full_address' | 'longitude' | 'latitude' | 'community_id'
> & {
  telephone?: string;
  is_default?: number;
};

async function write(url: string, data: Record<string, unknown>): Promise<number> {
  const id = await request<number>({ url, data, forceLogin: true });
  await refresh();
  return id;
}

export const addressApi = {
  add: (form: AddressForm) => write('/api/memberaddress/add', form),
  edit: (id: number, form: AddressForm) => write('/api/memberaddress/edit', { id, ...form }),
  setDefault: (id: number) => write('/api/memberaddress/setdefault', { id }),
  remove: (id: number) => write('/api/memberaddress/delete', { id }),
};

/**
 * Children of a region (pid 0 = provinces) for the region picker, none asked while the parent is not chosen;
 * region names are data, not translated, and the area table does not change while a page is open.
 */
export const useAreas = (pid: number | undefined) =>
  useQuery({
    queryKey: ['areas', pid],
    queryFn: () => request<address.Area[]>({ url: '/api/address/lists', data: { pid } }),
    enabled: pid !== undefined,
    staleTime: Infinity,
  });
