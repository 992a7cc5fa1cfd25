import { useTranslation } from 'react-i18next';

const STEPS = ['cart', 'address', 'pay', 'success'] as const;

/** The buying steps above the cart, checkout, payment and success pages; steps up to `current` are marked. */
export function ShopSteps({ current }: { current: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <ol className="buy-steps" data-testid="buy-steps">
      {STEPS.map((step, i) => (
        <li
          key={step}
          className={i <= current ? 'is-done' : undefined}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="buy-steps__no">{i + 1}</span>
          {t(`shop.cart.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
