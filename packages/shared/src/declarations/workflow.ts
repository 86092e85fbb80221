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

/**
 * Whether a declaration in this status may be sent (申报): a draft, a bounced (90) or a held (80) one;
 * one already with customs (LOCKED_CD_STATUSES) is not sent again; the server's send refuses it
 * (`send.already_sent`) and the screens do not offer it.
 */
export function declarationSendable(cdStatus: unknown): boolean {
  return !LOCKED_CD_STATUSES.includes(String(cdStatus ?? '0'));
}
