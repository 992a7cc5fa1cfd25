import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useDistributionTeamQuery, type TeamLevel } from '@shop/api/endpoints/distribution';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import { Empty } from '../../components/display/Empty.tsx';
import { Pager } from '../../components/display/Pager.tsx';
import type { PageProps } from '../../routes.ts';
import '../integral/texts.ts';
import '../user/money.css';
import './distribution.css';
import { QueryFallback } from '@shop/ui/list/ListState';

const PER_PAGE = 30;
const LEVELS = [
  { lev: 0, label: 'pts.dist.lev1' },
  { lev: 1, label: 'pts.dist.lev2' },
  { lev: 2, label: 'pts.dist.lev3' },
] as const;

function Team({ lev }: { lev: TeamLevel }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const team = useDistributionTeamQuery({ lev, page, per_page: PER_PAGE });
  const { data, isFetching } = team;
  const rows = data?.data ?? [];
  return (
    <>
      <Spin loading={isFetching} style={{ display: 'block' }}>
        <table className="money-table" data-testid={`dist-users-${lev}`}>
          <thead>
            <tr>
              <th>{t('pts.dist.nickname')}</th>
              <th>{t('pts.dist.lastLogin')}</th>
              <th>{t('pts.dist.joined')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={m.id} data-testid="dist-user" data-id={m.id}>
                <td data-label={t('pts.dist.nickname')}>
                  <span className="dist-member">
                    {m.avatar ? <img src={m.avatar} alt="" /> : null}
                    {m.nickname || m.username || t('common.empty')}
                  </span>
                </td>
                <td className="money-table__time" data-label={t('pts.dist.lastLogin')}>
                  {m.last_login_time || m.login_time || t('common.empty')}
                </td>
                <td className="money-table__time" data-label={t('pts.dist.joined')}>
                  {m.created_at || t('common.empty')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <QueryFallback
          query={team}
          rows={rows.length}
          empty={<Empty text={t('pts.dist.usersEmpty')} testId="dist-users-empty" />}
        />
      </Spin>
      {data ? <Pager page={page} lastPage={data.last_page} total={data.total} onChange={setPage} /> : null}
    </>
  );
}

/** Referred members `/user/distribution_users`: the team one level at a time (`GET /user/distributions?lev=`). */
export default function DistributionUsersPage(_props: PageProps) {
  const { t } = useTranslation();
  const [lev, setLev] = useState<TeamLevel>(0);
  return (
    <UserCentre title={t('pts.dist.usersTitle')} testId="user-distribution-users">
      <div className="dist-levels" role="tablist">
        {LEVELS.map((level) => (
          <button
            key={level.lev}
            type="button"
            role="tab"
            aria-selected={lev === level.lev}
            className={lev === level.lev ? 'is-active' : undefined}
            data-testid={`dist-level-${level.lev}`}
            onClick={() => setLev(level.lev)}
          >
            {t(level.label)}
          </button>
        ))}
      </div>
      {/* A new level starts on its first page. */}
      <Team key={lev} lev={lev} />
    </UserCentre>
  );
}
