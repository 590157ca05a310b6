import { AUTO_LOGIN_DAYS } from '@mall/contracts';
import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { account } from '@mall/contracts';
import { useHasToken } from '../../../lib/session.ts';
import { safeRedirect } from './safe-redirect.ts';
import { signIn, useCurrentMember } from './use-session.ts';

/**
 * What every successful login or registration does: keep the token (7 days when asked, or when the server
 * says so, as e-mail registration without a password does), then go back where the member came from.
 */
export function useAfterLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return useCallback(
    (answer: account.TokenAnswer, autoLogin: boolean) => {
      const range = answer.autoLoginRange ?? (autoLogin ? AUTO_LOGIN_DAYS : undefined);
      signIn(answer.token, range);
      void navigate(safeRedirect(redirect), { replace: true });
    },
    [navigate, redirect],
  );
}

/**
 * /login and /register are for visitors: a member already logged in goes on to the `redirect` target (or the
 * member centre) instead of seeing the form again. Only a token the server accepts counts, so a dead one shows
 * the form. Answers true while leaving, for the page to show nothing meanwhile.
 */
export function useLeaveIfLoggedIn(): boolean {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const hasToken = useHasToken();
  const member = useCurrentMember();
  // The token first: right after a logout the member query may still hold the old member for a moment, and
  // leaving then would send the visitor round in a login → member centre → login loop.
  const loggedIn = hasToken && Boolean(member.data);
  useEffect(() => {
    if (loggedIn) void navigate(safeRedirect(redirect), { replace: true });
  }, [loggedIn, navigate, redirect]);
  return loggedIn;
}
