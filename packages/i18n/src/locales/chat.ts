import type { i18n as I18n } from 'i18next';

/**
 * Chat texts (docs/chat.md), in both languages, under `chat`: the contact button of the storefront's goods, store
 * and order pages, the chat window, and the Seller's 客服聊天 page. Added by the chunks that show them
 * (`addChatResources`), so pages without chat do not carry them. `typeof chatZhCn` keeps the English tree identical.
 */
export const chatZhCn = {
  contact: '联系客服',
  title: '客服聊天',
  conversations: '会话列表',
  noConversations: '暂无会话',
  pick: '请选择左侧的会话',
  loading: '加载中...',
  empty: '暂无消息，说点什么吧',
  older: '查看更早的消息',
  placeholder: '请输入信息',
  send: '发送',
  picture: '发送图片',
  imagePreview: '[ 图片 ]',
  anonymous: '游客',
  me: '我',
  close: '关闭',
  guestNote: '您尚未登录，将以游客身份咨询',
  reconnecting: '连接已断开，正在重新连接…',
  unread: '{{count}} 条未读',
  storeMissing: '店铺不存在或已关闭',
};

export const chatEn: typeof chatZhCn = {
  contact: 'Contact seller',
  title: 'Customer chat',
  conversations: 'Conversations',
  noConversations: 'No conversations yet',
  pick: 'Select a conversation on the left',
  loading: 'Loading...',
  empty: 'No messages yet: say hello',
  older: 'Show earlier messages',
  placeholder: 'Please enter information',
  send: 'Send',
  picture: 'Send a picture',
  imagePreview: '[ image ]',
  anonymous: 'Guest',
  me: 'Me',
  close: 'Close',
  guestNote: 'You are not signed in: you are chatting as a guest',
  reconnecting: 'Disconnected, reconnecting…',
  unread: '{{count}} unread',
  storeMissing: 'The store does not exist or is closed',
};

/** The lazily added section as `t()` sees it (merged into `Messages`). */
export interface LazyChatMessages {
  chat: typeof chatZhCn;
}

/** Adds the texts of both languages (again is harmless). */
export function addChatResources(i18n: I18n): void {
  i18n.addResourceBundle('zh-cn', 'translation', { chat: chatZhCn }, true, true);
  i18n.addResourceBundle('en', 'translation', { chat: chatEn }, true, true);
}
