import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from './site.ts';

/**
 * Whether the page is scrolled past its first screen. On a phone the back-to-top button shows only then: at the top
 * it would only cover the bottom-right corner of the content (an order's last button, a card's price).
 */
function useScrolledDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    const update = () => setDown(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return down;
}

const PROMISES = ['quality', 'returns', 'freight', 'service'] as const;

/** Promises, copyright with the site name and the ICP licence, back-to-top. */
export function Footer() {
  const { t } = useTranslation();
  const site = useSite();
  const scrolledDown = useScrolledDown();
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
        className={scrolledDown ? 'to-top is-shown' : 'to-top'}
        title={t('browse.footer.toTop')}
        aria-label={t('browse.footer.toTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      />
    </footer>
  );
}
