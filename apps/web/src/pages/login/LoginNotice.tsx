import { useEffect } from 'react';

/** How long a notice stays, as antd's message (3 s). */
const NOTICE_MS = 3000;

/** A short notice at the top of the page ("sign-in cancelled"), read out by screen readers, then gone. */
export function LoginNotice({ text, onDone }: { text: string | null; onDone(): void }) {
  useEffect(() => {
    if (!text) return;
    const timer = setTimeout(onDone, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [text, onDone]);
  return (
    <div className="login-notice-area" role="status">
      {text && <div className="login-notice">{text}</div>}
    </div>
  );
}
