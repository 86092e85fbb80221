// Builds apps/web into apps/web/dist unless the build is newer than every web source (`--force` always builds).
import { buildWeb } from './lib.mjs';

process.exitCode = await buildWeb({ force: process.argv.includes('--force') });
