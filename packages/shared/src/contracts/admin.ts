import { z } from 'zod';
import { okSchema, pageSchema } from './api.ts';

const instant = z.union([z.date(), z.string()]);

/** POST /api/roles/{id}/resources: the role's grants after the change. */
export const roleGrantAnswerSchema = okSchema(
  z.object({ role_id: z.number().int(), resource_ids: z.array(z.number().int()) }),
);

/** POST /api/app-clients/{id}/rotate-secret: the new secret, shown once. */
export const rotateSecretAnswerSchema = okSchema(
  z.object({ client_id: z.string(), client_secret: z.string() }),
);

/** One signed-in session of GET /api/online-sessions. */
export const onlineSessionSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  client_id: z.string(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  ip: z.string().nullable(),
  create_time: instant,
  expires_at: instant,
  /** The caller's own session. */
  current: z.boolean(),
});
export type OnlineSession = Omit<z.infer<typeof onlineSessionSchema>, 'create_time' | 'expires_at'> & {
  create_time: string;
  expires_at: string;
};

export const onlineSessionPageSchema = pageSchema(onlineSessionSchema);

/** DELETE /api/online-sessions/{ids}. */
export const revokeAnswerSchema = okSchema(z.object({ revoked: z.number().int() }));
