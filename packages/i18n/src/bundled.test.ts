import { describe, expect, it } from 'vitest';
import { bundledResources } from './bundled.ts';
import { i18n, initI18n, setLanguage } from './index.ts';

describe('bundled resources', () => {
  it('initialise both languages at once, so translating and switching need no loading', async () => {
    initI18n({ lng: 'zh-cn', resources: bundledResources });
    expect(i18n.t('common.login')).toBe('登录');
    expect(i18n.t('common.login', { lng: 'en' })).toBe('Login');
    await setLanguage('en', undefined);
    expect(i18n.t('common.login')).toBe('Login');
  });
});
