import { passwordStrength, strengthLabelKey, strengthLevel, STRENGTH_LEVELS } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { catalogMessage } from '../i18n/index.ts';

const COLORS = { weak: '#f5222d', medium: '#faad14', high: '#52c41a' } as const;

/** The three-bar strength meter (weak, medium, high); nothing for an empty password. */
export function PasswordStrength({ password }: { password: string | undefined }) {
  const { t } = useTranslation();
  const level = strengthLevel(passwordStrength(password));
  if (!level) return null;
  const filled = STRENGTH_LEVELS.indexOf(level) + 1;
  const label = catalogMessage(strengthLabelKey(level));
  return (
    <div
      className="password-strength"
      role="meter"
      aria-label={t('password.strength')}
      aria-valuemin={1}
      aria-valuemax={3}
      aria-valuenow={filled}
      aria-valuetext={label}
      data-level={level}
    >
      {STRENGTH_LEVELS.map((bar, index) => (
        <span
          key={bar}
          className="password-strength-bar"
          style={{ background: index < filled ? COLORS[level] : undefined }}
        />
      ))}
      <span className="password-strength-label" style={{ color: COLORS[level] }}>
        {label}
      </span>
    </div>
  );
}
