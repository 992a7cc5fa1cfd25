import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Badge, Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Badge/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { useTranslation } from 'react-i18next';
import {
  chatPeer,
  CHAT_TEXT_MAX,
  type ChatFriend,
  type ChatMessage,
  type ChatPartyInfo,
  type ChatSelf,
} from '@shop/contract/chat';
import { initI18n } from '@shop/i18n';
import { addChatResources } from '@shop/i18n/locales/chat';
import { upload, type Area } from '@shop/api';
import type { ChatCaller, ChatPeerRef } from '@shop/api/endpoints/chat';
import { useChat } from './useChat.ts';
import './chat.css';

addChatResources(initI18n());

export interface ChatPanelProps {
  caller: ChatCaller;
  /** Opened at once (the storefront's store); without it the caller picks from the list (the Seller page). */
  peer?: ChatPeerRef;
  /** Where pictures are uploaded (`name=chat`); none: text only (guests cannot upload). */
  uploadArea?: Area | null;
  onClose?: () => void;
}

const isOwnPicture = (url: string) => url.startsWith('/uploads/');

/** The other party of a conversation row and what to show of them. */
function otherOf(friend: ChatFriend, self: ChatSelf): { ref: ChatPeerRef; info: ChatPartyInfo } {
  const other = chatPeer(friend, self);
  const info = friend.sid === other.id && friend.stype === other.type ? friend.sinfo : friend.rinfo;
  return { ref: { rid: other.id, rtype: other.type }, info };
}

function Avatar({ info, guest }: { info: ChatPartyInfo | undefined; guest: boolean }) {
  const name = info?.nickname ?? '';
  return info?.avatar ? (
    <img className="shop-chat__avatar" src={info.avatar} alt="" width={36} height={36} />
  ) : (
    <span className="shop-chat__avatar shop-chat__avatar--letter" aria-hidden>
      {guest ? '?' : name.slice(0, 1)}
    </span>
  );
}

/**
 * The chat window: conversations on the left (with unread counts), the open conversation on the right (history
 * loaded page by page, live messages appended), a box to write and a button to send a picture. Texts are shown
 * as text, pictures only from this shop's /uploads/.
 */
