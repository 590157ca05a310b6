import { useMutation } from '@tanstack/react-query';
import type { ConsoleAudience } from '@mall/contracts';
import { queryClient } from '../../../lib/query-client.ts';
import { request } from '../../../lib/request.ts';
import { apiBase, clearSession, setSession, type ConsoleSession } from '../../../lib/session.ts';

export interface LoginInput {
  audience: ConsoleAudience;
  username: string;
  password: string;
}

/** Logs in to an audience's console and keeps the session. */
export const useLogin = () =>
  useMutation({
    mutationFn: ({ audience, ...body }: LoginInput) =>
      request<ConsoleSession>({ url: `${apiBase(audience)}/login`, data: body }),
    onSuccess: (session) => {
      queryClient.clear();
      setSession(session);
    },
  });

/** Ends the session on the server (best effort) and here. */
export async function logout(session: ConsoleSession): Promise<void> {
  try {
    await request({ url: `${apiBase(session.audience)}/logout`, silent: true });
  } finally {
    clearSession();
    queryClient.clear();
  }
}
