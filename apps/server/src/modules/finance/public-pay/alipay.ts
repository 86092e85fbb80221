import type * as Alipay from 'alipay-sdk';

/** A cashier's Alipay settings with its decrypted keys (PKCS#8 private key, SPKI provider key). */
export interface AlipaySettings {
  appId: string;
  gateway: string;
  privateKey: string;
  providerPublicKey: string;
}

// loaded on the first payment: the SDK and its crypto libraries stay out of a server nobody pays through
let sdkModule: Promise<typeof Alipay> | undefined;

async function sdkOf(settings: AlipaySettings): Promise<Alipay.AlipaySdk> {
  const { AlipaySdk } = await (sdkModule ??= import('alipay-sdk'));
  return new AlipaySdk({
    appId: settings.appId,
    privateKey: settings.privateKey,
    keyType: 'PKCS8',
    alipayPublicKey: settings.providerPublicKey,
    gateway: settings.gateway,
  });
}

/**
 * The URL of Alipay's cashier page for an order (alipay.trade.page.pay, signed RSA2 with the app's
 * key). Built locally: nothing is sent to the provider until the payer's browser opens it.
 */
export async function alipayPageUrl(
  settings: AlipaySettings,
  order: { out_trade_no: string; total_amount: string; subject: string; time_expire: string },
  urls: { notifyUrl: string; returnUrl: string },
): Promise<string> {
  return (await sdkOf(settings)).pageExecute('alipay.trade.page.pay', 'GET', {
    bizContent: {
      out_trade_no: order.out_trade_no,
      total_amount: order.total_amount,
      subject: order.subject,
      time_expire: order.time_expire,
      product_code: 'FAST_INSTANT_TRADE_PAY',
    },
    notifyUrl: urls.notifyUrl,
    returnUrl: urls.returnUrl,
  });
}

/**
 * Whether an asynchronous notification carries Alipay's RSA2 signature over its other parameters
 * (sorted, `sign` and `sign_type` left out, values as received). Only RSA2 is accepted.
 */
export async function alipayNotifyVerified(
  settings: AlipaySettings,
  params: Record<string, string>,
): Promise<boolean> {
  if (params.sign_type !== undefined && params.sign_type !== 'RSA2') return false;
  if (!params.sign) return false;
  const sdk = await sdkOf(settings);
  try {
    return sdk.checkNotifySignV2(params);
  } catch {
    return false;
  }
}

/** What a refund request came to: done, or why not (kept on the order). */
export type RefundOutcome = { ok: true } | { ok: false; reason: string };

/**
 * Refunds a paid order in full (alipay.trade.refund, signed RSA2, the answer's signature checked by the
 * SDK). `out_request_no` is the order's own number, so asking again never refunds twice.
 */
async function alipayRefund(
  settings: AlipaySettings,
  order: { out_trade_no: string; amount: string; reason: string },
): Promise<RefundOutcome> {
  try {
    const answer = (await (
      await sdkOf(settings)
    ).exec('alipay.trade.refund', {
      bizContent: {
        out_trade_no: order.out_trade_no,
        refund_amount: order.amount,
        out_request_no: `${order.out_trade_no}R`,
        refund_reason: order.reason,
      },
    })) as { code?: string; msg?: string; subMsg?: string; sub_msg?: string };
    return answer.code === '10000'
      ? { ok: true }
      : { ok: false, reason: `${answer.code ?? '?'} ${answer.subMsg ?? answer.sub_msg ?? answer.msg ?? ''}` };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}

/** The provider's refund (a seam: tests put a stand-in here instead of calling the gateway). */
export const providerRefund = { run: alipayRefund };
