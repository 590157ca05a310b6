import type { cart } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client.ts';
import { request } from '../../../lib/request.ts';
import { useHasToken } from '../../../lib/session.ts';

/** Every member-cart query starts with this key, so one invalidation refreshes page, dropdown and counts. */
export const CART_KEY = ['member-cart'] as const;

export const refreshCart = () => queryClient.invalidateQueries({ queryKey: CART_KEY });

/** The member's cart lines (newest first), read only while logged in. */
export function useMemberCartLines() {
  const member = useHasToken();
  return useQuery({
    queryKey: [...CART_KEY, 'lines'],
    queryFn: () => request<cart.CartLine[]>({ url: '/api/cart/goodslists', forceLogin: true }),
    enabled: member,
    staleTime: 0,
  });
}

/** Total quantity of the member's buyable lines (spec §2 side bar and header count). */
export function useMemberCartCount() {
  const member = useHasToken();
  return useQuery({
    queryKey: [...CART_KEY, 'count'],
    queryFn: () => request<number>({ url: '/api/cart/count', silent: true }),
    enabled: member,
    staleTime: 30_000,
  });
}

export async function addCartLine(sku_id: number, num: number): Promise<number> {
  const cartId = await request<number>({ url: '/api/cart/add', data: { sku_id, num }, forceLogin: true });
  await refreshCart();
  return cartId;
}

export async function editCartLine(cart_id: number, num: number): Promise<void> {
  try {
    await request<number>({ url: '/api/cart/edit', data: { cart_id, num }, forceLogin: true });
  } finally {
    // A refused quantity puts the stepper back to what the server holds.
    await refreshCart();
  }
}

export async function deleteCartLines(cartIds: number[]): Promise<void> {
  if (cartIds.length === 0) return;
  await request<number>({ url: '/api/cart/delete', data: { cart_id: cartIds.join(',') }, forceLogin: true });
  await refreshCart();
}

export const batchAddCartLines = (lines: { sku_id: number; num: number }[]) =>
  request<cart.CartBatchAddResult>({ url: '/api/cart/batchAdd', data: { sku_list: lines }, silent: true });
