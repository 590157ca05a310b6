import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { chat, operator } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const SETTINGS = ['operator', 'site', 'settings'] as const;

export const useSiteSettings = () =>
  useQuery({
    queryKey: SETTINGS,
    queryFn: () => request<operator.SiteSettings>({ url: '/operator/api/site/settings' }),
  });

export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: operator.SiteSettings) =>
      request<operator.SiteSettings>({
        url: '/operator/api/site/savesettings',
        data: input as unknown as Record<string, unknown>,
      }),
    onSuccess: (saved) => client.setQueryData(SETTINGS, saved),
  });
}

const SERVICE = ['operator', 'site', 'servicer'] as const;

/** The platform's customer-service setting (what the storefront's /api/config/servicer answers). */
export const useServiceSettings = () =>
  useQuery({
    queryKey: SERVICE,
    queryFn: () => request<chat.ServiceSettings>({ url: '/operator/api/site/servicer' }),
  });

export function useSaveServiceSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: chat.ServiceSettings) =>
      request<chat.ServiceSettings>({
        url: '/operator/api/site/saveservicer',
        data: input as unknown as Record<string, unknown>,
      }),
    onSuccess: (saved) => client.setQueryData(SERVICE, saved),
  });
}
