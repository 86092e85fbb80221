/**
 * Each benchmark owns one section of bench/RESULTS.md between `<!-- <topic>:start -->` and `<!-- <topic>:end -->`
 * and replaces only that, so running one benchmark keeps the figures of the others.
 */
import fs from 'node:fs';
import path from 'node:path';

export const RESULTS_FILE = path.join(import.meta.dirname, 'RESULTS.md');
const HEADER =
  '# Benchmarks\n\nEach section is written by its own script under `bench/` (`npm run bench` runs them all).\n';

export function writeResultsSection(topic: string, markdown: string, file = RESULTS_FILE): void {
  const start = `<!-- ${topic}:start -->`;
  const end = `<!-- ${topic}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : HEADER;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}
