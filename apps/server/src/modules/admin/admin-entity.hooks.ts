import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Lang } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import { userOrgs, userRoles, users } from '../../db/schema/index.ts';
import type { EntityHooks, Row } from '../../crud/hooks.ts';
import { AppError } from '../../plugins/app-error.ts';
import { hashSecret } from '../auth/passwords.ts';

const USERS_LABEL = { zh: '用户', en: 'users', es: 'usuarios', ja: 'ユーザー' } as const;

async function refuseIfUsed(tx: DbOrTx, found: Promise<unknown[]>, lang: Lang) {
  if ((await found).length) throw new AppError(409, 'error.in_use_by', { entity: USERS_LABEL[lang] });
  void tx;
}

/** A new client secret: 32 random bytes, shown once, stored only as an argon2id hash. */
export function newClientSecret(): string {
  return randomBytes(24).toString('base64url');
}

export const adminEntityHooks: Record<string, EntityHooks> = {
  'app-clients': {
    async beforeCreate(_tx, values) {
      const secret = newClientSecret();
      return {
        values: {
          ...values,
          secret_hash: await hashSecret(secret),
          secret_salt: randomBytes(12).toString('hex'),
        },
        reveal: { client_secret: secret },
      };
    },
    async beforeDelete(tx, rows, lang) {
      const ids = rows.map((r) => r.client_id as string);
      await refuseIfUsed(
        tx,
        tx.select({ id: users.id }).from(users).where(inArray(users.client_id, ids)).limit(1),
        lang,
      );
    },
  },
  roles: {
    async beforeDelete(tx, rows: Row[], lang) {
      if (rows.some((r) => r.is_admin)) throw new AppError(409, 'user.last_admin');
      const ids = rows.map((r) => r.id as number);
      await refuseIfUsed(
        tx,
        tx.select({ id: userRoles.user_id }).from(userRoles).where(inArray(userRoles.role_id, ids)).limit(1),
        lang,
      );
    },
  },
  organisations: {
    async beforeDelete(tx, rows, lang) {
      const ids = rows.map((r) => r.id as number);
      await refuseIfUsed(
        tx,
        tx.select({ id: userOrgs.user_id }).from(userOrgs).where(inArray(userOrgs.org_id, ids)).limit(1),
        lang,
      );
    },
  },
};
