import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../model/countdown.ts';
import { REGISTRATION_NS } from '../locales.ts';

/**
 * "Get code", then a countdown until another may be asked for (the server says how long: 60 s).
 * `send` answers the wait in seconds, or throws (its error is the caller's to show).
 */
export function SendCodeButton({
  send,
  label,
  disabled,
  countdown,
}: {
  send: () => Promise<number>;
  label: string;
  disabled?: boolean;
  /** A countdown the page already runs (the first code was asked for by another button). */
  countdown?: ReturnType<typeof useCountdown>;
}) {
  const { t } = useTranslation(REGISTRATION_NS);
  const own = useCountdown();
  const { seconds, start } = countdown ?? own;
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      start(await send());
    } catch {
      // the caller showed why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      onClick={() => void click()}
      loading={busy}
      disabled={disabled || seconds > 0}
      style={{ minWidth: 130 }}
    >
      {seconds > 0 ? t('register.resend', { seconds }) : label}
    </Button>
  );
}
