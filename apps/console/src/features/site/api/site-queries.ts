import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { operator } from '@mall/contracts';
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
