import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AVATAR_RULE,
  AVATAR_TYPES,
  avatarAnswerSchema,
  binaryFileSchema,
  CODE_OK,
  profileAnswerSchema,
  profileInputSchema,
} from '@app/shared';
import { users } from '../db/schema/index.ts';
import { notFound } from '../plugins/app-error.ts';
import { recordOperation } from '../plugins/audit.ts';
import { requireActor } from '../plugins/auth.ts';
import { getUser } from '../modules/users/users.service.ts';
import { uploadedImage } from '../plugins/image-upload.ts';

const saveUserBody = profileInputSchema;

const AVATAR_NAME = /^\d+-[0-9a-f]{16}\.(png|jpg|gif|webp)$/;

/** The profile and avatar calls of the personal centre: the signed-in user edits their own. */
export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const avatarDir = path.join(app.config.filesDir, 'avatars');
  /** The file of an avatar url this server gave out, or undefined for any other value. */
  const ownAvatarFile = (url: string | null) => {
    const name = url?.startsWith('/sys-user/avatar/') ? url.slice('/sys-user/avatar/'.length) : '';
    return AVATAR_NAME.test(name) ? path.join(avatarDir, name) : undefined;
  };
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
      // the type is the one the bytes are, whatever the browser declared (HTML sent as image/png is refused)
      const { bytes, ext } = await uploadedImage(req, AVATAR_RULE);
      fs.mkdirSync(avatarDir, { recursive: true });
      const name = `${actor.userId}-${randomBytes(8).toString('hex')}.${ext}`;
      await fs.promises.writeFile(path.join(avatarDir, name), bytes);
      const url = `/sys-user/avatar/${name}`;
      let previous: string | null = null;
      try {
        await app.db.transaction(async (tx) => {
          const before = await getUser(tx, actor.userId);
          previous = before.avatar;
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
      } catch (e) {
        fs.rmSync(path.join(avatarDir, name), { force: true });
        throw e;
      }
      // one avatar per user is kept: the replaced one goes
      const old = ownAvatarFile(previous);
      if (old) fs.rmSync(old, { force: true });
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
        params: z.object({ name: z.string().regex(AVATAR_NAME) }),
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
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(fs.createReadStream(file));
    },
  );
}
