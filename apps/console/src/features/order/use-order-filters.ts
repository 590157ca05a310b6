import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import type { OrderListFilters } from './api/order-queries.ts';
import { ORDER_TABS, type OrderTab } from './order-status.ts';

/** What the list's filter form holds. */
export interface FilterForm {
  order_no?: string;
  buyer?: string;
  range?: [dayjs.Dayjs, dayjs.Dayjs] | null;
}

const PAGE_SIZE = 10;
const DAY = 'YYYY-MM-DD';

/**
 * The order list's filters live in the address (status, number, buyer, days, page): a filtered list can be
 * bookmarked, shared and returned to with Back.
 */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status') as OrderTab | null;
  const status: OrderTab = statusParam && ORDER_TABS.includes(statusParam) ? statusParam : 'all';
  const from = params.get('from');
  const to = params.get('to');
  const range: [dayjs.Dayjs, dayjs.Dayjs] | null =
    from && to && dayjs(from, DAY).isValid() && dayjs(to, DAY).isValid()
      ? [dayjs(from, DAY), dayjs(to, DAY)]
      : null;
  const form: FilterForm = {
    order_no: params.get('order_no') ?? undefined,
    buyer: params.get('buyer') ?? undefined,
    range,
  };
  const query: OrderListFilters = {
    order_status: status,
    order_no: form.order_no,
    buyer: form.buyer,
    start_time: range ? range[0].startOf('day').unix() : undefined,
    end_time: range ? range[1].endOf('day').unix() : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
    page_size: PAGE_SIZE,
  };

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };
  const formKey = ['order_no', 'buyer', 'from', 'to'].map((k) => params.get(k) ?? '').join('|');
  return {
    status,
    form,
    /** Changes whenever the address's form filters do (the form remounts with them). */
    formKey,
    query,
    setStatus: (tab: string) => update({ status: tab === 'all' ? undefined : tab, page: undefined }),
    setPage: (page: number) => update({ page: page > 1 ? String(page) : undefined }),
    search: (values: FilterForm) =>
      update({
        order_no: values.order_no?.trim() || undefined,
        buyer: values.buyer?.trim() || undefined,
        from: values.range?.[0].format(DAY),
        to: values.range?.[1].format(DAY),
        page: undefined,
      }),
  };
}
