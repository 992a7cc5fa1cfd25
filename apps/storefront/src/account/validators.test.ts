import { describe, expect, it } from 'vitest';
import {
  bankCard,
  email,
  firstProblem,
  idCard,
  isBlank,
  licenseNo,
  password,
  payPassword,
  phone,
  required,
  sameAs,
  smsCode,
  tel,
} from './validators.ts';

describe('account form checks', () => {
  it('treats only empty text as blank', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(0)).toBe(false);
    expect(required('x')).toBeUndefined();
    expect(required(' ')).toBe('messages.requiredMsg');
  });

  it('accepts mainland mobile numbers only', () => {
    expect(phone('13800000000')).toBeUndefined();
    expect(phone('12800000000')).toBe('account.validation.phoneFormat');
    expect(phone('1380000000')).toBe('account.validation.phoneFormat');
    expect(tel('010-12345678')).toBeUndefined();
    expect(tel('13800000000')).toBeUndefined();
    expect(tel('12345')).toBe('account.validation.tel');
  });

  it('bounds passwords to 6-64 characters', () => {
    expect(password('12345')).toBe('account.validation.passwordLength');
    expect(password('123456')).toBeUndefined();
    expect(password('x'.repeat(64))).toBeUndefined();
    expect(password('x'.repeat(65))).toBe('account.validation.passwordLength');
  });

  it('wants six digits for the payment password, with the digits-only message for non-digits', () => {
    expect(payPassword('12a456')).toBe('messages.payPasswordDigits');
    expect(payPassword('12345')).toBe('account.validation.payPasswordLength');
    expect(payPassword('1234567')).toBe('account.validation.payPasswordLength');
    expect(payPassword('654321')).toBeUndefined();
  });

  it('compares a repeat field with the current first value', () => {
    let first = 'secret1';
    const repeat = sameAs(() => first);
    expect(repeat('secret1')).toBeUndefined();
    expect(repeat('secret2')).toBe('messages.inconsistent');
    first = 'secret2';
    expect(repeat('secret2')).toBeUndefined();
    expect(sameAs(() => undefined)('x')).toBe('messages.inconsistent');
  });

  it('checks codes, emails, bank cards and licence numbers', () => {
    expect(smsCode('1234')).toBeUndefined();
    expect(smsCode('12a4')).toBe('account.validation.codeFormat');
    expect(email('a@b.cn')).toBeUndefined();
    expect(email('a@b')).toBe('account.validation.emailFormat');
    expect(bankCard('6222021234567890123')).toBeUndefined();
    expect(bankCard('62220212')).toBe('account.validation.bankCard');
    expect(licenseNo('91110000600037341L')).toBeUndefined();
    expect(licenseNo('110000000000000')).toBeUndefined();
    expect(licenseNo('9111000060003734')).toBe('account.validation.licenseNo');
  });

  it('verifies the ID number check character', () => {
    expect(idCard('11010519491231002X')).toBeUndefined();
    expect(idCard('11010519491231002x')).toBeUndefined();
    expect(idCard('110105194912310021')).toBe('account.validation.idCard');
    expect(idCard('1101051949123100')).toBe('account.validation.idCard');
  });

  it('reports the first problem, skipping format checks of empty optional fields', () => {
    expect(firstProblem('', [phone], true)).toBe('messages.requiredMsg');
    expect(firstProblem('', [email])).toBeUndefined();
    expect(firstProblem('bad', [email])).toBe('account.validation.emailFormat');
    expect(firstProblem('123', [password, smsCode], true)).toBe('account.validation.passwordLength');
  });
});
