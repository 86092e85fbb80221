import { readFileSync } from 'node:fs';
import path from 'node:path';

const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as {
  version: string;
};

export const APP_VERSION = pkg.version;
/** When this process started; the browser reloads its cached lookups when it changes. */
export const BUILD_TIME = new Date().toISOString();
