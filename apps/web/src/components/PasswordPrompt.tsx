import { lazy, Suspense } from 'react';
import { passwordPrompt } from '../app/auth-flow.ts';
import { useSession } from '../session/session-store.ts';

// the dialog and its form load only when the prompt is due (rarely), not with every page
const PasswordPromptDialog = lazy(() =>
  import('./PasswordPromptDialog.tsx').then((m) => ({ default: m.PasswordPromptDialog })),
);

/**
 * After sign-in (platform-shell §2.5, business-domain §6): a weak password must be changed
 * (the dialog cannot be dismissed; signing out is the only other way); an internal-client
 * password older than 3 months should be, and the user may put it off for this session.
 */
export function PasswordPrompt() {
  const info = useSession((s) => s.userInfo);
  const shown = useSession((s) => s.hasShowNeedChangePassword);
  const update = useSession((s) => s.update);
  const kind = passwordPrompt(info);
  if (!kind || (kind === 'recommended' && shown)) return null;
  return (
    <Suspense fallback={null}>
      <PasswordPromptDialog
        forced={kind === 'forced'}
        later={() => update({ hasShowNeedChangePassword: true })}
      />
    </Suspense>
  );
}
