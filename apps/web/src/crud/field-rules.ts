import type { TFunction } from 'i18next';
import {
  fieldSchema,
  filterParams,
  isMessageKey,
  issueText,
  listQuerySchema,
  type EntityDef,
  type FieldDef,
  type Lang,
} from '@app/shared';
import { searchParamsOf, toWire } from './entity-values.ts';

/**
 * Form rules from the shared schemas, so the browser refuses exactly what the server would
 * (platform-shell §5): the dialog runs each field's `fieldSchema`, the search form the list query
 * schema. Shared checks carry catalog keys (translated with the catalog); zod's own issues get the
 * messages of the `crud` namespace.
 */

export interface FormRule {
  required?: boolean;
  message?: string;
  validator?: (rule: unknown, value: unknown) => Promise<void>;
}

/** What a zod issue holds that a message needs (typed loosely: zod is shared's dependency). */
interface Issue {
  code: string;
  message: string;
  origin?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  params?: Record<string, unknown>;
}

export function issueMessage(issue: Issue, t: TFunction, lang: Lang): string {
  if (isMessageKey(issue.message)) return issueText(issue, lang);
  const text = issue.origin === 'string';
  switch (issue.code) {
    case 'too_big':
      return t(text ? 'v.maxLength' : 'v.max', { max: String(issue.maximum) });
    case 'too_small':
      return t(text ? 'v.minLength' : 'v.min', { min: String(issue.minimum) });
    case 'invalid_type':
      return t(issue.expected === 'int' ? 'v.integer' : 'v.number');
    case 'invalid_value':
      return t('v.option');
    default:
      return t('v.format');
  }
}

/** The first problem of a safeParse, in words; undefined when the value is valid. */
function problem(
  result: { success: boolean; error?: { issues: readonly unknown[] } },
  t: TFunction,
  lang: Lang,
  params?: readonly string[],
): string | undefined {
  if (result.success) return undefined;
  const issues = (result.error?.issues ?? []) as Issue[];
  const issue = params
    ? issues.find((i) => params.includes(String((i as { path?: unknown[] }).path?.[0])))
    : issues[0];
  return issue ? issueMessage(issue, t, lang) : undefined;
}

/** The dialog rules of a field: required (not for switches) and the field's schema. */
export function formRules(field: FieldDef, label: string, t: TFunction, lang: Lang): FormRule[] {
  const schema = fieldSchema(field);
  const rules: FormRule[] = [];
  if (field.required && field.kind !== 'bool') {
    rules.push({ required: true, message: t('v.required', { field: label }) });
  }
  rules.push({
    validator: async (_rule, value) => {
      const wire = toWire(field, value);
      if (wire === undefined) return;
      const message = problem(schema.safeParse(wire), t, lang);
      if (message) throw new Error(message);
    },
  });
  return rules;
}

/** The search rule of a field: its query parameters checked with the list query schema. */
export function searchRules(def: EntityDef, name: string, t: TFunction, lang: Lang): FormRule[] {
  const field = def.fields[name];
  if (!field) return [];
  const query = listQuerySchema(def); // built once per definition (the shared kit keeps it)
  return [
    {
      validator: async (_rule, value) => {
        const params = searchParamsOf(def, { [name]: value });
        if (!Object.keys(params).length) return;
        const message = problem(query.safeParse(params), t, lang, filterParams(name, field));
        if (message) throw new Error(message);
      },
    },
  ];
}
