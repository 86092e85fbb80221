import { options } from '../kit/fields.ts';

/**
 * The declaration's workflow status (cd_status) after a receipt code (business-domain §4):
 * ss sent → 20; 0/7/L/J accepted → 30; K/P released → 40; R cleared → 50; H/C held → 80; E bounced → 90.
 * Unknown codes leave the status unchanged (undefined).
 */
export function cdStatusForReturnCode(code: string): string | undefined {
  switch (code) {
    case 'ss':
      return '20';
    case '0':
    case '7':
    case 'L':
    case 'J':
      return '30';
    case 'K':
    case 'P':
      return '40';
    case 'R':
      return '50';
    case 'H':
    case 'C':
      return '80';
    case 'E':
      return '90';
    default:
      return undefined;
  }
}

/** Statuses in which a declaration is with customs and may not be edited (bounced 90 and held 80 may). */
export const LOCKED_CD_STATUSES: readonly string[] = ['20', '30', '40', '50'];

/** Receipt codes with their meaning (spec §4), for timelines. */
export const RETURN_CODE_OPTIONS = options({
  ss: { zh: '已发送', en: 'Sent' },
  '0': { zh: '入库/待发送', en: 'Stored / pending send' },
  '7': { zh: '直接申报成功', en: 'Declared directly' },
  L: { zh: '海关入库成功', en: 'Stored in full by customs' },
  J: { zh: '海关已接受申报', en: 'Accepted by customs' },
  E: { zh: '退单', en: 'Bounced back' },
  H: { zh: '挂起', en: 'Held' },
  K: { zh: '担保放行', en: 'Guaranteed release' },
  P: { zh: '已放行', en: 'Released' },
  R: { zh: '已结关', en: 'Cleared' },
  C: { zh: '查验通知', en: 'Inspection notice' },
});

/** The folders of a folder (ftp_tool) channel, all under its main directory. */
export function channelFolders(mainDir: string) {
  const base = mainDir.replace(/[\\/]+$/, '');
  return {
    outbox: `${base}/outbox`,
    inbox: `${base}/inbox`,
    processed: `${base}/processed`,
    failed: `${base}/failed`,
  };
}
