import { useMemo } from 'react';
import { removeLocalCartLines, setLocalCartNum, useLocalCart } from '../../lib/local-cart.ts';
import { useHasToken } from '../../lib/session.ts';
import { deleteCartLines, editCartLine, useMemberCartLines } from './api/cart-api.ts';
import { fromLocalLine, fromServerLine, type CartRow } from './cart-rows.ts';

export interface CartModel {
  member: boolean;
  /** Newest first, valid and invalid lines together. */
  rows: CartRow[];
  loading: boolean;
  setNum: (row: CartRow, num: number) => Promise<void>;
  remove: (rows: CartRow[]) => Promise<void>;
}

/** The cart the page and the dropdown show: the member's server cart with a token, else localCartData. */
export function useCartModel(): CartModel {
  const member = useHasToken();
  const local = useLocalCart();
  const server = useMemberCartLines();
  const rows = useMemo(
    () => (member ? (server.data ?? []).map(fromServerLine) : [...local].reverse().map(fromLocalLine)),
    [member, server.data, local],
  );
  return {
    member,
    rows,
    loading: member && server.isPending,
    setNum: async (row, num) => {
      if (row.cartId !== undefined) await editCartLine(row.cartId, num);
      else setLocalCartNum(row.skuId, num);
    },
    remove: async (list) => {
      if (member) await deleteCartLines(list.flatMap((r) => (r.cartId === undefined ? [] : [r.cartId])));
      else removeLocalCartLines(list.map((r) => r.skuId));
    },
  };
}
