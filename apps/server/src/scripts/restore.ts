import path from 'node:path';
import { loadConfig } from '../config.ts';
import { restore } from '../ops/restore.ts';

/** `npm run restore -- <folder> [--force]`: a backup folder back into the configured database and files. */
const args = process.argv.slice(2);
const from = args.find((a) => !a.startsWith('--'));
if (!from) {
  console.error('usage: restore <backup folder> [--force]   (stop the server first)');
  process.exit(2);
}
const { manifest, mismatches } = await restore(loadConfig(), path.resolve(from), {
  force: args.includes('--force'),
});
if (mismatches.length) {
  console.error(`Restored, but the row counts differ from the backup:\n  ${mismatches.join('\n  ')}`);
  process.exit(1);
}
console.log(`Restored the ${manifest.kind} backup of ${manifest.created}; every table's row count matches.`);
