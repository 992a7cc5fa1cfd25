import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { useAppDispatch } from '@shop/api/hooks';
import { refreshUser } from '@shop/api/session';
import type { MessageKey } from '@shop/i18n';

/** What an RTK Query mutation resolves to. */
export type SaveOutcome<T> = { data: T } | { error: unknown };

export interface FormSave<V, T> {
  /** Sends the form. A refusal ends the save quietly: the http interceptor has already shown the server's message. */
  request: (values: V) => PromiseLike<SaveOutcome<T>>;
  /** Follow-up once the server accepted (clear the form, sign in); `false` stops the save, having said why itself. */
  then?: (data: T) => Promise<boolean | void> | boolean | void;
  /** Re-read the user record after `then`, so the header and the user-centre card show the change. */
  reloadUser?: boolean;
  /** Success text; 'messages.success' unless the page has its own wording. */
  success?: MessageKey;
  /** Announce right after the server accepted, before `then`: for a change that holds even if `then` fails. */
  announceFirst?: boolean;
  /** Where to go once everything succeeded. */
  redirect?: () => string;
}

/**
 * The save of every account form: `busy` while it runs, then request → follow-up → success message → redirect,
 * stopping at the first step that fails.
 *
 * @example const { busy, submit } = useFormSave({ request: (v: Values) => editAccount(v), reloadUser: true });
 */
export function useFormSave<V, T>(steps: FormSave<V, T>) {
  const { request, then, reloadUser = false, success = 'messages.success', announceFirst = false, redirect } = steps;
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);

  const save = async (values: V) => {
    setBusy(true);
    try {
      const result = await request(values);
      if ('error' in result) return;
      if (announceFirst) Message.success(t(success));
      if ((await then?.(result.data)) === false) return;
      if (reloadUser) await dispatch(refreshUser());
      if (!announceFirst) Message.success(t(success));
      if (redirect) navigate(redirect());
    } finally {
      setBusy(false);
    }
  };

  return { busy, submit: (values: V) => void save(values) };
}
