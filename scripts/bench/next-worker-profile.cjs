/**
 * `npm run bench -- --profile` only (scripts/bench/profile-build.ts), loaded in every process of the
 * build through NODE_OPTIONS (--require); it acts in the workers `next build` starts (IS_NEXT_WORKER)
 * only: each one's CPU profile, through the inspector, into DOCS_PROFILE_NEXT_WORKERS.
 *
 * Next's own profiler (NEXT_CPU_PROF) writes a worker's profile as the worker exits, but Next ends
 * its workers with SIGINT, then SIGTERM and SIGKILL within a second (next/dist/lib/worker.js,
 * jest-worker): a worker that has rendered for minutes is killed before its profile is out. So
 * this one is written as the worker answers each call, before the answer leaves (the build waits
 * for it), and the profiler starts again for the next call.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload, which --require loads before the worker's code */
const dir = process.env.DOCS_PROFILE_NEXT_WORKERS;
if (process.env.IS_NEXT_WORKER === 'true' && dir && process.send) {
  const fs = require('node:fs');
  const path = require('node:path');
  const { Session } = require('node:inspector');
  // Next's own profiler would run beside this one for nothing.
  delete process.env.NEXT_CPU_PROF;
  delete process.env.__NEXT_PRIVATE_CPU_PROFILE;
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  let part = 0;
  // (An in-thread session answers at once: the profile is written when post returns.)
  const save = () =>
    session.post('Profiler.stop', (err, result) => {
      if (!err) fs.writeFileSync(path.join(dir, `next-worker.${process.pid}.${String(++part).padStart(3, '0')}.cpuprofile`), JSON.stringify(result.profile));
      session.post('Profiler.start');
    });
  const send = process.send.bind(process);
  // jest-worker's answers to a call: [0, result] (done) or [1, …] (the call threw); [3, …] are Next's activity pings.
  process.send = (message, ...rest) => {
    if (Array.isArray(message) && (message[0] === 0 || message[0] === 1)) save();
    return send(message, ...rest);
  };
}
