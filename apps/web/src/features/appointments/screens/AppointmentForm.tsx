import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Alert, App, Button, Col, Divider, Form, Modal, Row as GridRow, Space, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  APPOINTMENT_HOLDS_PLACE,
  APPOINTMENT_NOTE_SETTING,
  appointment,
  appointmentNoteRequired,
  localize,
  type FieldDef,
} from '@app/shared';
import { ApiError } from '../../../api/http.ts';
import { errorText } from '../../../api/error-text.ts';
import type { Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import { usePermissionCodes } from '../../../crud/permission.ts';
import { moveRecord } from '../../../crud/row-moves.tsx';
import { currentLang } from '../../../i18n/index.ts';
import { getConfig } from '../../../api/auth.ts';
import { useSession } from '../../../session/session-store.ts';
import { AttachmentPanel } from '../../attachments/AttachmentPanel.tsx';
import { attachmentsKey, headerFilesPresent, listAttachments } from '../../attachments/api.ts';
import {
  appointmentOptions,
  createAppointment,
  findConsignees,
  slotsOfDay,
  updateAppointment,
} from '../api.ts';
import { APPOINTMENTS_NS } from '../locales.ts';
import {
  appointmentPerms,
  formValuesOfRecord,
  isEditable,
  payloadOfForm,
  slotOptions,
  type AppointmentMode,
} from '../model/appointment-model.ts';
import { FORM_SECTIONS, WIDE_FIELDS } from '../model/form-layout.ts';
import { fieldWidget } from './appointment-field-widget.tsx';
import { appointmentRules } from './appointment-rules.ts';
import { MyConsigneePicker } from './MyConsigneePicker.tsx';

const F: Record<string, FieldDef> = appointment.fields;
const DAY = 'YYYY-MM-DD';

export interface AppointmentFormProps {
  mode: AppointmentMode;
  /** The appointment to edit or view; none for a new one. */
  record?: Row;
  /** Only look (a state that cannot change, or no permission to change). */
  readOnly?: boolean;
  onClose: () => void;
  /** The appointment was saved, submitted or otherwise changed (the list reloads). */
  onChanged: () => void;
}

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);
const dayOf = (value: unknown) =>
  value && typeof (value as Dayjs).format === 'function' ? (value as Dayjs).format(DAY) : undefined;

/**
 * The appointment form (business-domain §3, §5), for a new appointment, an edit (draft or rejected) or
 * a look: every field in groups, the rules of the shared definition plus the form's own (task types,
 * trade type not "none", date not past, a slot with room), selects fed by the server (companies and
 * warehouses, slots with places left, the consignee search and the partner's own consignees). 保存
 * keeps a draft; 保存并提交 saves, makes sure the customs draft file is uploaded (the attachments show
 * once the record exists) and submits. A refused call keeps everything typed.
 */
