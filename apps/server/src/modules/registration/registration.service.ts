import { and, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CUSTOMER_CLIENT_ID, EMAIL_CODE, t, type Lang, type RegistrationStatus } from '@app/shared';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  customers,
  globalSettings,
  partnerRegistrations,
  roles,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../plugins/app-error.ts';
import { recordOperation } from '../../plugins/audit.ts';
import type { Actor } from '../../plugins/actor.ts';
import { offsetOf } from '../../plugins/paging.ts';
import { hashSecret } from '../auth/passwords.ts';
import { checkCode, dropCode, issueCode, normalAddress, spendCode, type CodePurpose } from './email-codes.ts';

/** The setting that approves partner registrations at once (1) instead of waiting for review (0). */
export const AUTO_APPROVE_SETTING = 'partner_auto_approve';
/** The role a new partner user gets: the appointment front desk of the customer client. */
export const PARTNER_ROLE = 'yy_front';
const TARGET = 'partner-registrations';

/** The enabled service companies a partner may choose, id and name only. */
export async function serviceCompanies(db: DbOrTx) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.is_enable, 1))
    .orderBy(companies.id);
}

/** A user name is taken by a user, or by a registration that is waiting or was approved (any case). */
async function usernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  if (user) return true;
  const [reg] = await db
    .select({ id: partnerRegistrations.id })
    .from(partnerRegistrations)
    .where(
      and(
        sql`lower(${partnerRegistrations.username}) = lower(${username})`,
        ne(partnerRegistrations.status, 'refused'),
      ),
    )
    .limit(1);
  return !!reg;
}

/** The code mail in the caller's language. */
export function codeMail(purpose: CodePurpose, to: string, code: string, lang: Lang) {
  const body = t('mail.code_body', lang, { code, minutes: EMAIL_CODE.ttlMinutes });
  return {
    to,
    subject: t(purpose === 'register' ? 'mail.code_subject_register' : 'mail.code_subject_retrieve', lang),
    text: body,
    html: `<p>${body.replace(code, `<b style="font-size:20px;letter-spacing:4px">${code}</b>`)}</p>`,
  };
}

/** How the answer to "send me a code" reads: when the next may be asked for, and how long it lives. */
export const codeSentData = () => ({
  resend_seconds: EMAIL_CODE.resendSeconds,
  expires_minutes: EMAIL_CODE.ttlMinutes,
});

/** Registration, step 1: a code to the e-mail address (the user name must still be free). */
export async function sendRegisterCode(
  app: FastifyInstance,
  req: FastifyRequest,
  input: { username: string; email: string },
) {
  if (await usernameTaken(app.db, input.username)) throw fieldError('username', 'register.username_taken');
  const address = normalAddress(input.email);
  const issued = await issueCode(app.db, {
    purpose: 'register',
    address,
    username: input.username.toLowerCase(),
    ip: req.ip,
  });
  try {
    await app.mailer.send(codeMail('register', input.email, issued.code!, req.lang));
  } catch (error) {
    req.log.warn({ err: error }, 'registration code mail failed');
    await dropCode(app.db, issued.id);
    throw new AppError(503, 'mail.failed');
  }
}

/** Sends a mail about a review, after the decision is stored: a failure is logged, the decision stays. */
async function notify(app: FastifyInstance, mail: { to: string; subject: string; text: string }) {
  try {
    await app.mailer.send(mail);
  } catch (error) {
    app.log.warn({ err: error, to: mail.to, subject: mail.subject }, 'registration mail failed');
  }
}

async function autoApprove(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ val: globalSettings.val })
    .from(globalSettings)
    .where(eq(globalSettings.code, AUTO_APPROVE_SETTING));
  return row?.val.trim() === '1';
}

type Registration = typeof partnerRegistrations.$inferSelect;

