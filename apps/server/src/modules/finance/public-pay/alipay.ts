import { AlipaySdk } from 'alipay-sdk';

/** A cashier's Alipay settings with its decrypted keys (PKCS#8 private key, SPKI provider key). */
export interface AlipaySettings {
  appId: string;
  gateway: string;
  privateKey: string;
  providerPublicKey: string;
}

function sdkOf(settings: AlipaySettings): AlipaySdk {
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
export function alipayPageUrl(
  settings: AlipaySettings,
  order: { out_trade_no: string; total_amount: string; subject: string },
  urls: { notifyUrl: string; returnUrl: string },
): string {
  return sdkOf(settings).pageExecute('alipay.trade.page.pay', 'GET', {
    bizContent: {
      out_trade_no: order.out_trade_no,
      total_amount: order.total_amount,
      subject: order.subject,
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
export function alipayNotifyVerified(settings: AlipaySettings, params: Record<string, string>): boolean {
  if (params.sign_type !== undefined && params.sign_type !== 'RSA2') return false;
  if (!params.sign) return false;
  try {
    return sdkOf(settings).checkNotifySignV2(params);
  } catch {
    return false;
  }
}
