import { Input } from 'antd-mobile';
import { loginTexts } from './texts';

/** The zone and phone row of the login and reset forms (the zone takes digits only). */
export function PhoneRow({
  zone,
  phone,
  onZone,
  onPhone,
  testId,
}: {
  zone: string;
  phone: string;
  onZone: (zone: string) => void;
  onPhone: (phone: string) => void;
  /** `<testId>-zone` and `<testId>-phone`. */
  testId: string;
}) {
  const t = loginTexts.useT();
  return (
    <div className="login-row">
      <div className="login-zone">
        <span>+</span>
        <Input
          value={zone}
          onChange={(v) => onZone(v.replace(/\D/g, ''))}
          inputMode="numeric"
          maxLength={4}
          aria-label={t('zone')}
          data-testid={`${testId}-zone`}
        />
      </div>
      <Input
        className="login-input"
        value={phone}
        onChange={onPhone}
        placeholder={t('phone')}
        inputMode="tel"
        maxLength={15}
        clearable
        data-testid={`${testId}-phone`}
      />
    </div>
  );
}

/** A password row of the login and reset forms. */
export function PasswordRow({
  value,
  onChange,
  placeholder,
  maxLength,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
  testId: string;
}) {
  return (
    <div className="login-row">
      <Input
        className="login-input"
        type="password"
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        maxLength={maxLength}
        data-testid={testId}
      />
    </div>
  );
}
