import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { initI18n } from '@shop/i18n';
import { addChatResources } from '@shop/i18n/locales/chat';
import './contact-seller.css';

addChatResources(initI18n());

// The chat window (and its socket) loads on the first click, not with the page.
const ChatWindow = lazy(() => import('./ChatWindow.tsx'));

export interface ContactSellerButtonProps {
  /** The store owner's users.id, the party a store is addressed by; looked up from `storeId` when not known. */
  storeUserId?: number;
  storeId?: number;
  className?: string;
  /** The button's content; "联系客服" when not given. */
  children?: ReactNode;
  testId?: string;
}

/** "联系客服": opens the chat window on the store (signed in as the shopper, or as a guest). */
export function ContactSellerButton({
  storeUserId,
  storeId,
  className = 'plain-button contact-seller-full',
  children,
  testId = 'contact-seller',
}: ContactSellerButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} data-testid={testId}>
        {children ?? t('chat.contact')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChatWindow storeUserId={storeUserId} storeId={storeId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
