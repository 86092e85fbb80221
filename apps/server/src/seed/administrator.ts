import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { checkPasswordPolicy, STAFF_CLIENT_ID, t } from '@app/shared';
import type { Db } from '../db/client.ts';
import { appClients, roles, userRoles, users } from '../db/schema/index.ts';
import { hashSecret } from '../modules/auth/passwords.ts';

/**
 * Creates an administrator for a production install: the password must meet the policy; the staff
 * client and the administrator role are created when missing (a client secret is then required).
 */
export async function createAdministrator(
  db: Db,
  input: { username: string; password: string; name: string; clientSecret?: string | undefined },
) {
  const problem = checkPasswordPolicy(input.password, input.username);
  if (problem) throw new Error(t(problem.key, 'zh', problem.params));
  if (!/^[A-Za-z0-9_.@-]{5,18}$/.test(input.username)) throw new Error(t('field.login_username', 'zh'));
  const passwordHash = await hashSecret(input.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, input.username));
    if (taken) throw new Error(`User "${input.username}" already exists.`);
    let createdClient = false;
    const [client] = await tx.select().from(appClients).where(eq(appClients.client_id, STAFF_CLIENT_ID));
    if (!client) {
      if (!input.clientSecret)
        throw new Error('No staff client exists yet: pass --client-secret <secret> to create it.');
      await tx.insert(appClients).values({
        client_id: STAFF_CLIENT_ID,
        name: '内部员工端',
        secret_hash: await hashSecret(input.clientSecret),
        secret_salt: randomBytes(12).toString('hex'),
      });
      createdClient = true;
    }
    let [role] = await tx
      .select()
      .from(roles)
      .where(and(eq(roles.client_id, STAFF_CLIENT_ID), eq(roles.is_admin, true)));
    if (!role) {
      [role] = await tx
        .insert(roles)
        .values({ name: '系统管理员', code: 'admin', client_id: STAFF_CLIENT_ID, is_admin: true })
        .returning();
    }
    const [user] = await tx
      .insert(users)
      .values({
        username: input.username,
        name: input.name,
        password_hash: passwordHash,
        client_id: STAFF_CLIENT_ID,
      })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ user_id: user!.id, role_id: role!.id });
    return { userId: user!.id, createdClient };
  });
}
