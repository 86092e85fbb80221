import './login.css';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_CLIENT_ID } from '@app/shared';
import type { SliderAnswer } from '../../api/auth.ts';
import { ApiError } from '../../api/http.ts';
import { getSite } from '../../app-context.ts';
import { clearLocalSession, SystemBusyError, UserInfoMessageError } from '../../app/local-session.ts';
import { usePageTitle } from '../../app/RouteEffects.tsx';
import { loadSignInFlow, prefetchAfterSignIn } from '../../app/shell-loader.ts';
import { LoadingIcon, LockIcon, SettingIcon, UserIcon } from '../../components/inline-icons.tsx';
import { PasswordStrength } from '../../components/PasswordStrength.tsx';
import { SliderCheck } from '../../components/SliderCheck.tsx';
import { catalogMessage } from '../../i18n/index.ts';
import { takeFlash } from '../../session/flash.ts';
import { ConfirmDialog, type ConfirmRequest } from './ConfirmDialog.tsx';
import { LoginInput } from './LoginInput.tsx';
import { LoginLangMenu } from './LoginLangMenu.tsx';
import { LoginNotice } from './LoginNotice.tsx';
import {
  fieldError,
  formErrors,
  safeRedirect,
  type LoginErrors,
  type LoginField,
  type LoginValues,
} from './login-form.ts';

/**
 * The sign-in page (platform-shell §2.5, §4.1, §8): user name (trimmed), password with
 * the strength meter, and the site's client type and secret prefilled. On the appointment
 * sites the 5–18 rule and the drag-slider check apply. Built without antd: it is the first page
 * most visits load, and the pages behind sign-in are fetched while the user fills it in.
 */