/** Creates the partner user of a registration: customer client, its customer code, the front-desk role. */
async function createPartnerUser(tx: DbOrTx, reg: Registration): Promise<number> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${reg.username})`);
  if (taken) throw new AppError(409, 'register.username_taken');
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.client_id, CUSTOMER_CLIENT_ID), eq(roles.code, PARTNER_ROLE)));
  if (!role) throw new AppError(409, 'register.role_missing');
  const [user] = await tx
    .insert(users)
    .values({
      username: reg.username,
      name: reg.nickname,
      password_hash: reg.password_hash,
      client_id: CUSTOMER_CLIENT_ID,
      customer_code: reg.customer_code,
      email: reg.email,
      mobile: reg.phone,
    })
    .returning({ id: users.id });
  await tx.insert(userRoles).values({ user_id: user!.id, role_id: role.id });
  return user!.id;
}

function approvedMail(reg: Pick<Registration, 'email' | 'nickname' | 'username'>) {
  const params = { name: reg.nickname, username: reg.username };
  return {
    to: reg.email,
    subject: t('mail.approved_subject', 'zh'),
    text: t('mail.approved_body', 'zh', params),
  };
}

/** Registration, step 2: checks the form against the data, spends the code, stores the application. */
export async function registerPartner(
  app: FastifyInstance,
  req: FastifyRequest,
  input: {
    username: string;
    nickname: string;
    company_id: number | null;
    customer_code: string;
    email: string;
    phone: string;
    code: string;
    password: string;
  },
): Promise<{ id: number; status: RegistrationStatus }> {
  const db = app.db;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, input.company_id ?? 0), eq(companies.is_enable, 1)));
  if (!company) throw fieldError('company_id', 'register.company_unknown');
  const [customer] = await db
    .select({ code: customers.customer_code })
    .from(customers)
    .where(
      and(
        eq(customers.company_id, company.id),
        sql`upper(${customers.customer_code}) = upper(${input.customer_code})`,
        eq(customers.status, 1),
      ),
    )
    .limit(1);
  if (!customer) throw fieldError('customer_code', 'register.partner_unknown');
  if (await usernameTaken(db, input.username)) throw fieldError('username', 'register.username_taken');
  const codeId = await checkCode(db, {
    purpose: 'register',
    address: normalAddress(input.email),
    username: input.username.toLowerCase(),
    code: input.code,
  });
  const passwordHash = await hashSecret(input.password);
  const result = await db.transaction(async (tx) => {
    await spendCode(tx, codeId);
    const [reg] = await tx
      .insert(partnerRegistrations)
      .values({
        username: input.username,
        nickname: input.nickname,
        email: input.email,
        phone: input.phone || null,
        company_id: company.id,
        customer_code: customer.code,
        password_hash: passwordHash,
      })
      .returning();
    if (!(await autoApprove(tx))) return { reg: reg!, status: 'pending' as const };
    const userId = await createPartnerUser(tx, reg!);
    await tx
      .update(partnerRegistrations)
      .set({ status: 'approved', user_id: userId, review_time: sql`now()` })
      .where(eq(partnerRegistrations.id, reg!.id));
    await recordOperation(tx, req, {
      action: 'auto-approve',
      target: TARGET,
      recordId: reg!.id,
      after: { status: 'approved', user_id: userId },
    });
    return { reg: reg!, status: 'approved' as const };
  });
  if (result.status === 'approved') await notify(app, approvedMail(result.reg));
  return { id: result.reg.id, status: result.status };
}

const reviewer = alias(users, 'reviewer');

/** The columns the review screen shows (never the password hash). */
const listColumns = {
  id: partnerRegistrations.id,
  username: partnerRegistrations.username,
  nickname: partnerRegistrations.nickname,
  email: partnerRegistrations.email,
  phone: partnerRegistrations.phone,
  company_id: partnerRegistrations.company_id,
  company_name: companies.name,
  customer_code: partnerRegistrations.customer_code,
  customer_name: customers.customer_name,
  status: sql<RegistrationStatus>`${partnerRegistrations.status}`,
  reason: partnerRegistrations.reason,
  user_id: partnerRegistrations.user_id,
  reviewed_by: partnerRegistrations.reviewed_by,
  reviewer_name: reviewer.name,
  review_time: partnerRegistrations.review_time,
  create_time: partnerRegistrations.create_time,
};

/** Registrations of a company, with names joined. */
function selectRegistrations(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(partnerRegistrations)
    .leftJoin(companies, eq(companies.id, partnerRegistrations.company_id))
    .leftJoin(
      customers,
      and(
        eq(customers.company_id, partnerRegistrations.company_id),
        eq(customers.customer_code, partnerRegistrations.customer_code),
      ),
    )
    .leftJoin(reviewer, eq(reviewer.id, partnerRegistrations.reviewed_by))
    .where(where);
}

/** The staff user's working company: registrations are reviewed by their service company only. */
function companyOf(actor: Actor): number {
  if (actor.companyId === null) throw new AppError(400, 'auth.company_required');
  return actor.companyId;
}

export async function listRegistrations(
  db: DbOrTx,
  actor: Actor,
  query: { status?: RegistrationStatus; username?: string; page: number; size: number },
) {
  const parts: SQL[] = [eq(partnerRegistrations.company_id, companyOf(actor))];
  if (query.status) parts.push(eq(partnerRegistrations.status, query.status));
  if (query.username)
    parts.push(
      ilike(partnerRegistrations.username, `%${query.username.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
    );
  const where = and(...parts);
  const [total] = await db.select({ n: count() }).from(partnerRegistrations).where(where);
  const content = await selectRegistrations(db, where)
    .orderBy(
      sql`case when ${partnerRegistrations.status} = 'pending' then 0 else 1 end`,
      desc(partnerRegistrations.id),
    )
    .limit(query.size)
    .offset(offsetOf(query.page, query.size));
  return { content, totalElements: total?.n ?? 0, page: query.page, size: query.size };
}

