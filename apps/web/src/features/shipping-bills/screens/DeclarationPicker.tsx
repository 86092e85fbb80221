import { useMemo, useState } from 'react';
import { Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../components/use-debounced.ts';
import type { FieldSelectProps } from '../../../crud/services.tsx';
import { findDeclarations, type ShippingBillDeclaration } from '../api.ts';
import { SHIPPING_BILLS_NS } from '../locales.ts';

/** A declaration as an option: its number, then its bill of lading and customer to tell them apart. */
const optionLabel = (d: ShippingBillDeclaration) =>
  [d.cd_sn ?? `#${d.id}`, d.bill_no, d.customer_code, d.receiver_name].filter(Boolean).join(' · ');

/**
 * Picks a declaration by searching the declarations the caller may link to (/shippingBill/getCdList: by
 * internal, customs or data-centre number, bill of lading or customer); shows the chosen one's number.
 * In a form with an import/export flag (an export bill) it offers only declarations of that direction.
 */
export function DeclarationPicker({ value, onChange, initialLabel, ...rest }: FieldSelectProps) {
  const { t } = useTranslation(SHIPPING_BILLS_NS);
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword.trim());
  const flag: unknown = Form.useWatch('ie_flag', Form.useFormInstance());
  const ieFlag = flag === '0' || flag === '1' ? flag : undefined;
  const found = useQuery({
    queryKey: ['shipping-bill-declarations', settled, ieFlag],
    queryFn: () => findDeclarations(settled, ieFlag),
    staleTime: 30_000,
    retry: false,
  });
  const chosen = value !== undefined && value !== null && value !== '';
  const options = useMemo(() => {
    const list = (found.data ?? []).map((d) => ({ value: d.id, label: optionLabel(d), number: d.cd_sn }));
    const listed = list.some((o) => o.value === value);
    return chosen && !listed
      ? [{ value: Number(value), label: initialLabel || `#${String(value)}`, number: initialLabel }, ...list]
      : list;
  }, [found.data, value, chosen, initialLabel]);
  return (
    <Select
      {...rest}
      showSearch
      allowClear
      value={chosen ? Number(value) : undefined}
      placeholder={rest.placeholder ?? t('pickDeclaration')}
      filterOption={false}
      onSearch={setKeyword}
      onBlur={() => setKeyword('')}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? undefined : t('noDeclaration')}
      options={options}
      // the chosen declaration shows as its number
      labelRender={({ value: v }) => options.find((o) => o.value === v)?.number ?? `#${String(v)}`}
      onChange={(next: number | undefined) => {
        setKeyword('');
        onChange?.(next);
      }}
    />
  );
}
