import { checkDeclaration, parseDeclaration, type CheckLevel, type DeclarationFull } from '@app/shared';
import { catalogMessage } from '../../../i18n/index.ts';
import type { DeclarationWire } from './types.ts';

/**
 * The server's own checks, run in the browser before a call: the shared save schema (formats,
 * lengths, codes) and the shared declaration checks of the level (required fields of the message,
 * gross ≥ net, totals, item numbers, containers). Answers `{ path: message }` in the interface
 * language, empty when the declaration passes.
 */
export function clientCheck(wire: DeclarationWire, level: CheckLevel): Record<string, string> {
  const parsed = parseDeclaration(wire);
  const issues = parsed.ok ? checkDeclaration(parsed.data as DeclarationFull, level) : parsed.issues;
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.field] ??= catalogMessage(issue.key, issue.params);
  return errors;
}
