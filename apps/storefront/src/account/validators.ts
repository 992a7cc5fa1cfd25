import type { MessageKey } from '@shop/i18n';

/**
 * Form checks of the account and store-application pages as plain functions: each returns the message key
 * of the first problem, or undefined. Pages turn them into Arco rules (`form-rules.ts`); tests call them.
 */
export type Check = (value: string) => MessageKey | undefined;

/** Mainland mobile numbers, as the server checks them. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A landline with area code, e.g. 010-12345678 or 075512345678. */
const LANDLINE_PATTERN = /^0\d{2,3}-?\d{7,8}$/;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;

/** Empty means '', only whitespace, null or undefined (0 is a value). */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export const required: Check = (value) => (isBlank(value) ? 'messages.requiredMsg' : undefined);

export const phone: Check = (value) => (PHONE_PATTERN.test(value) ? undefined : 'account.validation.phoneFormat');

/** A mobile number or a landline (store contact numbers). */
export const tel: Check = (value) =>
  PHONE_PATTERN.test(value) || LANDLINE_PATTERN.test(value) ? undefined : 'account.validation.tel';

export const password: Check = (value) =>
  value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX ? undefined : 'account.validation.passwordLength';

/** Digits only ('Please enter the 0-9 digital payment password.'), exactly six of them. */
export const payPassword: Check = (value) => {
  if (!/^\d*$/.test(value)) return 'messages.payPasswordDigits';
  return value.length === 6 ? undefined : 'account.validation.payPasswordLength';
};

/** The repeat field of a pair: 'The two inputs are inconsistent.' when it differs from the first. */
export function sameAs(first: () => string | undefined): Check {
  return (value) => (value === (first() ?? '') ? undefined : 'messages.inconsistent');
}

/** SMS codes are 4 digits today; 6 leaves room for a provider that sends longer ones. */
export const smsCode: Check = (value) => (/^\d{4,6}$/.test(value) ? undefined : 'account.validation.codeFormat');

export const email: Check = (value) => (EMAIL_PATTERN.test(value) ? undefined : 'account.validation.emailFormat');

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_DIGITS = '10X98765432';

/** 18-character resident ID number (GB 11643): 17 digits, then the ISO 7064 MOD 11-2 check character. */
export const idCard: Check = (value) => {
  const id = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return 'account.validation.idCard';
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(id[i]), 0);
  return ID_CHECK_DIGITS[sum % 11] === id[17] ? undefined : 'account.validation.idCard';
};

export const bankCard: Check = (value) => (/^\d{12,19}$/.test(value) ? undefined : 'account.validation.bankCard');

/** Unified social credit code (18) or an older business registration number (15). */
export const licenseNo: Check = (value) =>
  /^[0-9A-Z]{18}$|^[0-9A-Z]{15}$/i.test(value) ? undefined : 'account.validation.licenseNo';

/** The first problem of `checks` for `value`; a blank value only meets `required`, other checks skip it. */
export function firstProblem(value: unknown, checks: readonly Check[], isRequired = false): MessageKey | undefined {
  if (isBlank(value)) return isRequired ? 'messages.requiredMsg' : undefined;
  const text = typeof value === 'string' ? value : String(value);
  for (const check of checks) {
    const problem = check(text);
    if (problem) return problem;
  }
  return undefined;
}
