/**
 * The answers of the public fee and payment calls (amounts are exact decimal strings): the shared
 * contracts in `packages/shared/src/contracts/finance.ts`, which the web's public pages type from too.
 */
export {
  feesAnswerSchema as feesAnswer,
  onlinePaymentAnswerSchema as onlineAnswer,
  paymentInfoAnswerSchema as paymentAnswer,
  paymentResultAnswerSchema as resultAnswer,
  transferAnswerSchema as transferAnswer,
  workFeeAnswerSchema as workFeeAnswer,
} from '@app/shared';
