import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { chatCaller, type ChatPeerRef } from '@shop/api/endpoints/chat';
import { useGetStoreQuery } from '@shop/api/endpoints/stores';
import { getToken } from '@shop/api/storage';
import { ChatPanel } from '@shop/ui/chat/ChatPanel';
import './chat-window.css';

interface ChatWindowProps {
  storeUserId?: number;
  storeId?: number;
  onClose: () => void;
}

/**
 * The floating chat window of the storefront (qwshop's chat widget): opened on the store, speaking as the
 * signed-in shopper, or as a guest without a token (guests write text only: uploads need an account).
 */
export default function ChatWindow({ storeUserId, storeId, onClose }: ChatWindowProps) {
  const { t } = useTranslation();
  const lookup = useGetStoreQuery(storeId ?? 0, { skip: !!storeUserId || !storeId });
  const ownerId = storeUserId ?? lookup.data?.user_id;
  const token = getToken('home');
  const caller = useMemo(() => chatCaller(token), [token]);
  const peer = useMemo<ChatPeerRef | undefined>(
    () => (ownerId ? { rid: String(ownerId), rtype: 'users' } : undefined),
    [ownerId],
  );
  return (
    <div className="chat-window" role="dialog" aria-label={t('chat.title')} data-testid="chat-window">
      {peer ? (
        <ChatPanel caller={caller} peer={peer} uploadArea={token ? 'home' : null} onClose={onClose} />
      ) : (
        <div className="chat-window__wait">
          <p>{lookup.isError ? t('chat.storeMissing') : t('chat.loading')}</p>
          <button type="button" className="plain-button" onClick={onClose}>
            {t('chat.close')}
          </button>
        </div>
      )}
    </div>
  );
}
