import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { TabBar } from '@shop/ui/phone/TabBar';
import { LineIcon } from '../display/LineIcon.tsx';
import { useCartCount } from './site.ts';

const ICONS = {
  home: <LineIcon path="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />,
  category: <LineIcon path="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
  cart: <LineIcon path="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20.5h.01M17 20.5h.01" />,
  mine: <LineIcon path="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
};

/**
 * The phone's bottom tabs (首页 / 分类 / 购物车 with its count / 我的), shown below 768 px only; the desktop keeps
 * its header and navigation bar. Tabs navigate inside the app, so the page's data stays cached between them.
 */
export function PhoneTabBar() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const cart = useCartCount();
  return (
    <TabBar
      testId="tab-bar"
      current={location}
      onNavigate={navigate}
      label={t('browse.tabs.label')}
      items={[
        { href: '/', label: t('browse.tabs.home'), icon: ICONS.home, testId: 'tab-home' },
        { href: '/category', label: t('browse.tabs.category'), icon: ICONS.category, testId: 'tab-category' },
        { href: '/carts', label: t('browse.tabs.cart'), icon: ICONS.cart, badge: cart, testId: 'tab-cart' },
        { href: '/user', label: t('browse.tabs.mine'), icon: ICONS.mine, testId: 'tab-mine' },
      ]}
    />
  );
}
