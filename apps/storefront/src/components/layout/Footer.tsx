import { useTranslation } from 'react-i18next';
import { useSite } from './site.ts';

const PROMISES = ['quality', 'returns', 'freight', 'service'] as const;

/** Promises, copyright with the site name and the ICP licence, back-to-top. */
export function Footer() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <footer className="footer">
      <ul className="w1200 footer__promises">
        {PROMISES.map((key) => (
          <li key={key}>{t(`browse.footer.${key}`)}</li>
        ))}
      </ul>
      <div className="footer__legal">
        <p>{t('browse.footer.copyright', { year: new Date().getFullYear(), name: site.name })}</p>
        {site.icp && <p>{t('browse.footer.icp', { icp: site.icp })}</p>}
      </div>
      <button
        type="button"
        className="to-top"
        title={t('browse.footer.toTop')}
        aria-label={t('browse.footer.toTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      />
    </footer>
  );
}
