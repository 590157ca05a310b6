import { i18n } from '../../lib/i18n.ts';
import { readLocalCart, writeLocalCart } from '../../lib/local-cart.ts';
import { queryClient } from '../../lib/query-client.ts';
import { getToken, onSessionChange } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { batchAddCartLines, CART_KEY, refreshCart } from './api/cart-api.ts';

let inFlight: Promise<void> | null = null;

/**
 * Moves the guest cart into the member's cart with one batchAdd: the server sums quantities with the member's
 * lines and checks every limit again. localCartData is cleared only after the call succeeded; lines the server
 * could not add are named in one message. A failed call keeps the guest cart for the next page load.
 */
export function mergeGuestCart(): Promise<void> {
  const lines = readLocalCart();
  if (inFlight || !getToken() || lines.length === 0) return inFlight ?? Promise.resolve();
  const names = new Map(lines.map((l) => [l.sku_id, l.sku_name || l.goods_name || `#${l.sku_id}`]));
  inFlight = batchAddCartLines(lines.map((l) => ({ sku_id: l.sku_id, num: l.num })))
    .then((result) => {
      writeLocalCart([]);
      if (result.failed.length > 0) {
        const detail = result.failed.map((f) => `${names.get(f.sku_id)}: ${f.message}`).join('; ');
        toast(i18n.t('cart:merge.partial', { count: result.failed.length, detail }), 'warning');
      }
    })
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
      void refreshCart();
    });
  return inFlight;
}

let started = false;

/** Listens to logins and logouts once per page: merge on login, forget the member's cart on logout. */
export function startGuestCartMerge(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  onSessionChange(() => {
    if (getToken()) void mergeGuestCart();
    else queryClient.removeQueries({ queryKey: CART_KEY });
  });
  // A token that arrived without this tab's login (another tab, a restored session) merges on load.
  void mergeGuestCart();
}
