import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsLogs } from '../src/db/schema/index.ts';
import { signAliyun } from '../src/modules/access/sms.ts';
import { testApp } from './helper.ts';

const t = await testApp();

/** The log driver records the code; a test reads it like an operator would in Admin > SMS logs. */
async function lastCode(phone: string, name: string): Promise<string> {
  const [row] = await t.database.db
    .select({ content: smsLogs.content })
    .from(smsLogs)
    .where(and(eq(smsLogs.phone, phone), eq(smsLogs.name, name)))
    .orderBy(desc(smsLogs.id))
    .limit(1);
  return row?.content ?? '';
}

describe('SMS codes, registration and password reset', () => {
  it('registers with a phone code that works once', async () => {
    const phone = '13912345678';
    const sent = await t.call('POST', '/api/sms', { body: { phone, name: 'register' } });
    expect(sent.code).toBe(200);
    const again = await t.call('POST', '/api/sms', { body: { phone, name: 'register' } });
    expect(again.msg).toBe('请不要频繁发送.');
    const wrong = await t.call('POST', '/api/register', {
      body: { username: phone, password: 'secret1', type: 'phone', code: '0000' },
    });
    expect(wrong.msg).toBe('验证码错误.');
    const code = await lastCode(phone, 'register');
    expect(code).toMatch(/^\d{6}$/);
    const ok = await t.call<{ access_token: string }>('POST', '/api/register', {
      body: { username: phone, password: 'secret1', re_password: 'secret1', type: 'phone', code },
    });
    expect(ok.code).toBe(200);
    const info = await t.call<{ phone: string; nickname: string; money: string }>('POST', '/api/auth/info', {
      token: ok.data.access_token,
    });
    expect(info.data).toMatchObject({ phone, nickname: phone.slice(0, 15), money: '0.00' });
    const twice = await t.call('POST', '/api/register', {
      body: { username: phone, password: 'secret1', type: 'phone', code },
    });
    expect(twice.code).toBe(500);
  });

  it('refuses codes for bad numbers and unknown purposes; a purpose that does not fit the phone looks sent', async () => {
    expect((await t.call('POST', '/api/sms', { body: { phone: '12345', name: 'register' } })).msg).toBe(
      '手机号码错误.',
    );
    expect((await t.call('POST', '/api/sms', { body: { phone: '13700000001', name: 'nope' } })).msg).toBe(
      '签名不存在.',
    );
    // Registered, or not: the answer is the same, and nothing is sent (access-enumeration.test.ts).
    expect((await t.call('POST', '/api/sms', { body: { phone: '13800000000', name: 'register' } })).msg).toBe(
      '短信发送成功.',
    );
    expect((await t.call('POST', '/api/sms', { body: { phone: '13700000002', name: 'login' } })).msg).toBe(
      '短信发送成功.',
    );
    expect(await lastCode('13800000000', 'register')).toBe('');
    expect(await lastCode('13700000002', 'login')).toBe('');
    // A reset code for a phone without an account answers like a real send (see access-attempts.test.ts).
    expect((await t.call('POST', '/api/sms', { body: { phone: '13700000002', name: 'forget_password' } })).msg).toBe(
      '短信发送成功.',
    );
  });

  it('resets a password with a forget_password code', async () => {
    const phone = '13800000000';
    expect((await t.call('POST', '/api/sms', { body: { phone, name: 'forget_password' } })).code).toBe(200);
    const code = await lastCode(phone, 'forget_password');
    const r = await t.call<{ access_token: string }>('POST', '/api/forget_password', {
      body: { username: phone, password: 'newpass1', re_password: 'newpass1', code, type: 'phone' },
    });
    expect(r.code).toBe(200);
    await expect(t.login('home', phone, '123456')).rejects.toThrow();
    expect(await t.login('home', phone, 'newpass1')).toBeTruthy();
  });

  it('registers by username without SMS and refuses weak passwords', async () => {
    const weak = await t.call('POST', '/api/register', { body: { username: 'newbie', password: '123' } });
    expect(weak.code).toBe(422);
    const ok = await t.call('POST', '/api/register', { body: { username: 'newbie', password: 'goodpass' } });
    expect(ok.code).toBe(200);
    expect((await t.call('POST', '/api/register', { body: { username: 'newbie', password: 'goodpass' } })).msg).toBe(
      '手机号码错误.',
    );
  });
});

describe('Aliyun driver signature', () => {
  it('matches the documented signing example', () => {
    // The worked example of Aliyun's RPC signature documentation (signature version 1.0, secret "testSecret").
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(signAliyun(params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });
});
