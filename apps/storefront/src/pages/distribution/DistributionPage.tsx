import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@shop/api/hooks';
import { httpHooks } from '@shop/api/http';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import { inviteLink } from '../../lib/points.ts';
import type { PageProps } from '../../routes.ts';
import { QrCode } from '../shop/QrCode.tsx';
import '../integral/texts.ts';
import './distribution.css';

/**
 * Referral link `/user/distribution`: `<origin>/register?inviter_id=<my id>` with a copy button (Clipboard API) and
 * the same link as a QR code (the original encoded only the id).
 */
export default function DistributionPage(_props: PageProps) {
  const { t } = useTranslation();
  const id = useAppSelector((state) => state.auth.user?.id);
  const link = id ? inviteLink(window.location.origin, id) : '';
  const copy = () => {
    const done = () => httpHooks().notify.success(t('pts.dist.copied'));
    const failed = () => httpHooks().notify.error(t('pts.dist.copyFailed'));
    if (!navigator.clipboard) {
      failed();
      return;
    }
    navigator.clipboard.writeText(link).then(done, failed);
  };
  return (
    <UserCentre title={t('pts.dist.linkTitle')} testId="user-distribution">
      {link && (
        <div className="dist-link">
          <div className="dist-link__row">
            <label className="dist-link__label" htmlFor="dist-link-text">
              {t('pts.dist.invite')}
            </label>
            <input
              id="dist-link-text"
              className="dist-link__text"
              readOnly
              value={link}
              data-testid="dist-link"
              onFocus={(e) => e.target.select()}
            />
            <button type="button" className="red-button" data-testid="dist-copy" onClick={copy}>
              {t('pts.dist.copy')}
            </button>
          </div>
          <p className="dist-link__hint">{t('pts.dist.hint')}</p>
          <div className="dist-link__row dist-link__row--qr">
            <span className="dist-link__label">{t('pts.dist.qr')}</span>
            <QrCode text={link} alt={t('pts.dist.qrAlt')} size={200} testId="dist-qr" />
          </div>
        </div>
      )}
    </UserCentre>
  );
}
