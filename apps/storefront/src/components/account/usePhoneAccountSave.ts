import { useSearch } from 'wouter';
import type { ForgetPasswordArgs } from '@shop/api/endpoints/access';
import { useAppDispatch } from '@shop/api/hooks';
import { loginAfter } from '@shop/api/session';
import type { MessageKey } from '@shop/i18n';
import { safeRedirect } from '../../account/redirect.ts';
import { useFormSave, type SaveOutcome } from './useFormSave.ts';

/** The fields of the register and password-reset forms, as `PhoneAccountForm` names them. */
export interface PhoneAccountValues {
  phone: string;
  password: string;
  confirm: string;
  code: string;
}

export interface PhoneAccountSave {
  /** `POST /register` or `POST /forget_password`: both take the same body and answer a token. */
  request: (body: ForgetPasswordArgs) => PromiseLike<SaveOutcome<{ access_token: string }>>;
  success: MessageKey;
  /** Announce before signing in (see `useFormSave`). */
  announceFirst?: boolean;
}

/**
 * The save of the register and password-reset forms: the phone is sent as `username` with the password pair
 * and the code; the token that comes back signs the shopper in, who is then sent back to where they came
 * from (`?redirect=`).
 *
 * @example const { busy, submit } = usePhoneAccountSave({ request: forgetPassword, success: 'messages.success' });
 */
export function usePhoneAccountSave({ request, success, announceFirst }: PhoneAccountSave) {
  const search = useSearch();
  const dispatch = useAppDispatch();
  return useFormSave({
    request: (values: PhoneAccountValues) =>
      request({ username: values.phone, password: values.password, re_password: values.confirm, code: values.code }),
    // `loginAfter` refuses a sub-account's token and says so itself; the shopper then stays on the form.
    then: async (data) => loginAfter.fulfilled.match(await dispatch(loginAfter({ accessToken: data.access_token }))),
    success,
    announceFirst,
    redirect: () => safeRedirect(search),
  });
}
