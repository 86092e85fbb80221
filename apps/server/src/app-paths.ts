import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository (or image) root: the nearest folder above this module holding the workspace's
 * package.json. The same answer whether the server runs from its TypeScript sources or from the
 * bundle in dist/server (the production image), so data files are found in both.
 */
function findAppRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { workspaces } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (workspaces) return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`no workspace package.json above ${from}`);
  }
}

export const APP_ROOT = findAppRoot(import.meta.dirname);

/** Files the server reads at run time, by their place in the repository. */
export const APP_PATHS = {
  /** The product's manifest: its version is the one /version/index answers and the web app shows. */
  productPackageJson: path.join(APP_ROOT, 'package.json'),
  migrations: path.join(APP_ROOT, 'apps/server/src/db/migrations'),
  referenceData: path.join(APP_ROOT, 'apps/server/src/seed/reference'),
  webDist: path.join(APP_ROOT, 'apps/web/dist'),
  defaultDataDir: path.join(APP_ROOT, 'data'),
};
