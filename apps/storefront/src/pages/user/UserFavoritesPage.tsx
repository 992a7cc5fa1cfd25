import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, Empty, Message, Pagination, Popconfirm, Spin, Tabs } from '@arco-design/web-react';
import { IconDelete, IconEye } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Pagination/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import {
  useFavoritesQuery,
  useRemoveFavoriteMutation,
  type FavoriteRow,
  type FavoriteType,
} from '@shop/api/endpoints/stores';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import type { PageProps } from '../../routes.ts';
import { QueryFallback } from '@shop/ui/list/ListState';

const PER_PAGE = 30;
/** The confirmation's OK button, red like the action; built apart so it may carry a test id. */
const REMOVE_OK_PROPS = { status: 'danger' as const, 'data-testid': 'favorite-remove-ok' };

/**
 * Favourite goods and followed stores as two tabs over `GET /user/favorites`;
 * each row opens its goods or store, or is removed after a confirmation (`DELETE /user/favorites/{id}`).
 */
export default function UserFavoritesPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <UserCentre title={t('account.favorites.title')} testId="user-favorites">
      <Favorites />
    </UserCentre>
  );
}

function Favorites() {
  const { t } = useTranslation();
  const [type, setType] = useState<FavoriteType>(0);
  return (
    <Tabs activeTab={String(type)} onChange={(key) => setType(key === '1' ? 1 : 0)}>
      <Tabs.TabPane key="0" title={<span data-testid="favorites-tab-goods">{t('account.favorites.goodsTab')}</span>}>
        {type === 0 && <FavoriteList type={0} />}
      </Tabs.TabPane>
      <Tabs.TabPane key="1" title={<span data-testid="favorites-tab-stores">{t('account.favorites.storesTab')}</span>}>
        {type === 1 && <FavoriteList type={1} />}
      </Tabs.TabPane>
    </Tabs>
  );
}

function FavoriteList({ type }: { type: FavoriteType }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const favorites = useFavoritesQuery({ is_type: type, page, per_page: PER_PAGE });
  const { data, isFetching } = favorites;
  const [remove] = useRemoveFavoriteMutation();
  const rows = data?.data ?? [];

  const removeRow = async (row: FavoriteRow) => {
    const result = await remove({ ids: [row.id], is_type: type });
    if ('error' in result) return;
    Message.success(t('messages.success'));
    // The last row of a later page is gone: show the page before it.
    if (rows.length === 1 && page > 1) setPage(page - 1);
  };

  return (
    <Spin loading={isFetching} style={{ display: 'block' }}>
      {rows.length === 0 ? (
        <QueryFallback
          query={favorites}
          rows={0}
          empty={
            <Empty
              description={t(type === 0 ? 'account.favorites.emptyGoods' : 'account.favorites.emptyStores')}
              data-testid="favorites-empty"
            />
          }
        />
      ) : (
        <ul className="favorite-list" data-testid={`favorites-list-${type}`}>
          {rows.map((row) => {
            const href = type === 0 ? `/goods/${row.out_id}` : `/store/${row.out_id}`;
            const image = type === 0 ? row.goods_master_image : row.store_logo;
            const name = (type === 0 ? row.goods_name : row.store_name) || t('common.empty');
            return (
              <li
                key={row.id}
                className="favorite-item"
                data-testid="favorite-item"
                data-id={row.id}
                data-out-id={row.out_id}
              >
                <Link href={href} className="favorite-item__image" aria-label={name}>
                  {image ? <img src={image} alt="" loading="lazy" /> : null}
                </Link>
                <div className="favorite-item__body">
                  <Link href={href} className="favorite-item__name">
                    {name}
                  </Link>
                  {type === 0 ? (
                    <span className="favorite-item__price">
                      {t('account.favorites.price', { price: row.goods_price ?? '' })}
                    </span>
                  ) : (
                    <span className="favorite-item__meta">{row.area_info}</span>
                  )}
                  {row.created_at && (
                    <span className="favorite-item__meta">
                      {t('account.favorites.createdAt', { time: row.created_at })}
                    </span>
                  )}
                </div>
                <div className="favorite-item__actions">
                  <Link href={href} data-testid="favorite-view" aria-label={t('account.favorites.view')}>
                    <IconEye /> {t('account.favorites.view')}
                  </Link>
                  <Popconfirm
                    title={t('messages.deleteConfirm')}
                    okText={t('account.actions.ok')}
                    cancelText={t('account.actions.cancel')}
                    okButtonProps={REMOVE_OK_PROPS}
                    onOk={() => removeRow(row)}
                  >
                    <Button
                      type="text"
                      status="danger"
                      size="small"
                      icon={<IconDelete />}
                      data-testid="favorite-remove"
                    >
                      {t('account.favorites.remove')}
                    </Button>
                  </Popconfirm>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {data && data.total > PER_PAGE && (
        <Pagination
          className="favorite-list__pager"
          current={page}
          pageSize={PER_PAGE}
          total={data.total}
          onChange={setPage}
        />
      )}
    </Spin>
  );
}
