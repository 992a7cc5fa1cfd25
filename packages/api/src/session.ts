import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CHALLENGE_REQUIRED } from '@shop/contract/sign-in-challenge';
import { translate } from '@shop/i18n';
import { AREAS, type Area } from './areas.ts';
import { authApi } from './auth.ts';
import { baseApi } from './base-api.ts';
import { httpHooks } from './http.ts';
import {
  getStoredUser,
  getToken,
  removeStoredUser,
  removeToken,
  setStoredUser,
  setToken,
  type UserRecord,
} from './storage.ts';

/** Per-area login record plus the user record. */
export interface AuthState {
  area: Area;
  /** A token is stored and, once checked, the user info was loaded. */
  isLogin: boolean;
  /** The user info (and, in back offices, the menus) were loaded in this page session. */
  isLoad: boolean;
  /** localStorage item of the area's token. */
  tokenName: string;
  /** The area's login page. */
  loginName: string;
  user: UserRecord | null;
}

/** State read from storage: logged in when the area's token is present. */
export function initialAuthState(area: Area): AuthState {
  const token = getToken(area);
  return {
    area,
    isLogin: Boolean(token),
    isLoad: false,
    tokenName: AREAS[area].tokenKey,
    loginName: AREAS[area].loginPath,
    user: token ? getStoredUser(area) : null,
  };
}

interface ThunkConfig {
  state: { auth: AuthState };
  rejectValue: SignInFailure;
}

/** Why a sign-in step failed: the step, and the server's message when there is one. */
export interface SignInFailure {
  /** 'challenge': the login answered 428, a (new) proof-of-work challenge must be solved first. */
  step: 'challenge' | 'login' | 'info' | 'subAccount';
  msg: string;
}

function failureMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'msg' in error && typeof error.msg === 'string') return error.msg;
  return '';
}

/**
 * After login: store the access token if present, fetch and store the user info, mark the
 * area logged in. On the storefront a sub-account (belong_id > 0) is refused and its token discarded.
 */
export const loginAfter = createAsyncThunk<UserRecord, { accessToken?: string } | undefined, ThunkConfig>(
  'auth/loginAfter',
  async (arg, { getState, dispatch, rejectWithValue }) => {
    const { area } = getState().auth;
    // A new session starts from an empty cache: nothing of an earlier one (another account's data, the errors
    // its expiry left behind) is shown to this one; the page is no longer reloaded between the two.
    dispatch(baseApi.util.resetApiState());
    if (arg?.accessToken) setToken(area, arg.accessToken);

    const info = await dispatch(authApi.endpoints.info.initiate({ area }, { forceRefetch: true, subscribe: false }));
    const user = info.data;
    if (info.error || !user || typeof user !== 'object' || Array.isArray(user)) {
      removeToken(area);
      removeStoredUser(area);
      return rejectWithValue({ step: 'info', msg: failureMessage(info.error) });
    }
    if (area === 'home' && Number(user.belong_id) > 0) {
      removeToken(area);
      removeStoredUser(area);
      const msg = translate('messages.subNotAllowBuy');
      httpHooks().notify.error(msg);
      return rejectWithValue({ step: 'subAccount', msg });
    }
    setStoredUser(area, user);
    return user;
  },
);

/** What a login submits: `sign`, the solved proof-of-work challenge, when one is asked (see sign-in-challenge.ts). */
export interface SignInArgs {
  username: string;
  password: string;
  sign?: string;
}

/**
 * The whole login for the store's area: `POST /login` with the solved challenge when there is one, the storefront
 * and Seller logins naming their area (`home`, `seller`: the token then opens that area only), then `loginAfter`.
 * Rejects with the failing step ('challenge' on a 428); the interceptor has already shown the server's message.
 *
 * @example await gate.run(username, (sign) => dispatch(signIn({ username, password, sign })).unwrap());
 */
export const signIn = createAsyncThunk<UserRecord, SignInArgs, ThunkConfig>(
  'auth/signIn',
  async ({ username, password, sign }, { getState, dispatch, rejectWithValue }) => {
    const { area } = getState().auth;
    const login = await dispatch(
      authApi.endpoints.login.initiate(
        {
          username,
          password,
          provider: AREAS[area].provider,
          ...(sign ? { sign } : {}),
          ...(area === 'admin' ? {} : { area }),
        },
        { track: false },
      ),
    );
    if (login.error || !login.data) {
      const step =
        login.error && 'status' in login.error && login.error.status === CHALLENGE_REQUIRED ? 'challenge' : 'login';
      return rejectWithValue({ step, msg: failureMessage(login.error) });
    }

    const after = await dispatch(loginAfter({ accessToken: login.data.access_token }));
    if (loginAfter.rejected.match(after)) {
      return rejectWithValue(after.payload ?? { step: 'info', msg: '' });
    }
    return after.payload;
  },
);

/** Re-reads the user info of a logged-in area (console mount, after editing the profile). */
export const refreshUser = createAsyncThunk<UserRecord, void, ThunkConfig>(
  'auth/refreshUser',
  async (_arg, { getState, dispatch, rejectWithValue }) => {
    const { area } = getState().auth;
    const info = await dispatch(authApi.endpoints.info.initiate({ area }, { forceRefetch: true, subscribe: false }));
    if (info.error || !info.data || typeof info.data !== 'object') {
      return rejectWithValue({ step: 'info', msg: failureMessage(info.error) });
    }
    setStoredUser(area, info.data);
    return info.data;
  },
);

/**
 * Logout: post to the server (its answer does not matter), then clear the token and the user,
 * mark the area logged out and go to the area's login page.
 */
export const signOut = createAsyncThunk<void, void, ThunkConfig>(
  'auth/signOut',
  async (_arg, { getState, dispatch }) => {
    const { area } = getState().auth;
    await dispatch(authApi.endpoints.logout.initiate({ area }, { track: false }));
    removeToken(area);
    removeStoredUser(area);
    dispatch(baseApi.util.resetApiState());
    httpHooks().navigate(AREAS[area].loginPath);
  },
);

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState('home'),
  reducers: {
    /** Marks the area's data (user, menus) as loaded for this page session. */
    markLoaded(state) {
      state.isLoad = true;
    },
    setUser(state, action: PayloadAction<UserRecord | null>) {
      state.user = action.payload;
    },
    /** The server ended the session (code 401; the token is already dropped): signed out, as after a reload. */
    expired(state) {
      state.isLogin = false;
      state.isLoad = false;
      state.user = null;
    },
  },
  extraReducers: (builder) => {
    const loggedIn = (state: AuthState, action: PayloadAction<UserRecord>) => {
      state.isLogin = true;
      state.isLoad = true;
      state.user = action.payload;
    };
    builder
      .addCase(loginAfter.fulfilled, loggedIn)
      .addCase(signIn.fulfilled, loggedIn)
      .addCase(refreshUser.fulfilled, loggedIn)
      .addCase(loginAfter.rejected, (state) => {
        state.isLogin = false;
        state.user = null;
      })
      .addCase(signOut.fulfilled, (state) => {
        state.isLogin = false;
        state.isLoad = false;
        state.user = null;
      });
  },
});

export const authActions = authSlice.actions;
export const authReducer = authSlice.reducer;
