import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One contract per answer: a web feature types what the server answers with the types packages/shared
 * exports (the zod schemas' inferred types the routes declare as their response), never with a type of
 * its own. Every call of the http client with a type argument (`requestJson<T>`, `fetchData<T>`,
 * `request<T>`) in apps/web/src/features is checked: T may name only types imported from '@app/shared',
 * type aliases of those in the same file, the function's own type parameters, keywords such as unknown,
 * and a few of TypeScript's utility types; an object type written in place, a local interface or a type
 * imported from elsewhere fails.
 */

const root = path.resolve(import.meta.dirname, '..');
const FEATURES = path.join(root, 'apps/web/src/features');

/**
 * Features whose answers are still typed locally while they are converted (none left).
 * Take a folder off this list once its calls import their types from @app/shared.
 */
const NOT_CONVERTED_YET = new Set<string>([]);

const CLIENT_CALLS = new Set(['requestJson', 'fetchData', 'request']);
const UTILITY_TYPES = new Set([
  'Array',
  'ReadonlyArray',
  'Pick',
  'Omit',
  'Partial',
  'Required',
  'NonNullable',
]);

/** The type arguments of http-client calls in one file that do not come from '@app/shared'. */
export function localAnswerTypes(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const shared = new Set<string>();
  const aliases = new Map<string, ts.TypeNode>();
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      if (statement.moduleSpecifier.text !== '@app/shared') continue;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const el of bindings.elements) shared.add(el.name.text);
    }
    if (ts.isTypeAliasDeclaration(statement) && !statement.typeParameters) {
      aliases.set(statement.name.text, statement.type);
    }
  }

  /** What in a type argument is not the shared package's (empty: all of it is). */
  const foreign = (node: ts.Node, typeParams: ReadonlySet<string>, seen: Set<string>): string[] => {
    if (ts.isTypeLiteralNode(node) || ts.isMappedTypeNode(node)) return [node.getText(source)];
    if (ts.isTypeReferenceNode(node)) {
      const name = ts.isIdentifier(node.typeName) ? node.typeName.text : node.typeName.getText(source);
      const args = (node.typeArguments ?? []).flatMap((a) => foreign(a, typeParams, seen));
      if (shared.has(name) || typeParams.has(name)) return args;
      if (UTILITY_TYPES.has(name) && node.typeArguments?.length) return args;
      const alias = aliases.get(name);
      if (alias && !seen.has(name)) return [...foreign(alias, typeParams, new Set([...seen, name])), ...args];
      return [name, ...args];
    }
    if (ts.isTypeQueryNode(node)) {
      const name = ts.isIdentifier(node.exprName) ? node.exprName.text : node.exprName.getText(source);
      return shared.has(name) ? [] : [`typeof ${name}`];
    }
    const found: string[] = [];
    node.forEachChild((child) => {
      found.push(...foreign(child, typeParams, seen));
    });
    return found;
  };

  /** The type parameters of the functions around a node (`<T>(…) => fetchData<T>(…)`). */
  const typeParamsAround = (node: ts.Node): Set<string> => {
    const names = new Set<string>();
    for (let at: ts.Node | undefined = node; at; at = at.parent) {
      if (ts.isFunctionLike(at)) for (const p of at.typeParameters ?? []) names.add(p.name.text);
    }
    return names;
  };

  const problems: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.typeArguments?.length) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
      if (ts.isIdentifier(callee) && CLIENT_CALLS.has(callee.text)) {
        const params = typeParamsAround(node);
        for (const arg of node.typeArguments) {
          const bad = foreign(arg, params, new Set());
          if (bad.length) {
            const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
            problems.push(
              `${fileName}:${line + 1} ${callee.text}<${arg.getText(source)}> (${bad.join(', ')})`,
            );
          }
        }
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  return problems;
}

function featureFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return featureFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('one contract per answer', () => {
  it('web features type server answers only with the shared contracts', () => {
    const problems = fs
      .readdirSync(FEATURES)
      .filter((feature) => !NOT_CONVERTED_YET.has(feature))
      .flatMap((feature) => featureFiles(path.join(FEATURES, feature)))
      .flatMap((file) => localAnswerTypes(path.relative(root, file), fs.readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('keeps the list of features not converted yet to folders that exist', () => {
    const features = new Set(fs.readdirSync(FEATURES));
    expect([...NOT_CONVERTED_YET].filter((f) => !features.has(f))).toEqual([]);
  });

  it.each([
    ['an object type written in place', 'requestJson<{ id: number }>(url);'],
    ['a local interface', 'interface Answer { id: number }\nrequestJson<Answer>(url);'],
    ['a local alias of an object type', 'type Answer = { id: number };\nfetchData<Answer>(url);'],
    [
      'a page of a local type',
      "import type { Page } from '@app/shared';\ninterface Row { id: number }\nrequestJson<Page<Row>>(url);",
    ],
    [
      'a type from another feature',
      "import type { ActionLogEntry } from '../bonded/api.ts';\nrequestJson<ActionLogEntry[]>(url);",
    ],
    [
      'a type of the generic list',
      "import type { Row } from '../../crud/entity-values.ts';\nrequest<Row>(url);",
    ],
  ])('fails on %s', (_what, code) => {
    expect(localAnswerTypes('apps/web/src/features/fixture/api.ts', code)).toHaveLength(1);
  });

  it.each([
    [
      'a shared type',
      "import type { AttachmentRow } from '@app/shared';\nrequestJson<AttachmentRow[]>(url);",
    ],
    [
      'an alias of a shared type',
      "import type { RecordWithText } from '@app/shared';\ntype C = RecordWithText<'code'>;\nrequestJson<C>(url);",
    ],
    [
      'a shared schema’s data',
      "import type { DataOf, sendAnswerSchema } from '@app/shared';\nfetchData<DataOf<typeof sendAnswerSchema>>(url);",
    ],
    ['unknown, read with a shared schema', 'requestJson<unknown>(url);'],
    ['a wrapper’s own type parameter', 'export const call = <T,>(url: string) => fetchData<T>(url);'],
    ['a call without a type argument', 'fetchData(url);'],
  ])('lets %s through', (_what, code) => {
    expect(localAnswerTypes('apps/web/src/features/fixture/api.ts', code)).toEqual([]);
  });
});
