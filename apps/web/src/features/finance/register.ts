import { bill, contract, contractScheme, payment, statement } from '@app/shared';
import { registerScreen } from '../../menu/registry.ts';

// Finance: 合同方案 with its prices, 合同 with its detail, 应收应付 with 未计费原因, 对账单, 收付款, 财务报表,
// and the partner's 我的对账单. Charge items and cashiers keep the generic list.
registerScreen({ code: contractScheme.resource }, () => import('./screens/ContractSchemeList.tsx'));
registerScreen({ code: contract.resource }, () => import('./screens/ContractList.tsx'));
registerScreen({ code: bill.resource }, () => import('./screens/BillList.tsx'));
registerScreen({ code: statement.resource }, () => import('./screens/StatementList.tsx'));
registerScreen({ code: payment.resource }, () => import('./screens/PaymentList.tsx'));
registerScreen({ code: 'financeReport' }, () => import('./screens/FinanceReport.tsx'));
registerScreen({ code: 'yy:statement' }, () => import('./screens/PartnerStatementList.tsx'));
