import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkMoneyAmount, CODE_OK, errorResponses, UPLOAD_SIZE_MAX } from '@app/shared';
import { AppError, fieldError } from '../../../plugins/app-error.ts';
import { LocalBlobStore, S3BlobStore, type BlobStore } from '../../../plugins/blob-store.ts';
import { FileStore } from '../../../plugins/file-store.ts';
import '../cashier/cashier-messages.ts';
import { processAlipayNotify } from './fee-notify.ts';
import { offersOnline, onlinePaymentResult, startOnlinePayment } from './online-payment.ts';
import { payTokenKey, readPayToken } from './pay-tokens.ts';
import { lookupFees, lookupWorkFee } from './public-lookup.ts';
import { companyCashier, payDue, reportTransfer, type TransferInput } from './public-payment.ts';
import { publicPayLimits } from './rate-limit.ts';
import {
  feesAnswer,
  onlineAnswer,
  paymentAnswer,
  resultAnswer,
  transferAnswer,
  workFeeAnswer,
} from './public-pay.schemas.ts';
import { wholeFile } from '../../../plugins/upload-bytes.ts';

const tags = ['public-pay'];
const text = (max: number) => z.string().trim().min(1, 'pay.required').max(max);
const publicCall = { permission: 'public' } as const;

/** The multipart form of a reported transfer, read whole (the slip at most 10 MB). */
interface TransferForm {
  fields: Record<string, string>;
  slip?: TransferInput['slip'];
}

async function transferForm(req: FastifyRequest): Promise<TransferForm> {
  if (!req.isMultipart()) throw fieldError('slip', 'pay.slip_required');
  const fields: Record<string, string> = {};
  let slip: TransferInput['slip'] | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: UPLOAD_SIZE_MAX, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        const bytes = await wholeFile(part);
        if (part.fieldname === 'slip' && bytes.length) slip = { name: part.filename, bytes };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    if ((e as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'v.upload_size', { max: '10MB' });
    throw new AppError(400, 'error.bad_request');
  }
  return slip ? { fields, slip } : { fields };
}

/** The reported transfer's fields, checked one by one (each refusal names its field). */
function transferFields(form: TransferForm) {
  const need = (name: string, max: number) => {
    const value = (form.fields[name] ?? '').trim();
    if (!value) throw fieldError(name, 'pay.required');
    if (value.length > max) throw fieldError(name, 'v.too_long', { max });
    return value;
  };
  const token = need('token', 400);
  // the amount exactly as sent (checked by the shared amount rule with the due's currency): not trimmed
  const amount = form.fields.amount ?? '';
  if (!amount) throw fieldError('amount', 'pay.required');
  if (amount.length > 20) throw fieldError('amount', 'v.too_long', { max: 20 });
  const reference = need('reference', 64);
  const payer_name = need('payer_name', 200);
  if (!form.slip) throw fieldError('slip', 'pay.slip_required');
  return { token, input: { amount, reference, payer_name, slip: form.slip } };
}

/**
 * The public fee and payment pages' calls (no session; per-address limits): look up what is due on a
 * document, see how to pay it, report a bank transfer with its slip, start an online payment, and the
 * provider's notification with the return page's result.
 */
