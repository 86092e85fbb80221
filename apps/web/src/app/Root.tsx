import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { useSettings } from '../settings/settings-store.ts';
import { createRouter } from './router.tsx';

/** The router; antd and the other providers come with the pages behind sign-in (AppProviders.tsx). */
export function Root() {
  const colorPrimary = useSettings((s) => s.theme);
  const [router] = useState(createRouter);
  // the shell's own CSS (tabs, progress bar, the sign-in page) follows the theme colour too
  useEffect(() => {
    document.documentElement.style.setProperty('--app-primary', colorPrimary);
  }, [colorPrimary]);
  return <RouterProvider router={router} />;
}
