import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  avatarAnswerSchema,
  binaryFileSchema,
  checkAvatarFile,
  CODE_OK,
  profileAnswerSchema,
} from '@app/shared';
import { users } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import { requireActor } from '../../plugins/auth.ts';
import { getUser } from './users.service.ts';

const saveUserBody = z.strictObject({
  name: z.string().trim().min(1).max(100).optional(),
  mobile: z.string().trim().max(20).nullish(),
  email: z.email().max(200).nullish().or(z.literal('')),
  introduction: z.string().trim().max(500).nullish(),
});

/** The personal centre's own calls: the signed-in user edits their profile and avatar. */
export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const avatarDir = path.join(app.config.filesDir, 'avatars');
  const tags = ['session'];

  r.post(
    '/sys-user/save-user',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'The signed-in user saves their own profile',
        body: saveUserBody,
        response: { 200: profileAnswerSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      const values = Object.fromEntries(Object.entries(req.body).filter(([, v]) => v !== undefined));
      if ('email' in values && !values.email) values.email = null;
      const after = await app.db.transaction(async (tx) => {
        const before = await getUser(tx, actor.userId);
        await tx
          .update(users)
          .set({ ...values, update_id: actor.userId, update_time: new Date() })
          .where(eq(users.id, actor.userId));
        const saved = await getUser(tx, actor.userId);
        await recordOperation(tx, req, {
          action: 'save-profile',
          target: 'users',
          recordId: actor.userId,
          before,
          after: saved,
        });
        return saved;
      });
      return { code: CODE_OK, data: after };
    },
  );

  r.post(
    '/sys-user/upload-portrait',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          'Uploads the signed-in user’s avatar (multipart field "file": png, jpeg, gif or webp, at most 2 MB)',
        response: { 200: avatarAnswerSchema },
      },
    },
    async (req) => {
      const actor = requireActor(req);
      if (!req.isMultipart()) throw fieldError('file', 'upload.avatar_type');
      const file = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      if (!file) throw fieldError('file', 'upload.avatar_type');
      const problem = checkAvatarFile({ type: file.mimetype });
      const ext = AVATAR_TYPES[file.mimetype];
      if (problem || !ext) {
        file.file.resume();
        throw fieldError('file', problem?.key ?? 'upload.avatar_type');
      }
      fs.mkdirSync(avatarDir, { recursive: true });
      const name = `${actor.userId}-${randomBytes(8).toString('hex')}.${ext}`;
      const target = path.join(avatarDir, name);
      await pipeline(file.file, fs.createWriteStream(target));
      if (file.file.truncated) {
        fs.rmSync(target, { force: true });
        throw new AppError(413, 'upload.avatar_size', { max: '2 MB' });
      }
      if (fs.statSync(target).size === 0) {
        fs.rmSync(target, { force: true });
        throw fieldError('file', 'upload.empty_file');
      }
      const url = `/sys-user/avatar/${name}`;
      await app.db.transaction(async (tx) => {
        const before = await getUser(tx, actor.userId);
        await tx
          .update(users)
          .set({ avatar: url, update_time: new Date() })
          .where(eq(users.id, actor.userId));
        await recordOperation(tx, req, {
          action: 'upload-avatar',
          target: 'users',
          recordId: actor.userId,
          before: { avatar: before.avatar },
          after: { avatar: url },
        });
      });
      return { code: CODE_OK, data: { avatar_url: url } };
    },
  );

  r.get(
    '/sys-user/avatar/:name',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'An avatar image',
        params: z.object({ name: z.string().regex(/^\d+-[0-9a-f]{16}\.(png|jpg|gif|webp)$/) }),
        response: { 200: binaryFileSchema },
      },
    },
    async (req, reply) => {
      const file = path.join(avatarDir, req.params.name);
      if (!fs.existsSync(file)) throw notFound();
      const ext = path.extname(file).slice(1);
      const type = Object.entries(AVATAR_TYPES).find(([, e]) => e === ext)?.[0] ?? 'application/octet-stream';
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=86400')
        .send(fs.createReadStream(file));
    },
  );
}
