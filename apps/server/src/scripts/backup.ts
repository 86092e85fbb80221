import path from 'node:path';
import { loadConfig } from '../config.ts';
import { backup } from '../ops/backup.ts';

/** `npm run backup -- <folder>`: the database and files into a new backup folder (README › Production). */
const out = process.argv[2];
if (!out) {
  console.error('usage: backup <folder>   (an empty or new folder)');
  process.exit(2);
}
const manifest = await backup(loadConfig(), path.resolve(out));
const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
console.log(
  `Backed up ${manifest.kind}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, into ${out}`,
);
