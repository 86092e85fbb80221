import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

type Doc = { paths: Record<string, Record<string, object>> };
type Operation = { responses?: Record<string, { content?: Record<string, unknown> }> };

const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Checks an answer against what the served OpenAPI document declares for its operation and status (the
 * JSON schema an outside tool reads, `$ref`s into its components included), not against the server's own
 * zod schema. Answers a list of mismatches (empty when it conforms, or when the operation declares no JSON
 * answer for that status).
 */
export function openApiAnswers(doc: Doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ ...doc, $id: 'openapi' });
  const compiled = new Map<string, ValidateFunction | null>();
  return (method: string, path: string, status: number, body: unknown): string[] => {
    const key = `${method} ${path} ${status}`;
    if (!compiled.has(key)) {
      const operation: Operation | undefined = doc.paths[path]?.[method.toLowerCase()];
      const declared = operation?.responses?.[String(status)]?.content?.['application/json'];
      compiled.set(
        key,
        declared
          ? ajv.compile({
              $ref: `openapi#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`,
            })
          : null,
      );
    }
    const validate = compiled.get(key);
    if (!validate || validate(body)) return [];
    return (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
  };
}
