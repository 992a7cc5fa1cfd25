import { useLocation, useSearch } from 'wouter';
import { useToggleFavoriteMutation } from '@shop/api/endpoints/stores';
import { useIsFavQuery } from '@shop/api/endpoints/stores';
import { useAppSelector } from '@shop/api/hooks';
import { loginHref } from '../../account/redirect.ts';

export interface FavButtonProps {
  /** 0 favourites a goods, 1 follows a store. */
  isType: 0 | 1;
  outId: number;
  /** Texts when off and on. */
  labels: readonly [string, string];
  testId: string;
  className?: string;
}

/**
 * Favourite (goods) or follow (store) toggle: `GET /is_fav` for its state, `POST /user/favorites` to flip
 * it. Signed out, it shows "off" and leads to the login page, which comes back here.
 */
export function FavButton({ isType, outId, labels, testId, className = '' }: FavButtonProps) {
  const isLogin = useAppSelector((state) => state.auth.isLogin);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { data: on = false, isFetching } = useIsFavQuery({ is_type: isType, out_id: outId }, { skip: !isLogin });
  const [toggle, { isLoading }] = useToggleFavoriteMutation();
  const active = isLogin && on;
  return (
    <button
      type="button"
      className={`fav-button ${active ? 'is-on' : ''} ${className}`}
      aria-pressed={active}
      data-testid={testId}
      data-state={active ? 'on' : 'off'}
      disabled={isLoading || isFetching}
      onClick={() => {
        if (!isLogin) navigate(loginHref(location, search));
        else void toggle({ is_type: isType, out_id: outId });
      }}
    >
      <span className="fav-button__icon" aria-hidden="true" />
      {labels[active ? 1 : 0]}
    </button>
  );
}
