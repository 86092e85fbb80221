import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CODE_OK,
  codeSentAnswerSchema,
  emailCodeRequestSchema,
  okOnlySchema,
  partnerRegisterAnswerSchema,
  partnerRegisterSchema,
  partnerRegistrationAnswerSchema,
  partnerRegistrationPageSchema,
  PERM,
  refuseRegistrationSchema,
  registrationStatusSchema,
  retrievePasswordSchema,
  serviceCompaniesAnswerSchema,
  strictInt,
  t,
} from '@app/shared';
import { requireActor } from '../../plugins/auth.ts';
import { idSchema } from '../../plugins/paging.ts';
import { retrievePassword, sendRetrievalCode } from './password-retrieval.ts';
import {
  approveRegistration,
  codeSentData,
  listRegistrations,
  refuseRegistration,
  registerPartner,
  sendRegisterCode,
  serviceCompanies,
} from './registration.service.ts';

const PUBLIC_REGISTER = '/api/public/partner-register';
const PUBLIC_RETRIEVE = '/api/public/retrieve-password';
const REVIEW = '/api/partner-registrations';

const listQuery = z.strictObject({
  access_token: z.string().optional(),
  status: registrationStatusSchema.optional(),
  username: z.string().trim().max(64).optional(),
  page: strictInt((n) => n.min(1).max(1_000_000)).default(1),
  size: strictInt((n) => n.min(1).max(100)).default(20),
});
const idParams = z.strictObject({ id: idSchema });

/**
 * Partner self-registration and password retrieval (public, business-domain §5), and the service
 * company's review of the registrations (系统管理 › 合作方注册审核).
 */
export async function registrationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['registration'];

  r.get(
    `${PUBLIC_REGISTER}/companies`,
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'The service companies a partner may register with (id and name)',
        response: { 200: serviceCompaniesAnswerSchema },
      },
    },
    async () => ({ code: CODE_OK, data: await serviceCompanies(app.db) }),
  );

  r.post(
    `${PUBLIC_REGISTER}/send-code`,
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Sends a 6-digit code to the e-mail (1 a minute, 5 an hour per address and user name)',
        body: emailCodeRequestSchema,
        response: { 200: codeSentAnswerSchema },
      },
    },
    async (req) => {
      await sendRegisterCode(app, req, req.body);
      return { code: CODE_OK, message: t('code.sent', req.lang), data: codeSentData() };
    },
  );

  r.post(
    PUBLIC_REGISTER,
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Registers a partner: waits for the service company’s review unless auto-approved',
        body: partnerRegisterSchema,
        response: { 200: partnerRegisterAnswerSchema },
      },
    },
    async (req) => {
      const data = await registerPartner(app, req, req.body);
      const key = data.status === 'approved' ? 'register.submitted_approved' : 'register.submitted_pending';
      return { code: CODE_OK, message: t(key, req.lang), data };
    },
  );

  r.post(
    `${PUBLIC_RETRIEVE}/send-code`,
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Password retrieval: a code to the registered e-mail (same answer for unknown accounts)',
        body: emailCodeRequestSchema,
        response: { 200: codeSentAnswerSchema },
      },
    },
    async (req) => {
      await sendRetrievalCode(app, req, req.body);
      return { code: CODE_OK, message: t('code.sent_if_match', req.lang), data: codeSentData() };
    },
  );

  r.post(
    PUBLIC_RETRIEVE,
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Password retrieval: the code and a new password; signs every session of the user out',
        body: retrievePasswordSchema,
        response: { 200: okOnlySchema },
      },
    },
    async (req) => {
      await retrievePassword(app, req, req.body);
      return { code: CODE_OK, message: t('retrieve.done', req.lang) };
    },
  );

  r.get(
    REVIEW,
    {
      config: { permission: PERM.partnerRegistrationSearch },
      schema: {
        tags,
        summary:
          'Registrations with the working company as service company (status, username; waiting first)',
        querystring: listQuery,
        response: { 200: partnerRegistrationPageSchema },
      },
    },
    async (req) => listRegistrations(app.db, requireActor(req), req.query),
  );

  r.post(
    `${REVIEW}/:id/approve`,
    {
      config: { permission: PERM.partnerRegistrationApprove },
      schema: {
        tags,
        summary: 'Approves a waiting registration: creates the partner user and e-mails the applicant',
        params: idParams,
        response: { 200: partnerRegistrationAnswerSchema },
      },
    },
    async (req) => {
      const data = await approveRegistration(app, req, requireActor(req), req.params.id);
      return { code: CODE_OK, message: t('register.approved', req.lang), data };
    },
  );

  r.post(
    `${REVIEW}/:id/refuse`,
    {
      config: { permission: PERM.partnerRegistrationRefuse },
      schema: {
        tags,
        summary: 'Refuses a waiting registration with a reason (required), e-mailed to the applicant',
        params: idParams,
        body: refuseRegistrationSchema,
        response: { 200: partnerRegistrationAnswerSchema },
      },
    },
    async (req) => {
      const data = await refuseRegistration(app, req, requireActor(req), req.params.id, req.body.reason);
      return { code: CODE_OK, message: t('register.refused', req.lang), data };
    },
  );
}
