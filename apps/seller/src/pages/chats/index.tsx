import { useMemo } from 'react';
import { getToken } from '@shop/api/storage';
import type { ChatCaller } from '@shop/api/endpoints/chat';
import { AppConsole } from '@shop/backoffice/shell/AppConsole';
import { ChatPanel } from '@shop/ui/chat/ChatPanel';
import './chats.css';

/**
 * 客服聊天 (S04, is_open 1): the console with the chat window inline, speaking as the signed-in seller; the owner and
 * staff with this menu answer the store's conversations (docs/chat.md). No conversation is preset: the buyers who
 * wrote to the store are listed, with their unread counts.
 */
export default function SellerChatsPage() {
  const token = getToken('seller') ?? '';
  const caller = useMemo<ChatCaller>(() => ({ provider: 'users', token }), [token]);
  return (
    <AppConsole>
      <div className="seller-chats" data-testid="seller-chats">
        <ChatPanel caller={caller} uploadArea="seller" />
      </div>
    </AppConsole>
  );
}
