import type { ReactNode } from 'react';
import { Col, Form, Input, Row as GridRow } from 'antd';
import { useTranslation } from 'react-i18next';
import { entityByName, localize } from '@app/shared';
import { RefSelect } from '../../../../crud/RefSelect.tsx';
import { currentLang } from '../../../../i18n/index.ts';
import { LookupSelect } from '../../../lookup/screens/LookupSelect.tsx';
import { DECL_NS } from '../../locales/index.ts';
import type { Head, Value } from '../../model/types.ts';
import { DateCell, DecimalCell, LookupCell, OptionsCell, ReadonlyCell, TextCell } from './cells.tsx';
import { cellFields, HEAD_SECTIONS, type HeadCell } from './head-layout.ts';
import { EnterprisePicker } from './EnterprisePicker.tsx';
import { PromiseItemsCell } from './PromiseItemsCell.tsx';

const str = (v: Value) => (v === null || v === undefined ? undefined : String(v));

/** The fixed code list of a head field, as "code name" options in the interface language. */
function fieldOptions(name: string): { value: string; label: string }[] {
  const lang = currentLang();
  return (entityByName('declarations')?.fields[name]?.options ?? []).map((o) => ({
    value: o.value,
    label: `${o.value} ${localize(o.label, lang)}`,
  }));
}

/**
 * The head of the declaration, section by section like the paper form. Values are controlled by the
 * editor; a field's error (server or shared check) shows under its box.
 */
export function HeadForm({
  head,
  errors,
  onChange,
  visible,
}: {
  head: Head;
  errors: Record<string, string>;
  onChange: (changes: Partial<Head>) => void;
  /** Fields the declaration definition has (others are left out); all when unknown. */
  visible?: ReadonlySet<string>;
}) {
  const { t } = useTranslation(DECL_NS);
  const io = head.ie_flag === '1' ? 'e' : 'i';
  const labelOf = (cell: { name: string; io?: boolean }) => t(`field.${cell.name}${cell.io ? `_${io}` : ''}`);
  const set = (name: string) => (value: string | number | undefined) => onChange({ [name]: value });
  const id = (name: string) => `decl-${name}`;

  const editor = (cell: HeadCell, label: string): ReactNode => {
    const common = {
      id: id(cell.name),
      label,
      value: head[cell.name],
      invalid: !!errors[cell.name],
      onChange: set(cell.name),
    };
    switch (cell.kind) {
      case 'readonly':
        return <ReadonlyCell id={common.id} label={label} value={head[cell.name]} />;
      case 'date':
        return <DateCell {...common} />;
      case 'decimal':
        return <DecimalCell {...common} />;
      case 'int':
        return (
          <DecimalCell
            {...common}
            onChange={(v) =>
              onChange({ [cell.name]: v === undefined || v === '' ? undefined : Number.parseInt(v, 10) })
            }
          />
        );
      case 'lookup':
        return <LookupCell {...common} lookup={cell.lookup} />;
      case 'options':
        return <OptionsCell {...common} options={fieldOptions(cell.name)} />;
      case 'promise':
        return <PromiseItemsCell {...common} />;
      case 'customer':
        return (
          <LookupSelect
            id={common.id}
            aria-label={label}
            name="customer"
            value={str(head.customer_code)}
            onChange={(v) => onChange({ customer_code: Array.isArray(v) ? v[0] : v })}
            style={{ width: '100%' }}
          />
        );
      case 'ref':
        return (
          <RefSelect
            id={common.id}
            entity={cell.entity}
            valueField={cell.valueField}
            filter={cell.filter}
            value={(head[cell.name] as string | number | undefined) ?? undefined}
            onChange={set(cell.name)}
          />
        );
      case 'note':
        return (
          <Input.TextArea
            id={common.id}
            aria-label={label}
            autoSize={{ minRows: 1, maxRows: 4 }}
            value={str(head[cell.name]) ?? ''}
            status={common.invalid ? 'error' : undefined}
            onChange={(e) => onChange({ [cell.name]: e.target.value })}
          />
        );
      case 'party':
        return <Party prefix={cell.name} label={label} head={head} errors={errors} onChange={onChange} />;
      case 'charge':
        return <Charge prefix={cell.name} label={label} head={head} errors={errors} onChange={onChange} />;
      default:
        return <TextCell {...common} />;
    }
  };

  return (
    <div className="decl-head">
      {HEAD_SECTIONS.map((section) => {
        const cells = section.cells.filter((c) => !visible || cellFields(c).some((f) => visible.has(f)));
        if (!cells.length) return null;
        return (
          <fieldset key={section.key} className="decl-section" data-section={section.key}>
            <legend>{t(`section.${section.key}`)}</legend>
            <GridRow gutter={[8, 0]}>
              {cells.map((cell) => {
                const label = labelOf(cell);
                const messages = cellFields(cell)
                  .map((f) => errors[f])
                  .filter(Boolean);
                return (
                  <Col key={cell.name} xs={24} md={Math.min(24, (cell.span ?? 3) * 2)}>
                    <Form.Item
                      label={label}
                      htmlFor={
                        cell.kind === 'party' || cell.kind === 'charge' || cell.kind === 'promise'
                          ? undefined
                          : id(cell.name)
                      }
                      validateStatus={messages.length ? 'error' : undefined}
                      help={messages.length ? messages.join('；') : undefined}
                    >
                      {editor(cell, label)}
                    </Form.Item>
                  </Col>
                );
              })}
            </GridRow>
          </fieldset>
        );
      })}
    </div>
  );
}

