import { describe, expect, test } from 'vitest';
import { setLang } from '../../i18n';
import { loginTexts } from './texts';
import { isFilled, type LoginInput, validateLogin, validateSendCode } from './validate';

const ok: LoginInput = {
  mode: 'sms',
  agreed: true,
  zone: '86',
  phone: '13800138000',
  code: '123456',
  password: '',
};

describe('login validation', () => {
  test('each refusal in the spec’s order', () => {
    expect(validateLogin({ ...ok, agreed: false, phone: 'x' })).toBe('agreeRequired');
    expect(validateLogin({ ...ok, phone: '138-0013' })).toBe('phoneFormat');
    expect(validateLogin({ ...ok, phone: '' })).toBe('phoneFormat');
    expect(validateLogin({ ...ok, code: ' ' })).toBe('codeEmpty');
    expect(validateLogin({ ...ok, zone: '' })).toBe('zoneEmpty');
    expect(validateLogin({ ...ok, mode: 'password', code: '', zone: '', password: '' })).toBe(
      'passwordEmpty',
    );
    expect(validateLogin(ok)).toBeNull();
    expect(validateLogin({ ...ok, mode: 'password', code: '', password: 'secret' })).toBeNull();
  });

  test('sending a code needs a zone and a digit-only phone', () => {
    expect(validateSendCode('', '138')).toBe('zoneEmpty');
    expect(validateSendCode('86', '13a')).toBe('phoneFormat');
    expect(validateSendCode('86', '13800138000')).toBeNull();
  });

  test('the login button is active once the mode’s fields are filled', () => {
    expect(isFilled(ok)).toBe(true);
    expect(isFilled({ ...ok, code: '' })).toBe(false);
    expect(isFilled({ ...ok, mode: 'password', code: '', password: 'x' })).toBe(true);
  });

  test('every refusal has its message in the three languages', async () => {
    const problems = ['agreeRequired', 'phoneFormat', 'codeEmpty', 'zoneEmpty', 'passwordEmpty'] as const;
    const zh = problems.map((p) => loginTexts.t(p));
    expect(zh).toEqual(['请同意服务协议', '手机号格式错误', '请输入短信验证码', '请输入区号', '请输入密码']);
    await setLang('th');
    expect(loginTexts.t('phoneFormat')).toBe('รูปแบบเบอร์โทรศัพท์ไม่ถูกต้อง');
    await setLang('id');
    expect(loginTexts.t('codeEmpty')).toBe('Harap masukkan kode SMS');
    await setLang('zh');
  });
});
