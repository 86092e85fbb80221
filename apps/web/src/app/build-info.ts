import { formatBusinessTime } from '@app/shared';

/** What the build put in (vite.config.ts): the product's version and when this web app was built. */
export interface BuildInfo {
  version: string;
  builtAt: string;
}

/** This web app's build; undefined where it runs unbuilt (unit tests without the values). */
export function buildInfo(): BuildInfo | undefined {
  const version = import.meta.env.VITE_APP_VERSION;
  const builtAt = import.meta.env.VITE_BUILD_TIME;
  return version && builtAt ? { version, builtAt } : undefined;
}

type Translate = (key: string, params: Record<string, string>) => string;

/**
 * The version as the home card shows it: "1.0.0（构建于 2026-11-28 10:45）", the time in the business
 * time zone; the server's version alone when the build's is not known; undefined when neither is.
 */
export function versionText(
  build: BuildInfo | undefined,
  serverVersion: string | undefined,
  t: Translate,
): string | undefined {
  if (!build) return serverVersion;
  const time = formatBusinessTime(build.builtAt, 'YYYY-MM-DD HH:mm');
  return t('dashboard.builtAt', { version: build.version, time });
}
