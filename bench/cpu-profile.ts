/**
 * A CPU profile of this process while a load runs (node:inspector, the same profiler as `node --cpu-prof`),
 * written as a .cpuprofile (Chrome DevTools opens it) and summarised by self time: per function and per
 * package, as shares of the samples taken while the process was not idle.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Share of the profiled time the process was busy (not idle). */
  busy: number;
  /** The functions with the most self time, as shares of the busy time. */
  functions: { name: string; share: number }[];
  /** Self time per package (node_modules name, `app` for the project's code, `node` for Node's own). */
  packages: { name: string; share: number }[];
}

const root = path.join(import.meta.dirname, '..');

function packageOf(url: string): string {
  if (!url) return 'native / V8';
  if (url.startsWith('node:')) return 'node';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  return url.includes(root) || url.startsWith('file://') ? 'app' : url;
}

/** Where a function is: its file (tsx runs the project's TypeScript as one line per file, so no line). */
function place(url: string): string {
  if (!url) return '';
  const inModules = /node_modules\/(.*)$/.exec(url);
  return ` ${inModules ? inModules[1]! : url.replace(/^file:\/\//, '').replace(`${root}/`, '')}`;
}

export function summarise(profile: Profile, top = 15): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  // the profiler's own work (collecting the profile when it stops) is left out
  const profiler = new Set<number>();
  const mark = (id: number) => {
    profiler.add(id);
    for (const child of byId.get(id)?.children ?? []) mark(child);
  };
  for (const node of profile.nodes) if (node.callFrame.url === 'node:inspector') mark(node.id);
  const self = new Map<string, number>();
  const packages = new Map<string, number>();
  let idle = 0;
  let total = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    if (profiler.has(id)) return;
    const frame = byId.get(id)?.callFrame;
    total += delta;
    if (!frame || frame.functionName === '(idle)') {
      idle += delta;
      return;
    }
    const name = `${frame.functionName || '(anonymous)'}${place(frame.url)}`;
    self.set(name, (self.get(name) ?? 0) + delta);
    const pkg = frame.functionName.startsWith('(') ? frame.functionName : packageOf(frame.url);
    packages.set(pkg, (packages.get(pkg) ?? 0) + delta);
  });
  const busy = total - idle;
  const ranked = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, time]) => ({ name, share: busy ? time / busy : 0 }));
  return { busy: total ? busy / total : 0, functions: ranked(self, top), packages: ranked(packages, 10) };
}

/** Profiles this process while `run` runs, writes the profile to `file` and answers its summary. */
export async function profileWhile(file: string, run: () => Promise<unknown>): Promise<ProfileSummary> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const stop = async () => {
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
    session.disconnect();
    return profile;
  };
  try {
    await run();
  } catch (error) {
    await stop();
    throw error;
  }
  const profile = await stop();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(profile));
  return summarise(profile);
}

/** The summary as Markdown lines. */
export function profileLines(summary: ProfileSummary): string[] {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  return [
    `Process busy ${pct(summary.busy)} of the profiled round. Self time by package: ${summary.packages.map((p) => `${p.name} ${pct(p.share)}`).join(', ')}.`,
    '',
    '| function (self time) | share of busy time |',
    '|---|---|',
    ...summary.functions.map((f) => `| \`${f.name.replace(/\|/g, '\\|')}\` | ${pct(f.share)} |`),
  ];
}
