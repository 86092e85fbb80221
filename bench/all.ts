/**
 * npm run bench: every benchmark script in turn, each in its own process (so one's memory figures are not
 * another's). Each writes its own section of bench/RESULTS.md. `npm run bench -- exports` runs only the named ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const SCRIPTS = [
  'run',
  'exports',
  'export-paging',
  'declarations',
  'bonded',
  'passports-manifests',
  'finance-charges',
  'finance-statement-export',
  'summary',
  'pages',
  'office',
  'restart',
  'scale',
];
const wanted = process.argv.slice(2);
let failed = 0;
for (const name of SCRIPTS) {
  if (wanted.length && !wanted.includes(name)) continue;
  const file = path.join(import.meta.dirname, `${name}.ts`);
  if (!fs.existsSync(file)) continue;
  console.log(`\n== bench/${name}.ts`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit', env: process.env });
  if (run.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
