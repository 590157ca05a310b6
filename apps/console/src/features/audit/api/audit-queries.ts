import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { operator, Paged } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

export interface AuditFilters {
  audience?: string;
  site_id?: number;
  call?: string;
  target_id?: string;
  start_time?: number;
  end_time?: number;
  page: number;
  page_size: number;
}

export const useAuditLog = (filters: AuditFilters) =>
  useQuery({
    queryKey: ['operator', 'audit', filters],
    queryFn: () =>
      request<Paged<operator.AuditEntry>>({ url: '/operator/api/audit/lists', data: { ...filters } }),
    placeholderData: keepPreviousData,
  });
