import { Result, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { bill } from '@app/shared';
import { CRUD_NS } from '../../../crud/locales.ts';
import { usePermission } from '../../../crud/permission.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { FINANCE_NS } from '../locales.ts';
import { AgeingReport } from './AgeingReport.tsx';
import { ProfitReport } from './ProfitReport.tsx';
import '../finance.css';

/** 财务报表: the ageing of open amounts and the profit per job (both read with bill:search). */
export default function FinanceReport({ route }: ScreenProps) {
  const { t } = useTranslation(FINANCE_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const allowed = usePermission(bill.permissions.list);
  return (
    <div className="app-page finance-report">
      <h1 className="page-title">{route.title}</h1>
      {allowed ? (
        <Tabs
          items={[
            { key: 'ageing', label: t('report.ageing'), children: <AgeingReport /> },
            { key: 'profit', label: t('report.profit'), children: <ProfitReport /> },
          ]}
        />
      ) : (
        <Result status="403" subTitle={crud('noPermission')} />
      )}
    </div>
  );
}
