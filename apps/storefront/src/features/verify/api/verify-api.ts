import type { Paged, verify } from '@mall/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client.ts';
import { request } from '../../../lib/request.ts';
import { useToken } from '../../account/index.ts';

/* The write-off counter's calls (facts §2.8); every one is login-forced. */

const KEY = ['verify'] as const;
export const VERIFY_PAGE_SIZE = 10;

/** Is the member a clerk of any shop? Only then does the member centre show the counter. */
export function useIsVerifier() {
  const token = useToken();
  return useQuery({
    queryKey: [...KEY, 'is', token],
    queryFn: () => request<boolean>({ url: '/api/verify/checkisverifier', forceLogin: true, silent: true }),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}

/** The code's items; the server's message (unknown, another shop's, required) shows as a toast. */
export const fetchVerifyInfo = (code: string) =>
  request<verify.VerifyInfo>({
    url: '/api/verify/verifyInfo',
    data: { verify_code: code },
    forceLogin: true,
  });

export async function writeOff(code: string): Promise<verify.VerifyInfo> {
  const done = await request<verify.VerifyInfo>({
    url: '/api/verify/verify',
    data: { verify_code: code },
    forceLogin: true,
  });
  void queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
  return done;
}

export const useVerifyRecords = (type: verify.VerifyType | 'all', page: number) =>
  useQuery({
    queryKey: [...KEY, 'list', type, page],
    queryFn: () =>
      request<Paged<verify.VerifyRecord>>({
        url: '/api/verify/lists',
        data: { verify_type: type === 'all' ? '' : type, page, page_size: VERIFY_PAGE_SIZE },
        forceLogin: true,
      }),
    placeholderData: keepPreviousData,
  });

export const useVerifyDetail = (code: string) =>
  useQuery({
    queryKey: [...KEY, 'detail', code],
    queryFn: () => fetchVerifyInfo(code),
    enabled: code !== '',
    retry: false,
  });
