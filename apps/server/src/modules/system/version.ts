import { readFileSync } from 'node:fs';
import { APP_PATHS } from '../../app-paths.ts';

const pkg = JSON.parse(readFileSync(APP_PATHS.productPackageJson, 'utf8')) as {
  version: string;
};

/** The product's version (the root package.json's; the web app's build shows the same). */
export const APP_VERSION = pkg.version;
/** When this process started; the browser reloads its cached lookups when it changes. */
export const BUILD_TIME = new Date().toISOString();
