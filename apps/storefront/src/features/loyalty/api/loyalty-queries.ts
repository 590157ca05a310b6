import type { loyalty, Paged } from '@mall/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/request.ts';
import { toast } from '../../../lib/toast.ts';
import { MEMBER_KEY, refreshMemberData } from '../../account/index.ts';

export const CALENDAR_URL = '/api/membersignin/calendar';
export const POINT_PAGE_URL = '/api/memberpoint/page';
export const LEVELS_URL = '/api/memberlevel/lists';

/** A member level as /api/memberlevel/lists answers it (facts §4.6) with what it gives. */
export interface MemberLevel {
  level_id: number;
  level_name: string;
  growth: number;
  remark: string;
  consume_discount: number;
  is_free_shipping: number;
}

/** The member's sign-in month; under the member key, so a payment or login reads it again. */
export function useSigninCalendar() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [MEMBER_KEY, CALENDAR_URL, i18n.language],
    queryFn: () => request<loyalty.SigninCalendar>({ url: CALENDAR_URL, forceLogin: true }),
  });
}

/** Signs in, tells the reward, and reads the calendar, points and the member's figures again. */
export function useSignIn() {
  const { t } = useTranslation('loyalty');
  return useMutation({
    mutationFn: () => request<loyalty.SigninResult>({ url: '/api/membersignin/signin', forceLogin: true }),
    onSuccess: (r) =>
      toast(
        t('signin.done', { day: r.sign_days_series, count: r.point, growth: r.growth }) +
          (r.coupon_given === 1 ? ` · ${t('signin.coupon')} +1` : ''),
        'success',
      ),
    onSettled: () => refreshMemberData(),
  });
}

export function usePointPage(fromType: string, page: number, pageSize: number) {
  const { i18n } = useTranslation();
  const data = { page, page_size: pageSize, ...(fromType ? { from_type: fromType } : {}) };
  return useQuery({
    queryKey: [MEMBER_KEY, POINT_PAGE_URL, data, i18n.language],
    queryFn: () => request<Paged<loyalty.PointRecord>>({ url: POINT_PAGE_URL, data, forceLogin: true }),
    placeholderData: keepPreviousData,
  });
}

export function useMemberLevels() {
  return useQuery({
    queryKey: [LEVELS_URL],
    queryFn: () => request<MemberLevel[]>({ url: LEVELS_URL }),
    staleTime: 60_000,
  });
}
