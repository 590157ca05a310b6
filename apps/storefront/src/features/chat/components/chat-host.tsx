import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getToken } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { closeChat, useChatOpen } from '../chat-open.ts';

const ChatDialog = lazy(() => import('./chat-dialog.tsx').then((m) => ({ default: m.ChatDialog })));

/**
 * Mounted once for every page: the dialog's code loads the first time a shopper opens the chat. A visitor is
 * told 'You are not logged in' instead (spec §6).
 */
export function ChatHost() {
  const { t } = useTranslation('chat');
  const state = useChatOpen();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!state.open) return;
    if (!getToken()) {
      toast(t('notLoggedIn'), 'warning');
      closeChat();
      return;
    }
    setLoaded(true);
  }, [state.open, state.seq, t]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ChatDialog />
    </Suspense>
  );
}
