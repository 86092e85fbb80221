import { PERM } from '@app/shared';

/** Every demo role opens the message centre (sending stays with the administrator: message:send). */
const MESSAGES = 'messageCenter';

/** What each demo role may open: resource codes (a page brings its buttons, ancestors come along). */
export const ROLE_GRANTS: Record<string, string[]> = {
  clerk: [
    'declaration',
    'declaration:edit-page',
    'shippingBill',
    'manifest',
    'channel',
    'ems',
    'sasPassport',
    'sasTwoPassport',
    'invt',
    'hwMatnr',
    'download',
    PERM.customerSearch,
    'baseData',
    'hsCode',
    MESSAGES,
  ],
  service: [
    'appointment',
    'task',
    'transport',
    'carrier',
    'driver',
    'declaration',
    'download',
    'base:customer',
    MESSAGES,
  ],
  finance: [
    'bill',
    'contract',
    'contractScheme',
    'chargeItem',
    'rate',
    'bankAccount',
    'cashier',
    'download',
    PERM.customerSearch,
    MESSAGES,
  ],
  service_supervisor: [
    'appointment',
    'task',
    'transport',
    'declaration',
    'download',
    'base:customer',
    'sensitive',
    'agentRelation',
    MESSAGES,
  ],
  ccs_admin: ['declaration', 'declaration:edit-page', 'manifest', 'channel', 'download', MESSAGES],
  ccs_clerk: ['declaration', 'declaration:edit-page', 'download', MESSAGES],
  yy_admin: ['yy', PERM.customerSearch],
  yy_front: ['yy:welcome', 'yy:appointment', 'yy:customer', 'yy:message', PERM.customerSearch],
};
