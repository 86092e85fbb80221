// Import cycles, type-only imports included. `import-x/no-cycle` skips `import type` and inline `type`
// specifiers (it has no option to count them), so a cycle closed by a type import passes it; this rule
// follows every relative import, export-from, `import()` and `import('…')` type and fails on any path that
// leads back to the file being linted. lint/layers.test.ts proves that a type-only cycle fails.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const extensions = ['.ts', '.tsx', '.js', '.mjs'];

/** file → { mtimeMs, seen (the lint run that last checked it), imports (resolved files) } */
const graph = new Map();
let run = 0;

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file a relative specifier names (`./x.ts`, `./x`, `./x.js` for `./x.ts`, `./dir` for its index). */
function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(m?js)$/, '');
  const candidates = [
    base,
    ...extensions.map((ext) => base + ext),
    ...(stem === base ? [] : extensions.map((ext) => stem + ext)),
    ...extensions.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => !file.includes(`${path.sep}node_modules${path.sep}`) && isFile(file));
}

/** The files `file` imports, read from disk (cached until the file changes). */
function importsOf(file) {
  const entry = graph.get(file);
  if (entry?.seen === run) return entry.imports;
  let mtimeMs;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    graph.delete(file);
    return [];
  }
  if (entry && entry.mtimeMs === mtimeMs) {
    entry.seen = run;
    return entry.imports;
  }
  const text = fs.readFileSync(file, 'utf8');
  const imports = ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => resolve(file, f.fileName))
    .filter((f) => f !== undefined);
  graph.set(file, { mtimeMs, seen: run, imports: [...new Set(imports)] });
  return graph.get(file).imports;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle (type-only imports count): {{route}}.' },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (!path.isAbsolute(filename)) return {};
    run += 1;
    const visited = new Set([filename]);
    const root = context.cwd ?? process.cwd();
    const show = (file) => path.relative(root, file);

    function check(node, source) {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolve(filename, source.value);
      if (target === undefined || visited.has(target)) return;
      // breadth first from the imported file; `from` keeps the way back for the message
      const from = new Map([[target, undefined]]);
      visited.add(target);
      const queue = [target];
      while (queue.length > 0) {
        const file = queue.shift();
        for (const next of importsOf(file)) {
          if (next === filename) {
            const route = [];
            for (let at = file; at !== undefined; at = from.get(at)) route.unshift(show(at));
            context.report({
              node,
              messageId: 'cycle',
              data: { route: [show(filename), ...route, show(filename)].join(' → ') },
            });
            return;
          }
          if (visited.has(next)) continue;
          visited.add(next);
          from.set(next, file);
          queue.push(next);
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) =>
        check(node, node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};

export const cyclesPlugin = { rules: { 'no-cycle': noCycle } };
