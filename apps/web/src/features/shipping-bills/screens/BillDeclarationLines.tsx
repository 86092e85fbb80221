import { App, Button, Card, Form, Space, Table, Typography } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../crud/entity-values.ts';
import { errorText } from '../../../api/error-text.ts';
import { declarationHead, declarationLines } from '../api.ts';
import { SHIPPING_BILLS_NS } from '../locales.ts';
import { billValuesFromDeclaration } from '../model/fill-from-declaration.ts';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * In the bill's dialog, under its picked declaration (cd_id): the declaration's goods and containers
 * (/shippingBill/getDeclarationOther), and in a new or edited bill a button that fills the bill from the
 * declaration (bill of lading, transport, packages, gross weight). Rendered inside the dialog's form.
 */
export function BillDeclarationLines({ editable }: { editable: boolean }) {
  const { t } = useTranslation(SHIPPING_BILLS_NS);
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const watched: unknown = Form.useWatch('cd_id', form);
  const cdId = typeof watched === 'number' && watched > 0 ? watched : undefined;
  const head = useQuery({
    queryKey: ['shipping-bill-declaration', cdId],
    queryFn: () => declarationHead(cdId!),
    enabled: !!cdId,
    retry: false,
  });
  const lines = useQuery({
    queryKey: ['shipping-bill-declaration-lines', cdId],
    queryFn: () => declarationLines(cdId!),
    enabled: !!cdId,
    retry: false,
  });
  if (!cdId) return null;
  const fill = () => {
    if (!head.data) return;
    form.setFieldsValue(billValuesFromDeclaration(head.data));
    void message.success(t('filled'));
  };
  const small = { size: 'small' as const, pagination: false as const, rowKey: (r: Row) => text(r.id) };
  return (
    <Card
      size="small"
      className="bill-declaration"
      data-testid="bill-declaration"
      title={t('fromDeclaration', { no: text(head.data?.cd_sn) || `#${cdId}` })}
      extra={
        editable && (
          <Button size="small" icon={<ImportOutlined />} disabled={!head.data} onClick={fill}>
            {t('fill')}
          </Button>
        )
      }
      style={{ marginBottom: 12 }}
    >
      {head.isError && <Typography.Text type="danger">{errorText(head.error)}</Typography.Text>}
      <Space direction="vertical" style={{ width: '100%' }}>
        <Table<Row>
          {...small}
          loading={lines.isLoading}
          title={() => t('goods')}
          locale={{ emptyText: t('none') }}
          dataSource={lines.data?.goods ?? []}
          columns={[
            { title: t('gNo'), dataIndex: 'g_no', width: 60 },
            { title: t('codeTs'), dataIndex: 'code_ts', width: 120 },
            { title: t('gName'), dataIndex: 'g_name' },
            { title: t('qty'), render: (_, r) => `${text(r.g_qty)} ${text(r.g_unit)}`.trim(), width: 120 },
          ]}
        />
        <Table<Row>
          {...small}
          loading={lines.isLoading}
          title={() => t('containers')}
          locale={{ emptyText: t('none') }}
          dataSource={lines.data?.containers ?? []}
          columns={[
            { title: t('containerNo'), dataIndex: 'container_no' },
            { title: t('containerSpec'), dataIndex: 'container_spec', width: 90 },
            { title: t('containerGoods'), dataIndex: 'goods_no', width: 120 },
          ]}
        />
      </Space>
    </Card>
  );
}
