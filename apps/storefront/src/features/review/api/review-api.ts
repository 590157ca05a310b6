import { APP_TYPE, APP_TYPE_NAME, review } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { request, RequestError, type ServerEnvelope } from '../../../lib/request.ts';
import { getToken } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';

const KEY = ['evaluate-info'] as const;

/** The order's lines to review (or to follow up); refusals (not received, done) come back as the error. */
export const useEvaluateInfo = (orderId: number | undefined) =>
  useQuery({
    queryKey: [...KEY, orderId],
    queryFn: () =>
      request<review.EvaluateInfo>({
        url: '/api/order/evluateinfo',
        data: { order_id: orderId },
        forceLogin: true,
        silent: true,
      }),
    enabled: orderId !== undefined,
    retry: false,
  });

export interface LineReview {
  order_goods_id: number;
  scores: number;
  content: string;
  images: string;
}
export interface ShopScores {
  shop_desccredit: number;
  shop_servicecredit: number;
  shop_deliverycredit: number;
}

async function after() {
  // The order list and detail show the next button (follow-up, or none) from the server.
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: KEY }),
    queryClient.invalidateQueries({ queryKey: ['member-order'] }),
  ]);
}

export async function submitReview(
  orderId: number,
  lines: LineReview[],
  anonymous: boolean,
  shop: ShopScores,
) {
  await request<boolean>({
    url: '/api/goodsevaluate/add',
    data: {
      order_id: orderId,
      goods_evaluate: JSON.stringify(lines),
      is_anonymous: anonymous ? 1 : 0,
      ...shop,
    },
    forceLogin: true,
  });
  await after();
}

export async function submitFollowUp(
  orderId: number,
  lines: { order_goods_id: number; again_content: string; again_images: string }[],
) {
  await request<boolean>({
    url: '/api/goodsevaluate/again',
    data: { order_id: orderId, goods_evaluate: JSON.stringify(lines) },
    forceLogin: true,
  });
  await after();
}

/** A review picture goes up as multipart (field `file`); the server checks it by content and re-encodes it. */
export async function uploadReviewPicture(file: Blob): Promise<string> {
  const form = new FormData();
  form.append('app_type', APP_TYPE);
  form.append('app_type_name', APP_TYPE_NAME);
  form.append('lang', i18n.language);
  form.append('token', getToken() ?? '');
  form.append('file', file);
  let body: ServerEnvelope<{ pic_path: string }>;
  try {
    const res = await fetch(review.EVALUATE_UPLOAD_PATH, { method: 'POST', body: form });
    body = (await res.json()) as typeof body;
  } catch {
    const text = i18n.t('common:networkError');
    toast(text);
    throw new RequestError(text);
  }
  if (body.code !== 0) {
    toast(body.message);
    throw new RequestError(body.message, body);
  }
  return body.data.pic_path;
}
