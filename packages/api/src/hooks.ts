import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './redux-store.ts';

/** `useDispatch` typed for `createReduxStore`'s thunks. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed with the app's `RootState`. */
export const useAppSelector = useSelector.withTypes<RootState>();
