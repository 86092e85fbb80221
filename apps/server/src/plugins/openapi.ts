import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * One operation of the OpenAPI document: the zod schemas as JSON schema, and a route open to anyone
 * (`permission: 'public'`, or none) marked as needing no token (`security: []`), so outside tools do not
 * send one and readers see which calls are public.
 */
export function openApiOperation(input: TransformInput) {
  const out = jsonSchemaTransform(input);
  const permission = (input.route.config as { permission?: unknown } | undefined)?.permission;
  if (permission === undefined || permission === 'public')
    return { ...out, schema: { ...out.schema, security: [] } };
  return out;
}
