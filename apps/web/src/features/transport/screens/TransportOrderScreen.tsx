import { useState } from 'react';
import { Segmented } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../menu/registry.ts';
import { TRANSPORT_NS } from '../locales.ts';
import { DispatchBoard } from './DispatchBoard.tsx';
import { TransportOrderList } from './TransportOrderList.tsx';

type View = 'list' | 'board';

/** 运输订单: the list, or the dispatch board of a day (`?view=board` opens the board). */
export default function TransportOrderScreen({ route }: ScreenProps) {
  const { t } = useTranslation(TRANSPORT_NS);
  const [params] = useSearchParams();
  const [view, setView] = useState<View>(params.get('view') === 'board' ? 'board' : 'list');
  return (
    <div className="transport-orders">
      <Segmented<View>
        style={{ marginBottom: 12 }}
        value={view}
        onChange={setView}
        options={[
          { value: 'list', label: t('list') },
          { value: 'board', label: t('board') },
        ]}
      />
      {view === 'list' ? <TransportOrderList route={route} /> : <DispatchBoard />}
    </div>
  );
}
