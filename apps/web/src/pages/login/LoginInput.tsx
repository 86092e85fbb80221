import { useId, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeInvisibleIcon } from '../../components/inline-icons.tsx';

export interface LoginInputProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string | undefined;
  icon?: ReactNode;
  /** A password: masked, with a button that shows it. */
  secret?: boolean;
  placeholder?: string;
  autoComplete: string;
  autoFocus?: boolean;
  maxLength?: number;
  disabled: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One labelled field of the sign-in form, drawn like antd's large input: the label above, an icon in
 * front, the message below (announced, and tied to the input by aria-describedby).
 */
export function LoginInput(props: LoginInputProps) {
  const { label, value, error, icon, secret = false, disabled } = props;
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className={`login-field${error ? ' has-error' : ''}`}>
      <label className="login-field-label" htmlFor={id}>
        {label}
      </label>
      <span className={`login-input${disabled ? ' is-disabled' : ''}`}>
        {icon && <span className="login-input-prefix">{icon}</span>}
        <input
          ref={props.inputRef}
          id={id}
          type={secret && !shown ? 'password' : 'text'}
          value={value}
          placeholder={props.placeholder}
          autoComplete={props.autoComplete}
          autoFocus={props.autoFocus}
          maxLength={props.maxLength}
          disabled={disabled}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
        />
        {secret && (
          <button
            type="button"
            className="login-input-suffix"
            aria-label={shown ? t('entry.hidePassword') : t('entry.showPassword')}
            aria-pressed={shown}
            disabled={disabled}
            onClick={() => setShown((v) => !v)}
          >
            {shown ? <EyeIcon /> : <EyeInvisibleIcon />}
          </button>
        )}
      </span>
      <div className="login-field-error" id={errorId} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