export function LoginPage({ partner = false }: { partner?: boolean }) {
  const { t } = useTranslation();
  const site = getSite();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<LoginValues>(() => ({
    username: '',
    password: '',
    clientId: site.client_id,
    clientSecret: site.client_secret,
  }));
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [flash, setFlash] = useState(takeFlash);
  const [notice, setNotice] = useState<string | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [sliderPassed, setSliderPassed] = useState(false);
  const [showClient, setShowClient] = useState(false);
  /** The server's drag-slider challenge, after it answered 428 (many wrong passwords for the name). */
  const [challenge, setChallenge] = useState<{ id: string; image: string } | null>(null);
  /** The solved slider of the last attempt: a forced retry after "already logged in" carries it again. */
  const lastSlider = useRef<SliderAnswer | undefined>(undefined);
  /** One sign-in at a time (a double click on a confirm button must not start a second one). */
  const inFlight = useRef(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});
  const texts = { t, catalog: catalogMessage };
  const sliderSite = site.slider_check;
  usePageTitle(t(partner ? 'route.partnerLogin' : 'route.login'));
  /**
   * The page asked for, if any; else a successful sign-in goes to the user's landing (app/landing.tsx),
   * known once the session is in. The page most users land on is prefetched meanwhile.
   */
  const redirect = safeRedirect(params.get('redirect'));
  const prefetch = () => prefetchAfterSignIn(redirect, site.welcome_path);

  // a form unlocked after a failure gets the focus back (the disabled field lost it)
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus) inputs.current.password?.focus();
  }, [refocus]);

  const unlock = () => {
    inFlight.current = false;
    setBusy(false);
    setSliderPassed(false);
    setRefocus((n) => n + 1);
  };

  const ask = (request: ConfirmRequest) =>
    setConfirm({
      ...request,
      onOk: () => {
        setConfirm(null);
        request.onOk();
      },
      onCancel: () => {
        setConfirm(null);
        request.onCancel();
      },
    });

  const attempt = async (form: LoginValues, force: boolean, slider?: SliderAnswer) => {
    if (inFlight.current) return;
    inFlight.current = true;
    lastSlider.current = slider;
    setBusy(true);
    setError(null);
    prefetch();
    try {
      const { signIn, sessionLanding } = await loadSignInFlow();
      await signIn(
        {
          username: form.username.trim(),
          password: form.password,
          clientId: form.clientId.trim(),
          clientSecret: form.clientSecret.trim(),
          force,
          ...(slider ? { slider } : {}),
        },
        partner ? '/login/partner' : null,
        redirect,
      );
      navigate(sessionLanding(redirect), { replace: true });
    } catch (e) {
      inFlight.current = false;
      onFailure(e, form);
    }
  };

  /** Asks the server for a (new) slider challenge and shows it; the sign-in goes on once it is solved. */
  const askSlider = async (text: string) => {
    setChallenge(null);
    try {
      const { requestSliderChallenge } = await loadSignInFlow();
      const next = await requestSliderChallenge();
      setChallenge({ id: next.slider_id, image: next.image });
      setError(text);
    } catch (e) {
      setError(e instanceof ApiError && e.body.message ? e.body.message : t('login.systemBusy'));
    }
    unlock();
  };

  /**
   * Released: signs in with what the form holds now (the password may have been corrected meanwhile);
   * the server judges the drag and answers 428 again, with a new challenge asked for, when it does not hold.
   */
  const onSliderRelease = (position: number, trace: string) => {
    if (!challenge) return;
    const solved = { id: challenge.id, position, trace };
    setChallenge(null);
    if (validate()) void attempt(values, false, solved);
    else void askSlider(t('slider.required'));
  };

  const cancelled = () => {
    setNotice(t('login.cancelLogin'));
    unlock();
  };

  const onFailure = (e: unknown, form: LoginValues) => {
    if (e instanceof ApiError && e.oauthError === 'slider_required') {
      void askSlider(e.body.message ?? t('slider.required'));
      return;
    }
    if (e instanceof ApiError && e.oauthError === 'already_logged_in') {
      ask({
        title: t('login.alreadyLoggedInTitle'),
        content: e.message,
        okText: t('login.forceOffline'),
        cancelText: t('login.cancel'),
        onOk: () => void attempt(form, true, lastSlider.current),
        onCancel: cancelled,
      });
      return;
    }
    if (e instanceof UserInfoMessageError) {
      clearLocalSession();
      ask({
        title: t('login.tip'),
        content: e.message,
        okText: t('login.submit'),
        cancelText: t('login.cancel'),
        onOk: unlock,
        onCancel: cancelled,
      });
      return;
    }
    if (e instanceof SystemBusyError || (e instanceof ApiError && (e.status === 0 || e.status >= 500))) {
      setError(t('login.systemBusy'));
    } else if (e instanceof ApiError && (e.status === 400 || e.status === 429) && e.body.message) {
      setError(e.body.message);
    } else {
      setError(t('login.illegalDomain'));
    }
    unlock();
  };

  /** Checks every field; shows the messages and puts the focus on the first wrong field. */
  const validate = (): boolean => {
    const found = formErrors(values, sliderSite, texts);
    setErrors(found);
    const first = (['username', 'password', 'clientId', 'clientSecret'] as const).find((f) => found[f]);
    if (!first) return true;
    if (first === 'clientId' || first === 'clientSecret') setShowClient(true);
    // after the client fields are shown (a hidden input takes no focus)
    requestAnimationFrame(() => inputs.current[first]?.focus());
    return false;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    prefetch();
    if (!validate()) return;
    if (sliderSite && !sliderPassed) {
      setError(t('slider.required'));
      return;
    }
    if (challenge) {
      setError(t('slider.required'));
      return;
    }
    void attempt(values, false);
  };

  /** A field changed: its value (normalised), its message checked again, and old notices cleared. */
  const change = (field: LoginField, value: string) => {
    const next = { ...values, [field]: field === 'username' ? value.replace(/^\s+/, '') : value };
    setValues(next);
    setErrors((old) => ({ ...old, [field]: fieldError(field, next, sliderSite, texts) }));
    setError(null);
    setFlash(null);
    prefetch();
  };

  const input = (field: LoginField) => ({
    value: values[field],
    error: errors[field],
    disabled: busy,
    onChange: (value: string) => change(field, value),
    inputRef: (el: HTMLInputElement | null) => {
      inputs.current[field] = el;
    },
  });

  return (
    <div className="login-page">
      <div className="login-lang">
        <LoginLangMenu />
      </div>
      <LoginNotice text={notice} onDone={clearNotice} />
      <div className="login-box">
        <div className="login-brand">
          {site.logo && <img src={site.logo} alt="" className="login-logo" />}
          <h2 className="login-heading">{site.name}</h2>
          <div className="login-subtitle">{partner ? t('login.partnerSubtitle') : site.company_name}</div>
        </div>
        {flash && (
          <div className="login-alert is-success" role="status">
            {flash}
          </div>
        )}
        <form
          name="login"
          className="login-form"
          noValidate
          onSubmit={onSubmit}
          onPointerDown={prefetch}
          onKeyDown={prefetch}
        >
          <LoginInput
            {...input('username')}
            label={t('login.username')}
            icon={<UserIcon />}
            placeholder={t('login.usernamePlaceholder')}
            autoComplete="username"
            autoFocus
            maxLength={64}
            onBlur={() => setValues((v) => ({ ...v, username: v.username.trim() }))}
          />
          <LoginInput
            {...input('password')}
            label={t('login.password')}
            icon={<LockIcon />}
            secret
            placeholder={t('login.passwordPlaceholder')}
            autoComplete="current-password"
            maxLength={128}
          />
          <div className="login-strength">
            <PasswordStrength password={values.password} />
          </div>
          <div hidden={!showClient}>
            <LoginInput {...input('clientId')} label={t('login.clientId')} autoComplete="off" />
            <LoginInput
              {...input('clientSecret')}
              label={t('login.clientSecret')}
              secret
              autoComplete="off"
            />
          </div>
          {sliderSite && (
            <div className="login-slider">
              <SliderCheck passed={sliderPassed} onChange={setSliderPassed} disabled={busy} />
            </div>
          )}
          {challenge && (
            <div className="login-slider">
              <SliderCheck
                key={challenge.id}
                passed={false}
                image={challenge.image}
                onRelease={onSliderRelease}
                disabled={busy}
              />
            </div>
          )}
          {error && (
            <div className="login-alert is-error" role="alert">
              {error}
            </div>
          )}
          <button type="submit" className="login-button is-primary is-block" aria-busy={busy} disabled={busy}>
            {busy && <LoadingIcon spin />}
            <span>{t('login.submit')}</span>
          </button>
          {/* forgotten password for everyone; partner registration where partners sign in */}
          <div className="login-links">
            <Link to="/retrieve-password">{t('route.retrievePassword')}</Link>
            {(partner || site.client_id === CUSTOMER_CLIENT_ID) && (
              <Link to="/partner-register">{t('route.partnerRegister')}</Link>
            )}
          </div>
          <button
            type="button"
            className="login-link-button"
            onClick={() => setShowClient((v) => !v)}
            aria-expanded={showClient}
          >
            <SettingIcon />
            <span>{t('login.clientSettings')}</span>
          </button>
        </form>
      </div>
      <footer className="login-footer">
        <span>
          © {new Date().getFullYear()} {site.company_name}
        </span>
        {site.icp && <span>{site.icp}</span>}
      </footer>
      <ConfirmDialog request={confirm} />
    </div>
  );
}