async function getRegistration(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await selectRegistrations(
    db,
    and(eq(partnerRegistrations.id, id), eq(partnerRegistrations.company_id, companyOf(actor))),
  );
  if (!row) throw notFound();
  return row;
}

/** Takes a waiting registration of the actor's company for review (locked), or refuses. */
async function takePending(tx: DbOrTx, actor: Actor, id: number): Promise<Registration> {
  const [reg] = await tx
    .select()
    .from(partnerRegistrations)
    .where(and(eq(partnerRegistrations.id, id), eq(partnerRegistrations.company_id, companyOf(actor))))
    .for('update');
  if (!reg) throw notFound();
  if (reg.status !== 'pending') throw new AppError(409, 'register.not_pending');
  return reg;
}

/** Approves a waiting registration: creates the partner user and tells the applicant. */
export async function approveRegistration(
  app: FastifyInstance,
  req: FastifyRequest,
  actor: Actor,
  id: number,
) {
  const reg = await app.db.transaction(async (tx) => {
    const pending = await takePending(tx, actor, id);
    const userId = await createPartnerUser(tx, pending);
    await tx
      .update(partnerRegistrations)
      .set({ status: 'approved', user_id: userId, reviewed_by: actor.userId, review_time: sql`now()` })
      .where(eq(partnerRegistrations.id, id));
    await recordOperation(tx, req, {
      action: 'approve',
      target: TARGET,
      recordId: id,
      before: { status: 'pending' },
      after: { status: 'approved', user_id: userId, username: pending.username },
    });
    return pending;
  });
  await notify(app, approvedMail(reg));
  return getRegistration(app.db, actor, id);
}

/** Refuses a waiting registration with a reason, which the applicant receives by e-mail. */
export async function refuseRegistration(
  app: FastifyInstance,
  req: FastifyRequest,
  actor: Actor,
  id: number,
  reason: string,
) {
  const reg = await app.db.transaction(async (tx) => {
    const pending = await takePending(tx, actor, id);
    await tx
      .update(partnerRegistrations)
      .set({ status: 'refused', reason, reviewed_by: actor.userId, review_time: sql`now()` })
      .where(eq(partnerRegistrations.id, id));
    await recordOperation(tx, req, {
      action: 'refuse',
      target: TARGET,
      recordId: id,
      before: { status: 'pending' },
      after: { status: 'refused', reason },
    });
    return pending;
  });
  await notify(app, {
    to: reg.email,
    subject: t('mail.refused_subject', 'zh'),
    text: t('mail.refused_body', 'zh', { name: reg.nickname, username: reg.username, reason }),
  });
  return getRegistration(app.db, actor, id);
}
