import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Drawer, Segmented, Space, Tag, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { appointment, expandPermissions, localize, taskOrder } from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { deleteRecords } from '../../../crud/crud-api.ts';
import { CrudTable, type CrudSearch, type CrudTableApi } from '../../../crud/CrudTable.tsx';
import { confirmThen } from '../../../crud/confirm.ts';
import { displayValue } from '../../../crud/display.ts';
import { actionsWidth, renderActions, type CrudAction } from '../../../crud/EntityTable.tsx';
import { searchColumns, tableColumns } from '../../../crud/entity-fields.tsx';
import { searchParamsOf, type Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import { moveRecord, useRowMoves } from '../../../crud/row-moves.tsx';
import { useCrudServices, usePermissionCodes } from '../../../crud/services.tsx';
import { useAddressSearch } from '../../../crud/use-address-search.tsx';
import { currentLang } from '../../../i18n/index.ts';
import { subscribeLive } from '../../../live/live-channel.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { AttachmentPanel } from '../../attachments/AttachmentPanel.tsx';
import { ActionTimeline } from '../../bonded/screens/ActionTimeline.tsx';
import { ReasonDialog } from '../../bonded/screens/ReasonDialog.tsx';
import { appointmentLog, getAppointment, taskFromAppointment } from '../api.ts';
import { APPOINTMENTS_NS } from '../locales.ts';
import {
  appointmentPerms,
  isEditable,
  statusColor,
  type AppointmentMode,
} from '../model/appointment-model.ts';
import { AppointmentCalendar } from './AppointmentCalendar.tsx';
import { AppointmentForm } from './AppointmentForm.tsx';

const URL = '/api/appointments';
const def = appointment;
/** The search: state, date, vehicle, container and order number (and the number itself). */
const SEARCH_FIELDS = ['appointment_no', 'status', 'date', 'vehicle_no', 'container_no', 'order_no'];
/** Columns a partner does not need (their own code on every row). */
const PARTNER_HIDDEN = new Set(['customer_code', 'slot_id']);
const STAFF_HIDDEN = new Set(['slot_id']);

type FormState = { record?: Row; readOnly: boolean };

/**
 * Warehouse appointments, for the back office (mode `staff`: review, check in and out, export) and for
 * partners on the appointment site (mode `partner`: their own appointments). The moves are drawn from
 * the definition (the record's state and the user's codes, a partner's site codes implying the moves'
 * codes as on the server); a rejection and a cancellation ask their reason in a dialog. The other
 * buttons follow the page's permission codes; the list refreshes when the live channel says an
 * appointment of the user changed. A calendar of bookings per slot is one switch away.
 */
export function AppointmentList({ route, mode }: ScreenProps & { mode: AppointmentMode }) {
  const { t } = useTranslation(APPOINTMENTS_NS);
  const { t: crud } = useTranslation(CRUD_NS);
  const app = App.useApp();
  const pageCodes = usePermissionCodes();
  // the site's codes (yy:appointment:*) imply the back office's, which the moves name
  const codes = useMemo(() => expandPermissions(pageCodes), [pageCodes]);
  const { useExportAction } = useCrudServices();
  const exportAction = useExportAction(def);
  const lang = currentLang();
  const perms = appointmentPerms(mode);
  const api = useRef<CrudTableApi>(null);
  const [view, setView] = useState<'list' | 'calendar'>('list');
  const [form, setForm] = useState<FormState | null>(null);
  const [log, setLog] = useState<Row | null>(null);
  const [files, setFiles] = useState<Row | null>(null);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const [cancelling, setCancelling] = useState<Row | null>(null);
  const [calendarStamp, setCalendarStamp] = useState(0);
  const reload = () => {
    api.current?.reload();
    setCalendarStamp((n) => n + 1);
  };
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  // the server pushes doc_changed to the author when an appointment of theirs moves
  useEffect(
    () =>
      subscribeLive('doc_changed', (push) => {
        if (push.doc === 'appointment') reloadRef.current();
      }),
    [],
  );

  const columns = useMemo<ProColumns<Row>[]>(() => {
    const hidden = mode === 'partner' ? PARTNER_HIDDEN : STAFF_HIDDEN;
    return tableColumns(def, { lang, t: crud })
      .filter((c) => !hidden.has(String(c.dataIndex)))
      .map((c) =>
        c.dataIndex === 'status'
          ? {
              ...c,
              ellipsis: false,
              width: 150,
              render: (_d, row) => (
                <Space direction="vertical" size={0}>
                  <Tag color={statusColor(row.status)}>
                    {displayValue(def.fields.status!, 'status', row, lang, crud)}
                  </Tag>
                  {row.status === 'rejected' && row.reject_reason ? (
                    <Typography.Text type="danger" className="appointment-reject-reason">
                      {t('rejectedBecause', { reason: String(row.reject_reason) })}
                    </Typography.Text>
                  ) : null}
                </Space>
              ),
            }
          : c,
      );
  }, [mode, lang, crud, t]);

  const search = useMemo<CrudSearch>(
    () => ({
      columns: searchColumns(def, { lang, t: crud }).filter((c) =>
        SEARCH_FIELDS.includes(String(c.dataIndex)),
      ),
      toParams: (values) => searchParamsOf(def, values),
    }),
    [lang, crud],
  );
  // a link's filters (the home tab's figures) apply; a new link shows the list it filters
  const address = useAddressSearch(def, route.path, search);
  const [seenKey, setSeenKey] = useState(address.key);
  if (seenKey !== address.key) {
    setSeenKey(address.key);
    if (address.filtered) setView('list');
  }

  const no = (row: Row) => String(row.appointment_no ?? row.id);
  const when = (ok: boolean, action: CrudAction) => (ok ? [action] : []);
  const { rowMoves } = useRowMoves(def, {
    onDone: () => reload(),
    dialogs: { reject: (row) => setRejecting(row), cancel: (row) => setCancelling(row) },
  });

  const createTask = (row: Row) =>
    confirmThen(
      app,
      t('ask.task', { no: no(row) }),
      async () => {
        const task = await taskFromAppointment(Number(row.id));
        void app.message.success(t('taskCreated', { no: String(task.task_no ?? task.id) }));
      },
      { success: false, after: reload },
    );

  const rowActions = (row: Row, table?: CrudTableApi): CrudAction[] => {
    const status = String(row.status ?? '');
    const editable = isEditable(row);
    const moves = rowMoves(row);
    return [
      editable
        ? {
            key: 'edit',
            label: t('action.edit'),
            permission: perms.edit,
            onClick: () => setForm({ record: row, readOnly: false }),
          }
        : {
            key: 'view',
            label: t('action.view'),
            permission: perms.list,
            onClick: () => setForm({ record: row, readOnly: true }),
          },
      ...moves.filter((m) => m.key !== 'cancel'),
      // staff make the task order of an approved appointment (once)
      ...when(mode === 'staff' && status === 'approved' && !row.task_order_id, {
        key: 'task',
        label: t('action.task'),
        permission: taskOrder.permissions.add,
        onClick: () => createTask(row),
      }),
      {
        key: 'attachments',
        label: t('action.attachments'),
        permission: perms.list,
        onClick: () => setFiles(row),
      },
      { key: 'log', label: t('action.log'), permission: perms.list, onClick: () => setLog(row) },
      ...moves.filter((m) => m.key === 'cancel'),
      ...when(status === 'draft', {
        key: 'delete',
        label: t('action.delete'),
        permission: perms.delete,
        danger: true,
        onClick: () =>
          confirmThen(app, t('ask.delete', { no: no(row) }), () => deleteRecords(URL, [row.id]), {
            danger: true,
            after: () => (table ? table.afterDelete(1) : reload()),
          }),
      }),
    ];
  };
  // wide enough for the longest set a row may show
  const widest = ['submitted', 'draft', 'approved'].map((status) =>
    rowActions({ status })
      .filter((a) => !a.permission || codes.has(a.permission))
      .map((a) => String(a.label)),
  );
  const width = Math.max(...widest.map(actionsWidth));

  const addButton: CrudAction = {
    key: 'add',
    label: t('action.add'),
    permission: perms.add,
    primary: true,
    icon: <PlusOutlined />,
    onClick: () => setForm({ readOnly: false }),
  };

  const viewSwitch = (
    <Segmented
      key="view"
      className="appointment-view-switch"
      value={view}
      onChange={(v) => setView(v as 'list' | 'calendar')}
      options={[
        { value: 'list', label: t('view.list') },
        { value: 'calendar', label: t('view.calendar') },
      ]}
    />
  );

  /** Opens a booking of the calendar: edit when it may change, else a look. */
  const openBooking = async (id: number) => {
    try {
      const record = await getAppointment(id);
      setForm({ record, readOnly: !(isEditable(record) && codes.has(perms.edit)) });
    } catch (error) {
      void app.message.error(errorText(error));
    }
  };

  const dialogs = (
    <>
      {form && (
        <AppointmentForm
          mode={mode}
          record={form.record}
          readOnly={form.readOnly}
          onClose={() => setForm(null)}
          onChanged={reload}
        />
      )}
      {log && (
        <ActionTimeline
          title={t('logTitle', { no: no(log) })}
          queryKey={['appointment-log', log.id]}
          load={() => appointmentLog(Number(log.id))}
          actionLabel={(action) => {
            // a move by its definition's label; adding and editing by the feature's words
            const move = def.workflow?.moves.find((m) => m.name === action);
            return move ? localize(move.label, lang) : t(`logAction.${action}`, { defaultValue: action });
          }}
          emptyText={t('logEmpty')}
          failedText={t('failed')}
          onClose={() => setLog(null)}
        />
      )}
      {files && (
        <Drawer
          open
          width={760}
          title={t('attachmentsTitle', { no: no(files) })}
          onClose={() => setFiles(null)}
          destroyOnHidden
        >
          <AttachmentPanel
            ownerType="appointment"
            ownerId={Number(files.id)}
            editable={isEditable(files) && codes.has(perms.edit)}
          />
        </Drawer>
      )}
      {rejecting && (
        <ReasonDialog
          title={t('rejectTitle', { no: no(rejecting) })}
          warning={t('rejectWarning')}
          okText={t('action.reject')}
          fields={[
            {
              name: 'reason',
              label: t('rejectReason'),
              max: 500,
              required: t('rejectReasonRequired'),
              multiline: true,
            },
          ]}
          onSubmit={async ({ reason }) => {
            await moveRecord(def, rejecting, 'reject', { reason });
            void app.message.success(crud('success'));
            setRejecting(null);
            reload();
          }}
          onClose={() => setRejecting(null)}
        />
      )}
      {cancelling && (
        <ReasonDialog
          title={t('cancelTitle', { no: no(cancelling) })}
          warning={t('cancelWarning')}
          okText={t('action.cancel')}
          fields={[{ name: 'reason', label: t('cancelReason'), max: 500, multiline: true }]}
          onSubmit={async ({ reason }) => {
            await moveRecord(def, cancelling, 'cancel', reason ? { reason } : {});
            void app.message.success(crud('success'));
            setCancelling(null);
            reload();
          }}
          onClose={() => setCancelling(null)}
        />
      )}
    </>
  );

  if (view === 'calendar')
    return (
      <div className="app-page appointment-calendar-page">
        <Space style={{ marginBottom: 12 }} wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {route.title}
          </Typography.Title>
          {viewSwitch}
          {renderActions([addButton], codes)}
        </Space>
        <AppointmentCalendar stamp={calendarStamp} onOpen={(id) => void openBooking(id)} />
        {dialogs}
      </div>
    );

  return (
    <CrudTable
      key={address.key}
      title={route.title}
      routePath={route.path}
      url={URL}
      apiRef={api}
      columns={columns}
      search={address.search}
      listPermission={perms.list}
      actionsWidth={width}
      emptyExtra={renderActions([addButton], codes)}
      toolbar={(table) => [
        viewSwitch,
        ...renderActions(
          [addButton, ...(exportAction && perms.export !== null ? [exportAction(table)] : [])],
          codes,
        ),
      ]}
      rowActions={(row, table) => renderActions(rowActions(row, table), codes, true)}
    >
      {dialogs}
    </CrudTable>
  );
}