export async function publicPayRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tokenKey = payTokenKey(app.config.dataDir);
  const limits = publicPayLimits();
  const blobs: BlobStore = app.config.s3Url
    ? new S3BlobStore(app.config.s3Url)
    : new LocalBlobStore(new FileStore(app.config.filesDir));
  if (blobs instanceof S3BlobStore) app.addHook('onClose', async () => blobs.destroy());

  const target = (token: string) => {
    const found = readPayToken(tokenKey, token);
    if (!found) throw fieldError('token', 'pay.token_invalid');
    return found;
  };
  /** A lookup: refused while the address has too many misses; a miss counts and answers one message. */
  const lookup = async <T>(req: FastifyRequest, run: () => Promise<T | undefined>): Promise<T> => {
    await limits.calls.take(app.db, req.ip);
    await limits.failures.check(app.db, req.ip);
    const found = await run();
    if (found === undefined) {
      await limits.failures.count(app.db, req.ip);
      throw new AppError(404, 'pay.not_found');
    }
    return found;
  };

  r.get(
    '/api/public/fees',
    {
      config: publicCall,
      schema: {
        tags,
        summary:
          'What is due on a statement (its no. + pay code) or a document (declaration, container, appointment or transport order no. + a phone on it)',
        querystring: z.object({ no: text(64), verify: text(32) }),
        response: { 200: feesAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const data = await lookup(req, () => lookupFees(app.db, tokenKey, req.query.no, req.query.verify));
      return { code: CODE_OK, data };
    },
  );

  r.get(
    '/api/public/workfee',
    {
      config: publicCall,
      schema: {
        tags,
        summary: "An appointment's open storage and handling fee, verified by the payer's or driver's phone",
        querystring: z.object({ appointment_no: text(32), phone: text(20) }),
        response: { 200: workFeeAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const { appointment_no, phone } = req.query;
      const data = await lookup(req, () => lookupWorkFee(app.db, tokenKey, appointment_no, phone));
      return { code: CODE_OK, data };
    },
  );

  r.get(
    '/api/public/payment',
    {
      config: publicCall,
      schema: {
        tags,
        summary:
          "What a payment link pays: the amount due, the payee's bank account, whether online payment is offered",
        querystring: z.object({ token: text(400) }),
        response: { 200: paymentAnswer, ...errorResponses },
      },
    },
    async (req) => {
      await limits.calls.take(app.db, req.ip);
      const due = await payDue(app.db, target(req.query.token));
      const found = await companyCashier(app.db, due.company_id, req.hostname);
      return {
        code: CODE_OK,
        data: {
          kind: due.kind,
          document_no: due.document_no,
          party_name: due.party_name,
          currency: due.currency,
          due: due.due,
          payee: found?.company_name ?? null,
          bank: found
            ? {
                bank_name: found.account.bank_name,
                account_no: found.account.bank_no,
                holder: found.account.account_company_name,
              }
            : null,
          online: found ? await offersOnline(app.db, app.config.dataDir, found.cashier, due.currency) : false,
        },
      };
    },
  );

  r.post(
    '/api/public/payment/transfer',
    {
      config: publicCall,
      schema: {
        tags,
        summary:
          'Reports a bank transfer (multipart: token, amount, reference, payer_name, slip): a pending payment with its slip',
        consumes: ['multipart/form-data'],
        response: { 201: transferAnswer, ...errorResponses },
      },
    },
    async (req, reply) => {
      await limits.calls.take(app.db, req.ip);
      const { token, input } = transferFields(await transferForm(req));
      const payment = await reportTransfer(app.db, blobs, target(token), input);
      return reply.code(201).send({
        code: CODE_OK,
        data: {
          payment_no: payment.payment_no ?? '',
          amount: payment.amount,
          currency: payment.currency,
          status: 'pending',
        },
      });
    },
  );

  r.post(
    '/api/public/payment/online',
    {
      config: publicCall,
      schema: {
        tags,
        summary: "Starts an online payment of the whole amount due: answers the provider's page URL",
        body: z.strictObject({ token: text(400) }),
        response: { 200: onlineAnswer, ...errorResponses },
      },
    },
    async (req) => {
      await limits.calls.take(app.db, req.ip);
      const data = await startOnlinePayment(app.db, app.config.dataDir, target(req.body.token), req.hostname);
      return { code: CODE_OK, data };
    },
  );

  r.get(
    '/api/public/payment/result',
    {
      config: publicCall,
      schema: {
        tags,
        summary:
          'The state of an online payment for the return page: created (waiting), paid, closed, refunding or refunded (paid twice)',
        querystring: z.object({ out_trade_no: text(64) }),
        response: { 200: resultAnswer, ...errorResponses },
      },
    },
    async (req) => {
      await limits.calls.take(app.db, req.ip);
      return { code: CODE_OK, data: await onlinePaymentResult(app.db, req.query.out_trade_no) };
    },
  );

  r.post(
    '/fee/notify',
    {
      config: publicCall,
      schema: {
        tags,
        summary:
          "Alipay's asynchronous notification (form-encoded, RSA2-signed): answers the plain text success or failure; a total_amount not in the amount format is refused with 400",
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const params = Object.fromEntries(
        Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      // an amount enters only in the documented format (the shared rule): anything else is refused
      // here, naming the field, before any order is read
      if (params.total_amount !== undefined) {
        const wrong = checkMoneyAmount(params.total_amount);
        if (wrong) throw fieldError('total_amount', wrong.key, wrong.params);
      }
      const answer =
        Object.keys(params).length === Object.keys(body).length
          ? await processAlipayNotify(app.db, app.config.dataDir, params)
          : 'failure';
      return reply
        .type('text/plain; charset=utf-8')
        .serializer((payload) => String(payload))
        .send(answer);
    },
  );

  // The public pages' addresses as printed on notices and given to the provider (/fee/index, …) lead to the
  // web app, which lives under /index/, with their query kept.
  for (const page of ['/fee/notify', '/fee/index', '/workfee/index', '/payment/index'])
    r.get(page, { config: publicCall, schema: { hide: true } }, async (req, reply) => {
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      return reply.redirect(`/index${page}${query}`);
    });
}
