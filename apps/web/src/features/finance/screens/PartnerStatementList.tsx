import type { ScreenProps } from '../../../menu/registry.ts';
import { StatementList } from './StatementList.tsx';

/** 我的对账单 (customer site): the partner's own statements, to confirm, dispute and pay. */
export default function PartnerStatementList({ route }: ScreenProps) {
  return <StatementList route={route} mode="partner" />;
}
