import { z } from 'zod';
import { okSchema, pageSchema } from '../contracts/api.ts';
import { strictInt } from '../kit/schemas.ts';
import { textOf } from '../validators/input.ts';
import { checkPartnerNickname, checkPasswordPolicy } from '../validators/password.ts';
import { checkEmail, checkMobile, checkUsername } from '../validators/text-formats.ts';
import { checkError, type Check, type CheckResult } from '../validators/types.ts';
import { addCheckIssue } from '../validators/zod.ts';

/**
 * Partner self-registration and password retrieval (business-domain §5): the form checks the
 * browser and the server both run, the request bodies and the answers.
 */

/** E-mail one-time codes: 6 digits, valid 10 minutes, 5 tries, one resend a minute, 5 an hour. */
export const EMAIL_CODE = {
  length: 6,
  ttlMinutes: 10,
  maxTries: 5,
  resendSeconds: 60,
  perHour: 5,
} as const;

export const PARTNER_CODE_MAX = 50;
export const REFUSE_REASON_MAX = 500;

/** A required field: blank gives `requiredKey`, anything else the format check. */
function required(requiredKey: string, check?: Check): Check {
  return (value) => (textOf(value) === '' ? checkError(requiredKey) : (check?.(value) ?? null));
}

export const checkRegisterUsername = required('register.username_required', checkUsername);
export const checkRegisterNickname = required('register.nickname_required', checkPartnerNickname);
export const checkRegisterEmail = required('register.email_required', checkEmail);
export const checkPartnerCode = required('register.partner_code_required', (value) =>
  textOf(value).length > PARTNER_CODE_MAX ? checkError('v.too_long', { max: PARTNER_CODE_MAX }) : null,
);
export const checkEmailCode = required('register.code_required', (value) =>
  new RegExp(`^\\d{${EMAIL_CODE.length}}$`).test(textOf(value)) ? null : checkError('register.code_format'),
);
export const checkRefuseReason = required('register.reason_required', (value) =>
  textOf(value).length > REFUSE_REASON_MAX ? checkError('v.too_long', { max: REFUSE_REASON_MAX }) : null,
);

/** The new password and its confirmation: the policy (not containing the user name), then equal. */
export function checkNewPasswordPair(
  password: string | null | undefined,
  confirm: string | null | undefined,
  username: string | null | undefined,
): { password: CheckResult; confirmPassword: CheckResult } {
  return {
    password: checkPasswordPolicy(password, username),
    confirmPassword: !confirm
      ? checkError('v.password_confirm_required')
      : confirm !== password
        ? checkError('v.password_mismatch')
        : null,
  };
}

/** A trimmed text field checked by `check` (missing counts as blank). */
const text = (check: Check, max = 254) =>
  z
    .string()
    .max(max)
    .trim()
    .optional()
    .transform((v) => v ?? '')
    .superRefine((v, ctx) => addCheckIssue(ctx, check(v)));

/** A password field: never trimmed; its checks run on the whole body (they need the user name). */
const secret = z
  .string()
  .max(128)
  .optional()
  .transform((v) => v ?? '');

function passwordPair(
  body: { username: string; password: string; confirmPassword: string },
  ctx: z.RefinementCtx,
) {
  const problems = checkNewPasswordPair(body.password, body.confirmPassword, body.username);
  addCheckIssue(ctx, problems.password, ['password']);
  addCheckIssue(ctx, problems.confirmPassword, ['confirmPassword']);
}

/** POST …/send-code of registration, and step 1 of retrieval: the user name and the e-mail. */
export const emailCodeRequestSchema = z.strictObject({
  username: text(checkRegisterUsername, 64),
  email: text(checkRegisterEmail),
});
export type EmailCodeRequest = z.input<typeof emailCodeRequestSchema>;

/** The registration form. */
export const partnerRegisterSchema = z
  .strictObject({
    username: text(checkRegisterUsername, 64),
    nickname: text(checkRegisterNickname, 64),
    company_id: strictInt((n) => n.positive().max(2_147_483_647))
      .nullish()
      .transform((v) => v ?? null),
    customer_code: text(checkPartnerCode, 100),
    email: text(checkRegisterEmail),
    /** Optional mobile number (11 digits). */
    phone: text(checkMobile, 30),
    code: text(checkEmailCode, 20),
    password: secret,
    confirmPassword: secret,
  })
  .superRefine((body, ctx) => {
    if (body.company_id === null) addCheckIssue(ctx, checkError('register.company_required'), ['company_id']);
    passwordPair(body, ctx);
  });
export type PartnerRegisterInput = z.input<typeof partnerRegisterSchema>;

/** Step 2 of retrieval: the code and the new password. */
export const retrievePasswordSchema = z
  .strictObject({
    username: text(checkRegisterUsername, 64),
    email: text(checkRegisterEmail),
    code: text(checkEmailCode, 20),
    password: secret,
    confirmPassword: secret,
  })
  .superRefine(passwordPair);
export type RetrievePasswordInput = z.input<typeof retrievePasswordSchema>;

export const refuseRegistrationSchema = z.strictObject({ reason: text(checkRefuseReason, 600) });

export const REGISTRATION_STATUSES = ['pending', 'approved', 'refused'] as const;
export const registrationStatusSchema = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

/** GET …/companies: the service companies a partner may choose (id and name only). */
export const serviceCompaniesAnswerSchema = okSchema(
  z.array(z.object({ id: z.number().int(), name: z.string() })),
);

/** A code was sent (or, in retrieval, would have been): when the next may be asked for. */
export const codeSentAnswerSchema = okSchema(
  z.object({ resend_seconds: z.number().int(), expires_minutes: z.number().int() }),
);

/** The registration was taken: waiting for review, or approved at once. */
export const partnerRegisterAnswerSchema = okSchema(
  z.object({ id: z.number().int(), status: registrationStatusSchema }),
);

/** One registration as the review screen lists it (never the password hash). */
export const partnerRegistrationSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company_id: z.number().int(),
  company_name: z.string().nullable(),
  customer_code: z.string(),
  customer_name: z.string().nullable(),
  status: registrationStatusSchema,
  reason: z.string().nullable(),
  user_id: z.number().int().nullable(),
  reviewed_by: z.number().int().nullable(),
  reviewer_name: z.string().nullable(),
  review_time: z.union([z.date(), z.string()]).nullable(),
  create_time: z.union([z.date(), z.string()]),
});
export type PartnerRegistration = Omit<
  z.infer<typeof partnerRegistrationSchema>,
  'review_time' | 'create_time'
> & {
  review_time: string | null;
  create_time: string;
};

export const partnerRegistrationPageSchema = pageSchema(partnerRegistrationSchema);
export const partnerRegistrationAnswerSchema = okSchema(partnerRegistrationSchema);
