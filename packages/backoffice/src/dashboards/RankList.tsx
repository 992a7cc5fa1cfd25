import type { RankItem } from '@shop/contract/dashboards';
import { useDashText } from './useDashText.ts';
import { moneyText } from './period.ts';

export interface RankListProps {
  /** Heading above the rows, when the surrounding card has none. */
  title?: string;
  items: readonly RankItem[];
  /** Figures are money (default) or quantities. */
  figure?: 'money' | 'count';
  testId?: string;
}

/** A ranking: position badge (the first three stand out), the store or goods name, its figure on the right. */
export function RankList({ title, items, figure = 'money', testId }: RankListProps) {
  const t = useDashText();
  return (
    <div className="dash-rank" data-testid={testId}>
      {title && <h4 className="dash-rank-title">{title}</h4>}
      {items.length === 0 ? (
        <p className="dash-empty">{t('rank.empty')}</p>
      ) : (
        <ol className="dash-rank-list">
          {items.map((item, i) => (
            <li key={item.id} className="dash-rank-row">
              <span className={`dash-rank-badge${i < 3 ? ' dash-rank-top' : ''}`}>{i + 1}</span>
              <span className="dash-rank-name" title={item.store_name ?? item.goods_name}>
                {item.store_name ?? item.goods_name}
              </span>
              <span className="dash-rank-figure">
                {item.orders_count === null
                  ? t('common.empty')
                  : figure === 'money'
                    ? t('money', { value: moneyText(item.orders_count) })
                    : item.orders_count}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
