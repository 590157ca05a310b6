import { useQuery } from '@tanstack/react-query';
import type { merchant } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

export const useDashboard = () =>
  useQuery({
    queryKey: ['merchant', 'dashboard'],
    queryFn: () => request<merchant.MerchantDashboard>({ url: '/merchant/api/dashboard' }),
    refetchInterval: 60_000,
  });
