import { REFUND_UPLOAD_PATH, type Paged, type refund } from '@mall/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client.ts';
import { request } from '../../../lib/request.ts';
import { uploadFile } from '../../../lib/upload-file.ts';

/* After-sales calls (facts §3: /api/orderrefund/*, /api/ordercomplain/*), all login-forced. */

const KEY = ['refund'] as const;
export const REFUND_PAGE_SIZE = 10;

export const useRefundData = (id: number | undefined) =>
  useQuery({
    queryKey: [...KEY, 'data', id],
    queryFn: () =>
      request<refund.RefundData>({
        url: '/api/orderrefund/refundData',
        data: { order_goods_id: id },
        forceLogin: true,
      }),
    enabled: id !== undefined,
    retry: false,
    staleTime: 0,
  });

export const useRefundDetail = (id: number | undefined) =>
  useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: () =>
      request<refund.RefundDetail>({
        url: '/api/orderrefund/detail',
        data: { order_goods_id: id },
        forceLogin: true,
      }),
    enabled: id !== undefined,
    retry: false,
    staleTime: 0,
  });

export const useRefundList = (page: number) =>
  useQuery({
    queryKey: [...KEY, 'list', page],
    queryFn: () =>
      request<Paged<refund.RefundItem>>({
        url: '/api/orderrefund/lists',
        data: { page, page_size: REFUND_PAGE_SIZE },
        forceLogin: true,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useComplainDetail = (id: number | undefined) =>
  useQuery({
    queryKey: [...KEY, 'complain', id],
    queryFn: () =>
      request<refund.ComplainDetail>({
        url: '/api/ordercomplain/detail',
        data: { order_goods_id: id },
        forceLogin: true,
      }),
    enabled: id !== undefined,
    retry: false,
    staleTime: 0,
  });

async function write(url: string, data: Record<string, unknown>): Promise<void> {
  try {
    await request<unknown>({ url, data, forceLogin: true });
  } finally {
    // Refused or not, every page shows what the server now holds (orders too: their lock and line states).
    await queryClient.invalidateQueries({ queryKey: KEY });
    await queryClient.invalidateQueries({ queryKey: ['member-order'] });
  }
}

export interface ApplyForm {
  refund_type: number;
  refund_reason: string;
  refund_remark: string;
  refund_images: string[];
}

/** A refund picture goes up first (checked by content, re-encoded); the application names its path. */
export const uploadRefundPicture = async (file: Blob) =>
  (await uploadFile<{ pic_path: string }>(REFUND_UPLOAD_PATH, file)).pic_path;
export interface DeliveryForm {
  refund_delivery_name: string;
  refund_delivery_no: string;
  refund_delivery_remark: string;
}
export interface ComplainForm {
  complain_reason: string;
  complain_remark: string;
}

export const refundApi = {
  apply: (id: number, form: ApplyForm) => write('/api/orderrefund/refund', { order_goods_id: id, ...form }),
  cancel: (id: number) => write('/api/orderrefund/cancel', { order_goods_id: id }),
  delivery: (id: number, form: DeliveryForm) =>
    write('/api/orderrefund/delivery', { order_goods_id: id, ...form }),
  complain: (id: number, form: ComplainForm) =>
    write('/api/ordercomplain/complain', { order_goods_id: id, ...form }),
  cancelComplain: (id: number) => write('/api/ordercomplain/cancel', { order_goods_id: id }),
};

/** The query value `order_goods_id` of an after-sales page, or undefined when it is not an id. */
export function lineIdOf(search: URLSearchParams): number | undefined {
  const n = Number(search.get('order_goods_id'));
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