export function ChatPanel({ caller, peer, uploadArea, onClose }: ChatPanelProps) {
  const { t, i18n } = useTranslation();
  const chat = useChat({ caller, peer, lang: i18n.language });
  const [draft, setDraft] = useState('');
  const [uploading, setUploading] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const scrollMark = useRef({ height: 0, top: 0 });

  const self = chat.self;
  const rows = self ? chat.friends.map((f) => ({ friend: f, ...otherOf(f, self) })) : [];
  const open = rows.find((r) => r.ref.rid === chat.current?.rid && r.ref.rtype === chat.current?.rtype);
  const nameOf = (info: ChatPartyInfo | undefined, guest: boolean) =>
    guest ? t('chat.anonymous') : info?.nickname || t('chat.loading');

  // Older pages keep what the reader looks at in place; anything else scrolls to the newest message.
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    el.scrollTop =
      chat.lastChange === 'older'
        ? el.scrollHeight - scrollMark.current.height + scrollMark.current.top
        : el.scrollHeight;
  }, [chat.messages, chat.lastChange]);

  const loadOlder = () => {
    const el = list.current;
    if (el) scrollMark.current = { height: el.scrollHeight, top: el.scrollTop };
    chat.loadOlder();
  };

  const sendText = async () => {
    const text = draft.trim();
    if (!text || chat.sending) return;
    if (await chat.send('text', draft)) setDraft('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line; not while an input method is composing.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void sendText();
    }
  };

  const sendPicture = async (file: File | undefined) => {
    if (!file || !uploadArea) return;
    setUploading(true);
    try {
      const res = await upload(file, { name: 'chat', area: uploadArea });
      if (res.code === 200 && res.data) await chat.send('image', res.data);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const mine = (m: ChatMessage) => !!self && m.sid === self.sid && m.stype === self.stype;
  const peerGuest = chat.current?.rtype === 'anonymous';

  return (
    <div className="shop-chat" data-testid="chat-panel">
      <aside className="shop-chat__friends">
        <h4>{t('chat.conversations')}</h4>
        {rows.length === 0 ? (
          <p className="shop-chat__none">{t('chat.noConversations')}</p>
        ) : (
          <ul>
            {rows.map(({ friend, ref, info }) => {
              const guest = ref.rtype === 'anonymous';
              const active = ref.rid === chat.current?.rid && ref.rtype === chat.current?.rtype;
              const last = friend.lastMsg;
              // The open conversation is being read (and marked read on the server): no badge while the list catches up.
              const unread = active ? 0 : friend.unread;
              return (
                <li key={friend.id}>
                  <button
                    type="button"
                    className={`shop-chat__friend${active ? ' is-active' : ''}`}
                    onClick={() => chat.select(ref)}
                    data-testid={`chat-friend-${ref.rtype}-${ref.rid}`}
                    title={unread > 0 ? t('chat.unread', { count: unread }) : undefined}
                    data-unread={unread}
                  >
                    <Badge count={unread} maxCount={99} dotStyle={{ fontSize: 11 }}>
                      <Avatar info={info} guest={guest} />
                    </Badge>
                    <span className="shop-chat__friend-text">
                      <b>{nameOf(info, guest)}</b>
                      <small>
                        {last ? (last.content_type === 'image' ? t('chat.imagePreview') : last.content) : ''}
                      </small>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </aside>
      <section className="shop-chat__main">
        <header className="shop-chat__head">
          <b data-testid="chat-title">{chat.current ? nameOf(open?.info, peerGuest) : t('chat.title')}</b>
          {self && chat.status !== 'open' && <span className="shop-chat__status">{t('chat.reconnecting')}</span>}
          {onClose && (
            <button
              type="button"
              className="shop-chat__close"
              onClick={onClose}
              aria-label={t('chat.close')}
              data-testid="chat-close"
            >
              ×
            </button>
          )}
        </header>
        {caller.provider === 'anonymous' && <p className="shop-chat__note">{t('chat.guestNote')}</p>}
        <div className="shop-chat__messages" ref={list} data-testid="chat-messages">
          {!chat.current ? (
            <p className="shop-chat__none">{t('chat.pick')}</p>
          ) : (
            <>
              {chat.hasOlder && (
                <button
                  type="button"
                  className="shop-chat__older"
                  onClick={loadOlder}
                  disabled={chat.loading}
                  data-testid="chat-older"
                >
                  {t('chat.older')}
                </button>
              )}
              {chat.messages.length === 0 && !chat.loading && <p className="shop-chat__none">{t('chat.empty')}</p>}
              {chat.messages.map((m) => {
                const own = mine(m);
                return (
                  <div
                    key={m.id}
                    className={`shop-chat__message${own ? ' is-mine' : ''}`}
                    data-testid="chat-message"
                    data-mine={own ? '1' : '0'}
                  >
                    <div className="shop-chat__meta">
                      {own ? t('chat.me') : nameOf(open?.info, peerGuest)} <time>[ {m.created_at} ]</time>
                    </div>
                    {m.content_type === 'image' ? (
                      isOwnPicture(m.content) && (
                        <a href={m.content} target="_blank" rel="noopener noreferrer">
                          <img className="shop-chat__picture" src={m.content} alt={t('chat.imagePreview')} />
                        </a>
                      )
                    ) : (
                      <p className="shop-chat__text">{m.content}</p>
                    )}
                  </div>
                );
              })}
            </>
          )}
        </div>
        <footer className="shop-chat__compose">
          {uploadArea && (
            <>
              <input
                ref={fileInput}
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                hidden
                onChange={(e) => void sendPicture(e.target.files?.[0])}
                data-testid="chat-picture-input"
              />
              <Button
                size="small"
                disabled={!chat.current}
                loading={uploading}
                onClick={() => fileInput.current?.click()}
              >
                {t('chat.picture')}
              </Button>
            </>
          )}
          <Input.TextArea
            value={draft}
            onChange={setDraft}
            onKeyDown={onKeyDown}
            placeholder={t('chat.placeholder')}
            maxLength={CHAT_TEXT_MAX}
            autoSize={{ minRows: 2, maxRows: 4 }}
            disabled={!chat.current}
            data-testid="chat-input"
          />
          <Button
            type="primary"
            loading={chat.sending}
            disabled={!chat.current || !draft.trim()}
            onClick={() => void sendText()}
            data-testid="chat-send"
          >
            {t('chat.send')}
          </Button>
        </footer>
      </section>
    </div>
  );
}

export default ChatPanel;
