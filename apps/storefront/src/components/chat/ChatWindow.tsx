import { useEffect, useMemo, useRef, type RefObject } from 'react';
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
 * Keeps the window's box on the visual viewport (`--chat-top`, `--chat-height`, used by the phone layout of
 * chat-window.css): when the on-screen keyboard opens, the visible area shrinks and the input stays just above the
 * keyboard instead of under it, whether the browser resizes the page for the keyboard or only overlays it.
 */
function useVisualViewportBox(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const viewport = window.visualViewport;
    const box = ref.current;
    if (!viewport || !box) return;
    const follow = () => {
      box.style.setProperty('--chat-top', `${viewport.offsetTop}px`);
      box.style.setProperty('--chat-height', `${viewport.height}px`);
    };
    follow();
    viewport.addEventListener('resize', follow);
    viewport.addEventListener('scroll', follow);
    return () => {
      viewport.removeEventListener('resize', follow);
      viewport.removeEventListener('scroll', follow);
    };
  }, [ref]);
}

/**
 * The floating chat window of the storefront (qwshop's chat widget): opened on the store, speaking as the
 * signed-in shopper, or as a guest without a token (guests write text only: uploads need an account). On a phone
 * it is a full-screen panel (chat-window.css).
 */
export default function ChatWindow({ storeUserId, storeId, onClose }: ChatWindowProps) {
  const { t } = useTranslation();
  const lookup = useGetStoreQuery(storeId ?? 0, { skip: !!storeUserId || !storeId });
  const ownerId = storeUserId ?? lookup.data?.user_id;
  const token = getToken('home');
  const caller = useMemo(() => chatCaller(token), [token]);
  const box = useRef<HTMLDivElement>(null);
  useVisualViewportBox(box);
  const peer = useMemo<ChatPeerRef | undefined>(
    () => (ownerId ? { rid: String(ownerId), rtype: 'users' } : undefined),
    [ownerId],
  );
  return (
    <div ref={box} className="chat-window" role="dialog" aria-label={t('chat.title')} data-testid="chat-window">
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
