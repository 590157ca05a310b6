import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { queryClient } from '../../../lib/query-client.ts';
import { request, RequestError } from '../../../lib/request.ts';
import { getToken, onSessionChange, removeToken, setToken } from '../../../lib/session.ts';
import type { member } from '@mall/contracts';

/** Query keys of everything that belongs to the logged-in member start with this. */
export const MEMBER_KEY = 'member';
export const MEMBER_INFO_URL = '/api/member/info';

/** The current token; re-renders on login and logout, and when a request finds the token dead. */
export const useToken = () => useSyncExternalStore(onSessionChange, getToken, () => undefined);

const isTokenError = (err: unknown) => err instanceof RequestError && err.body?.error_code === 'TOKEN_ERROR';

/** The logged-in member, or undefined for a visitor. A dead token is dropped quietly by the request helper. */
export function useCurrentMember() {
  const token = useToken();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [MEMBER_KEY, MEMBER_INFO_URL, token, i18n.language],
    queryFn: () => request<member.MemberInfo>({ url: MEMBER_INFO_URL, silent: true }),
    enabled: Boolean(token),
    retry: (count, err) => !isTokenError(err) && count < 1,
    staleTime: 60_000,
  });
}

/**
 * After a payment the member's money, points, coupons and orders have moved: every member query is refetched
 * (the banner's balance, the account pages, the order list), not left to go stale.
 */
export function refreshMemberData(): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => {
      const head = q.queryKey[0];
      return (
        head === MEMBER_KEY ||
        head === 'member-order' ||
        (typeof head === 'string' && /^\/(api\/member|coupon\/api|api\/order)/.test(head))
      );
    },
  });
}

/** Keeps the token (for autoLoginRange days, else for the browser session) and reloads member data. */
export function signIn(token: string, autoLoginRange?: number): void {
  setToken(token, autoLoginRange && autoLoginRange > 0 ? autoLoginRange : undefined);
  queryClient.removeQueries({ queryKey: [MEMBER_KEY] });
  void queryClient.invalidateQueries();
}

/** Logout: the server ends the session, the browser forgets the token and the member's data. */
export async function signOut(): Promise<void> {
  if (getToken()) {
    // The session is revoked on the server; a failure (already dead) must not keep the member logged in.
    await request({ url: '/api/login/logout', silent: true }).catch(() => undefined);
  }
  removeToken();
  queryClient.removeQueries({ queryKey: [MEMBER_KEY] });
  void queryClient.invalidateQueries();
}

/**
 * The member of a member-centre page. When the server no longer knows the token (expired, revoked, logged out
 * elsewhere) the request helper drops it; the page then sends the visitor to login and back (spec §6).
 */
export function useMemberOfPage() {
  const token = useToken();
  const query = useCurrentMember();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!token) void navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
  }, [token, navigate, pathname, search]);
  return query;
}
