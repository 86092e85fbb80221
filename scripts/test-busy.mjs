// `npm run test:busy`: the whole `npm test` with two busy processes beside it (each keeps a core spinning),
// as on a loaded two-core CI machine; the suite's summary says how long each runner took. The busy
// processes are killed whatever happens (success, failure, Ctrl-C, a stop signal, which npm test gets
// too); the exit code is npm test's.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { log, root } from './lib.mjs';

const busy = [1, 2].map(() => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));

function stopBusy() {
  for (const child of busy) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
process.on('exit', stopBusy);

log(`busy processes ${busy.map((child) => child.pid).join(' and ')} spin beside npm test`);
const suite = spawn('npm', ['test'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopBusy();
    suite.kill(signal);
    process.exit(128 + os.constants.signals[signal]);
  });
}
const code = await new Promise((resolve) => {
  suite.on('error', (error) => {
    console.error(`» could not run npm test: ${error.message}`);
    resolve(127);
  });
  suite.on('exit', (exitCode, signal) =>
    resolve(exitCode ?? (signal ? 128 + os.constants.signals[signal] : 1)),
  );
});
stopBusy();
log(`busy processes stopped; npm test exited with ${code}`);
process.exitCode = code;
