import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { LookupSelect } from '../../../lookup/screens/LookupSelect.tsx';
import type { LookupName } from '../../../lookup/model/lookup-lists.ts';
import type { LookupRecord } from '@app/shared';
import type { Value } from '../../model/types.ts';

/** Controlled cell editors of the declaration form and its tables; values are the API's text. */

const str = (v: Value) => (v === null || v === undefined ? '' : String(v));

interface CellProps {
  id?: string;
  label: string;
  value: Value;
  onChange: (value: string | undefined) => void;
  invalid?: boolean;
  disabled?: boolean;
  upper?: boolean;
  maxLength?: number;
}

export function TextCell({ id, label, value, onChange, invalid, disabled, upper, maxLength }: CellProps) {
  return (
    <Input
      id={id}
      aria-label={label}
      value={str(value)}
      status={invalid ? 'error' : undefined}
      disabled={disabled}
      maxLength={maxLength}
      onChange={(e) => onChange(upper ? e.target.value.toUpperCase() : e.target.value)}
      onBlur={(e) => {
        const trimmed = e.target.value.trim();
        if (trimmed !== e.target.value) onChange(trimmed);
      }}
    />
  );
}

/** A decimal typed as text (no float rounding): anything but digits, one point and a sign is refused. */
export function DecimalCell(props: CellProps) {
  return (
    <TextCell
      {...props}
      onChange={(v) => {
        if (v === undefined || /^-?\d*(\.\d*)?$/.test(v.trim())) props.onChange(v);
      }}
    />
  );
}

export function ReadonlyCell({ id, label, value }: Pick<CellProps, 'id' | 'label' | 'value'>) {
  return (
    <Input id={id} aria-label={label} value={str(value)} readOnly tabIndex={-1} className="decl-readonly" />
  );
}

export function DateCell({ id, label, value, onChange, invalid, disabled }: CellProps) {
  const day = value ? dayjs(String(value)) : null;
  return (
    <DatePicker
      id={id}
      aria-label={label}
      style={{ width: '100%' }}
      value={day?.isValid() ? day : null}
      status={invalid ? 'error' : undefined}
      disabled={disabled}
      onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : undefined)}
    />
  );
}

export function LookupCell({
  id,
  label,
  value,
  onChange,
  lookup,
  disabled,
  invalid,
  onPick,
}: CellProps & { lookup: LookupName; onPick?: (record: LookupRecord | undefined) => void }) {
  return (
    <LookupSelect
      id={id}
      aria-label={label}
      name={lookup}
      value={value === null || value === undefined || value === '' ? undefined : String(value)}
      disabled={disabled}
      className={invalid ? 'decl-select-error' : undefined}
      style={{ width: '100%' }}
      onChange={(v, record) => {
        onChange(Array.isArray(v) ? v[0] : v);
        onPick?.(Array.isArray(record) ? record[0] : record);
      }}
    />
  );
}

export function OptionsCell({
  id,
  label,
  value,
  onChange,
  options,
  invalid,
}: CellProps & { options: { value: string; label: string }[] }) {
  return (
    <Select
      id={id}
      aria-label={label}
      allowClear
      style={{ width: '100%' }}
      status={invalid ? 'error' : undefined}
      value={value === null || value === undefined || value === '' ? undefined : String(value)}
      options={options}
      onChange={(v: string | undefined) => onChange(v)}
    />
  );
}
