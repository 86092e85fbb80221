import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Input,
  Select,
  Space,
  Table,
  Tabs,
  Typography,
} from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contract, localize, UNPAGED_SIZE } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { getRecord, listRecords } from '../../../crud/crud-api.ts';
import { displayValue } from '../../../crud/display.ts';
import { BusinessTime } from '../../../components/BusinessTime.tsx';
import type { Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import { usePermissionCodes } from '../../../crud/services.tsx';
import { currentLang } from '../../../i18n/index.ts';
import { contractHistory, pricePreview, type ContractSnapshot } from '../api.ts';
import { FINANCE_NS } from '../locales.ts';
import { formatAmount, isDecimalText, moneyText } from '../model/finance-model.ts';
import { PriceItemsTable } from './PriceItemsTable.tsx';

const SHOWN = [
  'contract_no',
  'name',
  'party_type',
  'party_name',
  'scheme_id',
  'business_type',
  'valid_from',
  'valid_to',
  'currency',
  'settle_currency',
  'payment_days',
  'status',
];
/** The fields a history row sums up. */
const SNAPSHOT_FIELDS = [
  'name',
  'valid_from',
  'valid_to',
  'currency',
  'settle_currency',
  'payment_days',
  'status',
];

/**
 * A contract in a drawer: its fields, its charge items with their prices (editable with contract:update),
 * a price preview for a quantity, and the history of its changes (a snapshot before each).
 */
export function ContractDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation(FINANCE_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const lang = currentLang();
  const codes = usePermissionCodes();
  const queries = useQueryClient();
  const record = useQuery({
    queryKey: ['contract', id],
    queryFn: () => getRecord('/api/contracts', id),
    retry: false,
  });
  const history = useQuery({
    queryKey: ['contract-history', id],
    queryFn: () => contractHistory(id),
    retry: false,
  });
  // the snapshot's items name their charge item by id: the contract's items today give the names
  const items = useQuery({
    queryKey: ['price-items', '/api/contract-items', id],
    queryFn: () =>
      listRecords('/api/contract-items', { page: 1, size: UNPAGED_SIZE, contract_id: id, sort: 'id,asc' }),
    retry: false,
  });
  const names = new Map(
    (items.data?.content ?? []).map((i) => [
      Number(i.charge_item_id),
      String((i._display as Row | undefined)?.charge_item_id ?? ''),
    ]),
  );
  const itemName = (itemId: unknown) => names.get(Number(itemId)) || `#${String(itemId ?? '')}`;
  const row = record.data;
  const field = (name: string) => localize(contract.fields[name]!.label, lang);
  const shown = (name: string, r: Row) => displayValue(contract.fields[name]!, name, r, lang, crud);

  return (
    <Drawer
      open
      width={820}
      title={t('contract.detailTitle', { no: String(row?.contract_no ?? id) })}
      onClose={onClose}
    >
      {record.isError && <Alert type="error" showIcon message={errorText(record.error)} />}
      {row && (
        <Descriptions size="small" column={2} bordered>
          {SHOWN.map((name) => (
            <Descriptions.Item key={name} label={field(name)}>
              {shown(name, row)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      <Tabs
        style={{ marginTop: 12 }}
        items={[
          {
            key: 'items',
            label: t('items.title'),
            children: (
              <PriceItemsTable
                url="/api/contract-items"
                parentField="contract_id"
                parentId={id}
                partyType={row ? String(row.party_type ?? '') : undefined}
                editable={codes.has(contract.permissions.edit)}
                onChanged={() => void queries.invalidateQueries({ queryKey: ['contract-history', id] })}
              />
            ),
          },
          {
            key: 'preview',
            label: t('contract.preview'),
            children: (
              <PricePreview
                id={id}
                currency={String(row?.currency ?? '')}
                items={[...names].map(([value, label]) => ({ value, label: label || `#${value}` }))}
              />
            ),
          },
          {
            key: 'history',
            label: t('contract.history'),
            children: (
              <>
                {history.isError && <Alert type="error" showIcon message={errorText(history.error)} />}
                <Table<ContractSnapshot>
                  size="small"
                  rowKey="id"
                  loading={history.isFetching}
                  dataSource={history.data ?? []}
                  pagination={false}
                  locale={{ emptyText: <Empty description={t('contract.noHistory')} /> }}
                  expandable={{
                    expandedRowRender: (h) => (
                      <Descriptions size="small" column={2}>
                        {SNAPSHOT_FIELDS.map((name) => (
                          <Descriptions.Item key={name} label={field(name)}>
                            {shown(name, h.snapshot?.contract ?? {})}
                          </Descriptions.Item>
                        ))}
                        <Descriptions.Item label={t('items.title')} span={2}>
                          {(h.snapshot?.items ?? [])
                            .map(
                              (i) =>
                                `${itemName(i.charge_item_id)} ${formatAmount(i.price)} / ${formatAmount(i.min_charge)} / ${formatAmount(i.free_qty, 0)}`,
                            )
                            .join('；')}
                        </Descriptions.Item>
                      </Descriptions>
                    ),
                  }}
                  columns={[
                    {
                      title: t('contract.changeTime'),
                      dataIndex: 'change_time',
                      render: (v: string) => <BusinessTime value={v} />,
                    },
                    {
                      title: t('contract.change'),
                      dataIndex: 'change',
                      render: (v: string) => t(`contract.changeKind.${v}`, { defaultValue: v }),
                    },
                    { title: t('contract.version'), dataIndex: 'version' },
                    {
                      title: t('contract.changedBy'),
                      key: 'by',
                      render: (_v, h) => (h.changed_by === null ? '' : `#${h.changed_by}`),
                    },
                  ]}
                />
              </>
            ),
          },
        ]}
      />
    </Drawer>
  );
}

/** What a quantity of one charge item costs under the contract (the server's exact computation). */
function PricePreview({
  id,
  currency,
  items,
}: {
  id: number;
  currency: string;
  /** The contract's charge items (only they are priced). */
  items: { value: number; label: string }[];
}) {
  const { t } = useTranslation(FINANCE_NS);
  const app = App.useApp();
  const [item, setItem] = useState<number>();
  const [quantity, setQuantity] = useState('1');
  const [amount, setAmount] = useState<string | null | undefined>();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!item) {
      void app.message.error(t('v.chargeItem'));
      return;
    }
    if (!isDecimalText(quantity, 3)) {
      void app.message.error(t('v.quantity_format'));
      return;
    }
    setBusy(true);
    try {
      setAmount((await pricePreview(id, item, quantity.trim())).amount);
    } catch (error) {
      void app.message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="finance-price-preview">
      <Space wrap>
        <div style={{ width: 240 }}>
          <Select
            style={{ width: '100%' }}
            aria-label={t('term.charge_item_id')}
            placeholder={t('term.charge_item_id')}
            value={item}
            options={items}
            notFoundContent={t('items.none')}
            onChange={(v: number) => {
              setItem(v);
              setAmount(undefined);
            }}
          />
        </div>
        <Input
          style={{ width: 140 }}
          inputMode="decimal"
          aria-label={t('contract.quantity')}
          addonBefore={t('contract.quantity')}
          value={quantity}
          onChange={(e) => {
            setQuantity(e.target.value);
            setAmount(undefined);
          }}
        />
        <Button type="primary" loading={busy} onClick={() => void run()}>
          {t('contract.compute')}
        </Button>
      </Space>
      {amount !== undefined && (
        <Typography.Paragraph style={{ marginTop: 12 }} className="finance-preview-amount">
          {amount === null
            ? t('contract.notPriced')
            : t('contract.amount', { amount: moneyText(amount, currency) })}
        </Typography.Paragraph>
      )}
    </div>
  );
}