interface GroupProps {
  prefix: string;
  label: string;
  head: Head;
  errors: Record<string, string>;
  onChange: (changes: Partial<Head>) => void;
}

/**
 * A party: pick an enterprise of the library to fill all three, or type credit code, customs code and
 * name; each cell is captioned with what it holds.
 */
function Party({ prefix, label, head, errors, onChange }: GroupProps) {
  const { t } = useTranslation(DECL_NS);
  const f = (p: string) => `${prefix}_${p}`;
  return (
    <div className="decl-party">
      <div className="decl-party-cell">
        <span className="decl-party-caption">{t('party.library')}</span>
        <EnterprisePicker
          label={label}
          onPick={(e) => onChange({ [f('scc')]: e.scc, [f('code')]: e.code, [f('name')]: e.name })}
        />
      </div>
      {(['scc', 'code', 'name'] as const).map((part) => (
        <div key={part} className="decl-party-cell">
          <span className="decl-party-caption">{t(`party.${part}`)}</span>
          <TextCell
            id={`decl-${f(part)}`}
            label={`${label}${t(`party.${part}`)}`}
            value={head[f(part)]}
            upper={part !== 'name'}
            maxLength={part === 'scc' ? 18 : part === 'code' ? 10 : 100}
            invalid={!!errors[f(part)]}
            onChange={(v) => onChange({ [f(part)]: v })}
          />
        </div>
      ))}
    </div>
  );
}

/** A charge: mark (rate, per unit, total), currency and amount. */
function Charge({ prefix, label, head, errors, onChange }: GroupProps) {
  const { t } = useTranslation(DECL_NS);
  const f = (p: string) => `${prefix}_${p}`;
  return (
    <div className="decl-charge">
      <OptionsCell
        label={`${label}${t('charge.mark')}`}
        value={head[f('mark')]}
        invalid={!!errors[f('mark')]}
        options={['1', '2', '3'].map((v) => ({ value: v, label: `${v} ${t(`charge.mark${v}`)}` }))}
        onChange={(v) => onChange({ [f('mark')]: v })}
      />
      <LookupCell
        label={`${label}${t('charge.curr')}`}
        lookup="currency"
        value={head[f('curr')]}
        invalid={!!errors[f('curr')]}
        onChange={(v) => onChange({ [f('curr')]: v })}
      />
      <DecimalCell
        label={`${label}${t('charge.amount')}`}
        value={head[f('amount')]}
        invalid={!!errors[f('amount')]}
        onChange={(v) => onChange({ [f('amount')]: v })}
      />
    </div>
  );
}