export function AppointmentForm({
  mode,
  record,
  readOnly = false,
  onClose,
  onChanged,
}: AppointmentFormProps) {
  const { t } = useTranslation(APPOINTMENTS_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const lang = currentLang();
  const app = App.useApp();
  const queryClient = useQueryClient();
  const codes = usePermissionCodes();
  const customerCode = useSession((s) => s.customerCode);
  const perms = appointmentPerms(mode);
  const [form] = Form.useForm<Row>();
  const [current, setCurrent] = useState<Row | undefined>(record);
  const [dirty, setDirty] = useState(!record);
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const [notice, setNotice] = useState<{ type: 'info' | 'warning'; text: string } | null>(null);
  const initialValues = useMemo(() => formValuesOfRecord(record), [record]);
  const id = current?.id === undefined ? undefined : Number(current.id);
  const partner = mode === 'partner';

  const companyId = Form.useWatch('company_id', form) as number | undefined;
  const warehouseId = Form.useWatch('warehouse_id', form) as number | undefined;
  const day = dayOf(Form.useWatch('date', form));

  const options = useQuery({ queryKey: ['appointment-options'], queryFn: appointmentOptions, retry: false });
  const companies = options.data?.companies ?? [];
  const warehouses = (options.data?.warehouses ?? []).filter(
    (w) => companyId === undefined || w.company_id === Number(companyId),
  );
  // staff book with their own company; a partner with one service company needs no choice either
  const onlyCompany = companies.length === 1 ? companies[0]!.id : undefined;
  useEffect(() => {
    if (onlyCompany !== undefined && !record && form.getFieldValue('company_id') === undefined)
      form.setFieldValue('company_id', onlyCompany);
  }, [onlyCompany, record, form]);

  const slots = useQuery({
    queryKey: ['appointment-slots', warehouseId, day],
    queryFn: () => slotsOfDay(Number(warehouseId), day!),
    enabled: !!warehouseId && !!day,
    retry: false,
  });
  // the saved record's own place counts as free (it would move, not take a second one)
  const holds =
    !!current &&
    (APPOINTMENT_HOLDS_PLACE as readonly string[]).includes(String(current.status)) &&
    Number(current.warehouse_id) === Number(warehouseId) &&
    String(current.date) === day;
  const slotChoices = slotOptions(slots.data?.content ?? [], {
    slotId: Number(current?.slot_id),
    holds,
  });

  // ---- rules: the definition's and the form's own; 备注 when the global setting asks for it ----
  const noteSetting = useQuery({
    queryKey: ['config', APPOINTMENT_NOTE_SETTING.code],
    queryFn: () => getConfig(APPOINTMENT_NOTE_SETTING.code),
    staleTime: 60_000,
    retry: false,
  });
  const label = (name: string) => localize(F[name]!.label, lang);
  const rulesOf = (name: string): Rule[] =>
    appointmentRules(name, {
      label: label(name),
      crud,
      lang,
      slotChoices,
      noteRequired: appointmentNoteRequired(noteSetting.data),
    });

  // ---- the consignee search ----
  const searchConsignee = async (code: string) => {
    if (!code.trim()) return;
    try {
      await form.validateFields(['receiver_code']);
    } catch {
      return;
    }
    try {
      const found = (await findConsignees(code.trim().toUpperCase())).content[0];
      if (found) {
        form.setFieldsValue({ receiver_code: found.code, receiver_name: found.name });
        setDirty(true);
        void form.validateFields(['receiver_name']);
      } else void app.message.info(t('form.notFound'));
    } catch (error) {
      void app.message.error(errorText(error));
    }
  };

  // ---- save, submit ----
  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const fields = Object.entries(error.errors).filter(([name]) => name in F);
    if (fields.length) form.setFields(fields.map(([name, text]) => ({ name, errors: [text] })));
  };

  /** Saves the form (create or update); the saved record, or null when it was refused. */
  const save = async (): Promise<Row | null> => {
    let values: Row;
    try {
      values = await form.validateFields();
    } catch {
      void app.message.error(t('invalid'));
      return null;
    }
    if (current && !dirty) return current;
    const body = payloadOfForm(
      partner ? { ...values, customer_code: customerCode ?? current?.customer_code } : values,
      current ? Number(current.version) : undefined,
    );
    try {
      const saved = id === undefined ? await createAppointment(body) : await updateAppointment(id, body);
      setCurrent(saved);
      setDirty(false);
      onChanged();
      return saved;
    } catch (error) {
      showServerErrors(error);
      void app.message.error(t('saveFailed', { reason: errorText(error) }));
      return null;
    }
  };

  const onSave = async () => {
    if (busy) return;
    setBusy('save');
    const wasNew = id === undefined;
    const saved = await save();
    setBusy(null);
    if (!saved) return;
    void app.message.success(t('saved'));
    if (wasNew) setNotice({ type: 'info', text: t('form.uploadDraft') });
    else onClose();
  };

  const onSaveSubmit = async () => {
    if (busy) return;
    setBusy('submit');
    try {
      const saved = await save();
      if (!saved) return;
      const savedId = Number(saved.id);
      const files = await queryClient.fetchQuery({
        queryKey: attachmentsKey('appointment', savedId),
        queryFn: () => listAttachments('appointment', savedId),
        staleTime: 0,
      });
      if (!headerFilesPresent(files.content)) {
        setNotice({ type: 'warning', text: t('form.draftMissing') });
        void app.message.warning(t('form.draftMissing'));
        return;
      }
      const moved = await moveRecord(appointment, saved, 'submit');
      setCurrent({ ...saved, ...moved });
      void app.message.success(t('submitOk'));
      onChanged();
      onClose();
    } catch (error) {
      void app.message.error(t('submitFailed', { reason: errorText(error) }));
      if (error instanceof ApiError && error.errors.draft_file)
        setNotice({ type: 'warning', text: error.errors.draft_file });
    } finally {
      setBusy(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (readOnly || !(event.ctrlKey || event.metaKey)) return;
    if (event.key === 's' || event.key === 'S') {
      event.preventDefault();
      void onSave();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void onSaveSubmit();
    }
  };

  const item = (name: string) => {
    const field = F[name]!;
    if (name === 'customer_code' && partner) return null;
    return (
      <Col key={name} xs={24} md={WIDE_FIELDS.has(name) ? 24 : 12} lg={WIDE_FIELDS.has(name) ? 24 : 8}>
        <Form.Item
          name={name}
          label={label(name)}
          rules={readOnly ? [] : rulesOf(name)}
          normalize={field.upperCase ? upper : undefined}
          dependencies={name === 'slot_id' ? ['warehouse_id', 'date'] : undefined}
        >
          {fieldWidget(name, {
            form,
            t,
            lang,
            partner,
            readOnly,
            companies,
            warehouses,
            optionsLoading: options.isLoading,
            warehouseId,
            day,
            slots,
            slotChoices,
            searchConsignee: (code) => void searchConsignee(code),
          })}
        </Form.Item>
      </Col>
    );
  };

  const consigneePicker = (
    <MyConsigneePicker form={form} enabled={partner && !readOnly} onPicked={() => setDirty(true)} />
  );

  const no = String(current?.appointment_no ?? '');
  const title = readOnly
    ? t('form.titleView', { no })
    : id === undefined
      ? t('form.titleNew')
      : t('form.titleEdit', { no });
  const filesEditable = !readOnly && !!current && isEditable(current) && codes.has(perms.edit);

  const footer = readOnly
    ? [
        <Button key="close" onClick={onClose}>
          {t('form.close')}
        </Button>,
      ]
    : [
        <Typography.Text key="keys" type="secondary" className="appointment-form-keys">
          {t('form.keys')}
        </Typography.Text>,
        <Button key="close" onClick={onClose}>
          {t('form.close')}
        </Button>,
        <Button key="save" loading={busy === 'save'} disabled={!!busy} onClick={() => void onSave()}>
          {t('form.save')}
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={busy === 'submit'}
          disabled={!!busy}
          onClick={() => void onSaveSubmit()}
        >
          {t('form.saveSubmit')}
        </Button>,
      ];

  return (
    <Modal
      open
      width={1080}
      title={title}
      onCancel={onClose}
      maskClosable={false}
      keyboard={!dirty || readOnly}
      footer={<Space wrap>{footer}</Space>}
      className="appointment-form"
      destroyOnHidden
    >
      <div onKeyDown={onKeyDown}>
        {current?.status === 'rejected' && current.reject_reason ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            message={t('form.rejected', { reason: String(current.reject_reason) })}
          />
        ) : null}
        <Form
          form={form}
          layout="vertical"
          initialValues={initialValues}
          disabled={readOnly}
          onValuesChange={() => setDirty(true)}
          scrollToFirstError
          name="appointment"
        >
          {FORM_SECTIONS.map((section) => (
            <div key={section.key} className={`appointment-section appointment-section-${section.key}`}>
              <Divider orientation="left" orientationMargin={0}>
                {t(`form.${section.key}`)}
              </Divider>
              <GridRow gutter={16}>
                {section.key === 'receiver' && consigneePicker}
                {section.fields.map(item)}
              </GridRow>
            </div>
          ))}
        </Form>
        <Divider orientation="left" orientationMargin={0}>
          {t('form.attachments')}
        </Divider>
        {notice && <Alert type={notice.type} showIcon message={notice.text} style={{ marginBottom: 12 }} />}
        {id === undefined ? (
          <Typography.Text type="secondary">{t('form.saveFirst')}</Typography.Text>
        ) : (
          <AttachmentPanel ownerType="appointment" ownerId={id} editable={filesEditable} />
        )}
      </div>
    </Modal>
  );
}
