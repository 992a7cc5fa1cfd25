import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { IconUser } from '@arco-design/web-react/icon';
import { useIntegralHomeQuery, type IntegralGoodsCard } from '@shop/api/endpoints/integral';
import { useAppSelector } from '@shop/api/hooks';
import { Empty } from '../../components/display/Empty.tsx';
import { PageSpin } from '../../components/PageSpin.tsx';
import { SiteLayout } from '../../components/layout/SiteLayout.tsx';
import { integralSearchPath, pointsText } from '../../lib/points.ts';
import type { PageProps } from '../../routes.ts';
import { IntegralCard } from './IntegralCard.tsx';
import '../browse/texts.ts';
import '../browse/browse.css';
import './texts.ts';
import './integral.css';

function Section({
  title,
  more,
  goods,
  testId,
}: {
  title: string;
  more: string;
  goods: IntegralGoodsCard[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="pts-section" data-testid={testId}>
      <header className="pts-section__head">
        <h2>{title}</h2>
        <Link href={more}>{t('pts.mall.more')}</Link>
      </header>
      <div className="pts-grid">
        {goods.slice(0, 4).map((g) => (
          <IntegralCard key={g.id} goods={g} button={t('pts.mall.redeem')} />
        ))}
      </div>
    </section>
  );
}

/** The shopper's strip: points and a link to the points log when signed in, else log in / register. */
function MeStrip() {
  const { t } = useTranslation();
  const { isLogin, user } = useAppSelector((state) => state.auth);
  const perks = [
    ['custom', 'customText'],
    ['service', 'serviceText'],
    ['priority', 'priorityText'],
  ] as const;
  return (
    <div className="pts-strip">
      <div className="pts-strip__me" data-testid="integral-me">
        {isLogin && user?.avatar ? <img src={user.avatar} alt="" /> : <IconUser style={{ fontSize: 40 }} />}
        {isLogin ? (
          <div>
            <div>
              {t('pts.mall.myPoints')}
              <b data-testid="integral-my-points">{pointsText(user?.integral)}</b>
            </div>
            <Link href="/user/integral">{t('pts.mall.centre')}</Link>
          </div>
        ) : (
          <div>
            <div>{t('pts.mall.guest')}</div>
            <Link href={`/login?redirect=${encodeURIComponent('/integral')}`}>{t('pts.mall.login')}</Link>
            {' | '}
            <Link href="/register">{t('pts.mall.register')}</Link>
          </div>
        )}
      </div>
      {perks.map(([title, text]) => (
        <div key={title} className="pts-strip__perk">
          <strong>{t(`pts.mall.${title}`)}</strong>
          <span>{t(`pts.mall.${text}`)}</span>
        </div>
      ))}
    </div>
  );
}

/**
 * Points mall home `/integral`: the shopper's points, the hot picks and up to four goods per category
 * (`GET /integral/home`); "more" opens the list, filtered by the category.
 */
export default function IntegralHomePage(_props: PageProps) {
  const { t } = useTranslation();
  const { data, isLoading } = useIntegralHomeQuery();
  const sections = (data?.list ?? []).filter((c) => c.integral_goods.length > 0);
  return (
    <SiteLayout className="w1200 integral-page">
      <h1 className="sr-only">{t('pts.mall.title')}</h1>
      <MeStrip />
      {isLoading ? (
        <PageSpin />
      ) : (
        <>
          {data && data.recommend.length > 0 && (
            <Section
              title={t('pts.mall.hot')}
              more={integralSearchPath({})}
              goods={data.recommend}
              testId="integral-hot"
            />
          )}
          {sections.map((c) => (
            <Section
              key={c.id}
              title={c.name}
              more={integralSearchPath({ cid: c.id })}
              goods={c.integral_goods}
              testId="integral-class"
            />
          ))}
          {!data?.recommend.length && !sections.length && <Empty text={t('pts.mall.empty')} testId="integral-empty" />}
        </>
      )}
    </SiteLayout>
  );
}
