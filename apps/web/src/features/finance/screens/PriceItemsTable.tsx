import { useState } from 'react';
import { Alert, App, Button, Empty, Input, Space, Table, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UNPAGED_SIZE } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { confirmThen } from '../../../crud/confirm.ts';
import { createRecord, deleteRecords, listRecords, updateRecord } from '../../../crud/crud-api.ts';
import type { Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import { RefSelect } from '../../../crud/RefSelect.tsx';
import { FINANCE_NS } from '../locales.ts';
import { formatAmount, priceProblem } from '../model/finance-model.ts';

/** The three terms of a price line, as typed. */
interface Terms {
  price: string;
  min_charge: string;
  free_qty: string;
}
const SCALE: Record<keyof Terms, number> = { price: 4, min_charge: 2, free_qty: 3 };
const TERMS = Object.keys(SCALE) as (keyof Terms)[];

/** The first term that is not a decimal of its scale (or empty for the price), to be named. */
export function termsProblem(terms: Terms): keyof Terms | null {
  for (const key of TERMS) {
    const value = terms[key]?.trim() ?? '';
    if (!value && key !== 'price') continue;
    if (priceProblem(value, SCALE[key])) return key;
  }
  return null;
}

export interface PriceItemsTableProps {
  /** `/api/contract-scheme-items` or `/api/contract-items`. */
  url: string;
  /** The lines' parent field (`scheme_id`, `contract_id`) and id. */
  parentField: string;
  parentId: number;
  editable: boolean;
  /** The party type of the scheme or contract: its charge items are receivable (customer) or payable. */
  partyType?: string;
  /** After a line was added, changed or removed (a contract's history grows). */
  onChanged?: () => void;
}

/**
 * The charge items of a scheme or a contract with their prices: each line edited in place (price,
 * minimum charge, free quantity), removed after a confirmation, and a new line added at the bottom.
 */
export function PriceItemsTable({
  url,
  parentField,
  parentId,
  editable,
  partyType,
  onChanged,
}: PriceItemsTableProps) {
  const { t } = useTranslation(FINANCE_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const app = App.useApp();
  const queries = useQueryClient();
  const key = ['price-items', url, parentId];
  const query = useQuery({
    queryKey: key,
    queryFn: () => listRecords(url, { page: 1, size: UNPAGED_SIZE, [parentField]: parentId, sort: 'id,asc' }),
    retry: false,
  });
  const [editing, setEditing] = useState<{ id: number; terms: Terms } | null>(null);
  const [adding, setAdding] = useState<Terms & { charge_item_id?: number }>({
    price: '',
    min_charge: '0',
    free_qty: '0',
  });
  const [busy, setBusy] = useState(false);
  const rows = query.data?.content ?? [];

  const changed = async () => {
    await queries.invalidateQueries({ queryKey: key });
    onChanged?.();
  };
  const checked = (terms: Terms) => {
    const bad = termsProblem(terms);
    if (bad) void app.message.error(t('v.term', { field: t(`term.${bad}`) }));
    return !bad;
  };
  const body = (terms: Terms) => ({
    price: terms.price.trim(),
    min_charge: terms.min_charge.trim() || '0',
    free_qty: terms.free_qty.trim() || '0',
  });

  const save = async (row: Row) => {
    if (!editing || !checked(editing.terms)) return;
    setBusy(true);
    try {
      await updateRecord(url, row.id, {
        [parentField]: parentId,
        charge_item_id: row.charge_item_id,
        ...body(editing.terms),
        version: row.version,
      });
      setEditing(null);
      void app.message.success(crud('success'));
      await changed();
    } catch (error) {
      void app.message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  const add = async () => {
    if (!adding.charge_item_id) {
      void app.message.error(t('v.chargeItem'));
      return;
    }
    if (!checked(adding)) return;
    setBusy(true);
    try {
      await createRecord(url, {
        [parentField]: parentId,
        charge_item_id: adding.charge_item_id,
        ...body(adding),
      });
      setAdding({ price: '', min_charge: '0', free_qty: '0' });
      void app.message.success(crud('success'));
      await changed();
    } catch (error) {
      void app.message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  const remove = (row: Row) =>
    confirmThen(app, t('items.removeAsk', { item: itemName(row) }), () => deleteRecords(url, [row.id]), {
      danger: true,
      after: () => void changed(),
    });

  const termCell = (name: keyof Terms) => (value: unknown, row: Row) =>
    editing && editing.id === row.id ? (
      <Input
        size="small"
        inputMode="decimal"
        aria-label={t(`term.${name}`)}
        value={editing.terms[name]}
        onChange={(e) => setEditing({ id: editing.id, terms: { ...editing.terms, [name]: e.target.value } })}
      />
    ) : (
      formatAmount(value, name === 'price' ? 2 : name === 'min_charge' ? 2 : 0)
    );

  return (
    <div className="finance-price-items">
      {query.isError && <Alert type="error" showIcon message={errorText(query.error)} />}
      <Table<Row>
        size="small"
        rowKey="id"
        loading={query.isFetching}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Empty description={t('items.none')} /> }}
        columns={[
          { title: t('term.charge_item_id'), key: 'item', render: (_v, row) => itemName(row) },
          { title: t('term.price'), dataIndex: 'price', align: 'right', render: termCell('price') },
          {
            title: t('term.min_charge'),
            dataIndex: 'min_charge',
            align: 'right',
            render: termCell('min_charge'),
          },
          { title: t('term.free_qty'), dataIndex: 'free_qty', align: 'right', render: termCell('free_qty') },
          ...(editable
            ? [
                {
                  title: crud('actions'),
                  key: 'actions',
                  width: 150,
                  render: (_v: unknown, row: Row) =>
                    editing?.id === row.id ? (
                      <Space size={0}>
                        <Button type="link" size="small" loading={busy} onClick={() => void save(row)}>
                          {t('save')}
                        </Button>
                        <Button type="link" size="small" onClick={() => setEditing(null)}>
                          {crud('cancel')}
                        </Button>
                      </Space>
                    ) : (
                      <Space size={0}>
                        <Button
                          type="link"
                          size="small"
                          onClick={() =>
                            setEditing({
                              id: Number(row.id),
                              terms: {
                                price: String(row.price ?? ''),
                                min_charge: String(row.min_charge ?? '0'),
                                free_qty: String(row.free_qty ?? '0'),
                              },
                            })
                          }
                        >
                          {crud('edit')}
                        </Button>
                        <Button type="link" size="small" danger onClick={() => remove(row)}>
                          {crud('delete')}
                        </Button>
                      </Space>
                    ),
                },
              ]
            : []),
        ]}
      />
      {editable && (
        <div className="finance-add-item">
          <Typography.Text strong>{t('items.add')}</Typography.Text>
          <Space wrap style={{ marginTop: 8 }}>
            <div style={{ width: 220 }}>
              <RefSelect
                entity="charge-items"
                filter={{ status: '1', ...ioFilter(partyType) }}
                placeholder={t('term.charge_item_id')}
                aria-label={t('term.charge_item_id')}
                value={adding.charge_item_id ?? null}
                onChange={(v) =>
                  setAdding({ ...adding, charge_item_id: v === undefined ? undefined : Number(v) })
                }
              />
            </div>
            {TERMS.map((name) => (
              <Input
                key={name}
                style={{ width: 120 }}
                inputMode="decimal"
                placeholder={t(`term.${name}`)}
                aria-label={t(`term.${name}`)}
                value={adding[name]}
                onChange={(e) => setAdding({ ...adding, [name]: e.target.value })}
              />
            ))}
            <Button type="primary" loading={busy} onClick={() => void add()}>
              {crud('add')}
            </Button>
          </Space>
        </div>
      )}
    </div>
  );
}

/** The charge item of a line by name (the list's display), else its id. */
function itemName(row: Row): string {
  const shown = (row._display as Record<string, unknown> | undefined)?.charge_item_id;
  return shown ? String(shown) : `#${String(row.charge_item_id ?? '')}`;
}

/** The charge items a party type takes: a customer's are receivable, a supplier's payable. */
const ioFilter = (partyType?: string): Record<string, string> =>
  partyType === 'customer'
    ? { io_type: 'receivable' }
    : partyType === 'supplier'
      ? { io_type: 'payable' }
      : {};
