import { Card, Col, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { DECL_NS } from '../../locales/index.ts';
import { ContainersTable, DocumentsTable, LicencesTable } from './OtherLines.tsx';
import { GoodsTable } from './GoodsTable.tsx';
import { HeadForm } from './HeadForm.tsx';
import type { EditorApi } from './use-declaration-editor.ts';
import { SUMMARY_FIELDS } from './head-layout.ts';
import { asText } from '../../model/types.ts';
import { DeclarationBills } from '../../../shipping-bills/screens/DeclarationBills.tsx';

/** The editor's sheet: head sections, the computed goods summary, then the line tables. */
export function EditorBody({ editor, visible }: { editor: EditorApi; visible?: ReadonlySet<string> }) {
  const { t } = useTranslation(DECL_NS);
  const { data, errors, summary } = editor;
  return (
    <div className="decl-sheet-form">
      <HeadForm head={data.head} errors={errors.head} onChange={editor.setHead} visible={visible} />
      <fieldset className="decl-section" data-section="summary">
        <legend>{t('section.summary')}</legend>
        <Row gutter={8}>
          {SUMMARY_FIELDS.map((name) => (
            <Col key={name} xs={12} md={name === 'first_good_name' ? 9 : 5}>
              <label className="decl-summary-label" htmlFor={`decl-${name}`}>
                {t(`field.${name}`)}
              </label>
              <Input
                id={`decl-${name}`}
                readOnly
                tabIndex={-1}
                className="decl-readonly"
                value={String(summary[name] ?? '')}
              />
            </Col>
          ))}
        </Row>
      </fieldset>
      <Card size="small" title={t('section.goods')} className="decl-card">
        <GoodsTable
          lines={data.goods}
          ieFlag={asText(data.head.ie_flag)}
          errors={errors.lines.goods}
          onChange={editor.setGoods}
        />
      </Card>
      <Card size="small" title={t('section.containers')} className="decl-card">
        <ContainersTable
          lines={data.containers}
          goods={data.goods}
          errors={errors.lines.containers}
          onChange={(next) => editor.setLines('containers', next)}
        />
      </Card>
      <Row gutter={12}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('section.licences')} className="decl-card">
            <LicencesTable
              lines={data.licences}
              errors={errors.lines.licences}
              onChange={(next) => editor.setLines('licences', next)}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('section.documents')} className="decl-card">
            <DocumentsTable
              lines={data.documents}
              errors={errors.lines.documents}
              onChange={(next) => editor.setLines('documents', next)}
            />
          </Card>
        </Col>
      </Row>
      {typeof data.head.id === 'number' && <DeclarationBills declarationId={data.head.id} />}
    </div>
  );
}
