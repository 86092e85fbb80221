import type { EntityHooks } from '../../crud/hooks.ts';
import { AppError } from '../../plugins/app-error.ts';
import { revokeUserTokens } from '../../plugins/tokens.ts';
import { hashSecret } from '../auth/passwords.ts';
import { weakPassword } from './password-policy.ts';
import { assertAdminRemains, checkNewPassword } from './users.service.ts';

/**
 * The users entity's workflow on the engine: a new user's password meets the policy and is stored only
 * as a hash; disabling a user signs them out and keeps an active administrator; nobody deletes their
 * own account or the last administrator.
 */
export const userEntityHooks: Record<string, EntityHooks> = {
  users: {
    async beforeCreate(_tx, values) {
      const { password, ...rest } = values;
      const username = typeof rest.username === 'string' ? rest.username : '';
      const text = typeof password === 'string' ? password : '';
      checkNewPassword(text, username);
      return {
        values: {
          ...rest,
          email: rest.email || null,
          password_hash: await hashSecret(text),
          is_weak_password: weakPassword(text, username),
        },
      };
    },
    async beforeUpdate(_tx, _before, values) {
      return 'email' in values && !values.email ? { ...values, email: null } : values;
    },
    async afterUpdate(tx, before, after) {
      const id = after.id;
      if (after.status !== 0 || before.status === 0 || typeof id !== 'number') return;
      await revokeUserTokens(tx, id);
      await assertAdminRemains(tx);
    },
    async beforeDelete(tx, rows, _lang, actor) {
      const ids = rows.flatMap((r) => (typeof r.id === 'number' ? [r.id] : []));
      if (ids.includes(actor.userId)) throw new AppError(409, 'user.delete_self');
      await assertAdminRemains(tx, ids);
    },
  },
};
