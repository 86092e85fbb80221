import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { appointment, businessDay } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import { CrudServicesProvider, type CrudServices } from '../../../crud/services.tsx';
import { editableFields } from '../../../crud/entity-values.ts';
import { FORM_SECTIONS } from '../model/form-layout.ts';
import { slotOptions } from '../model/appointment-model.ts';
import { AppointmentForm } from './AppointmentForm.tsx';

const services: CrudServices = {
  permissionCodes: new Set(Object.values(appointment.permissions)),
  useExportAction: () => undefined,
  fieldSelect: () => null,
  onChanged: () => undefined,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const DATE = dayjs(businessDay()).add(3, 'day').format('YYYY-MM-DD');
/** A draft that passes every rule. */
const GOOD = {
  id: 7,
  version: 3,
  status: 'draft',
  appointment_no: 'YY202611250001',
  company_id: 1,
  customer_code: 'C0001',
  customer_name: '厦门嘉禾贸易有限公司',
  warehouse_id: 5,
  date: DATE,
  slot_id: 11,
  receiver_code: '3502960001',
  receiver_name: '厦门嘉禾贸易有限公司',
  cd_type: 'agent',
  cd_trade: 'general',
  is_ciq: '0',
  inspection_no: 'CIQ20261201001',
  vehicle_no: '闽D12345',
  vehicle_type: 'tractor',
  driver_name: '张三',
  driver_phone: '13800138000',
  driver_id_card: '11010519491231002X',
  vehicle_weight: '8500.5',
  container_no: 'CSQU3054383',
  container_type: '40HQ',
  order_no: 'PO20261201',
  email: 'ops@example.com',
  task_types: 'declaration,storage',
  transport_company: '厦门顺达物流有限公司',
  note: '整柜入仓',
};

const SLOTS = [
  {
    id: 11,
    slot_name: '09:00-10:00',
    start_time: '09:00',
    end_time: '10:00',
    capacity: 2,
    taken: 1,
    left: 1,
  },
  {
    id: 12,
    slot_name: '10:00-11:00',
    start_time: '10:00',
    end_time: '11:00',
    capacity: 2,
    taken: 2,
    left: 0,
  },
  {
    id: 13,
    slot_name: '11:00-12:00',
    start_time: '11:00',
    end_time: '12:00',
    capacity: 3,
    taken: 1,
    left: 2,
  },
];

/** The companies the options answer (the server's: a partner's service companies with a warehouse). */
const ONE_COMPANY = [{ id: 1, name: '示例报关行' }];

function stubServer(draftUploaded = false, { companies = ONE_COMPANY, noteRequired = false } = {}) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
      const path = url.split('?')[0];
      if (path === '/api/appointments/options')
        return Promise.resolve(
          json({
            companies,
            warehouses: [
              { id: 5, company_id: 1, warehouse_code: 'WH01', warehouse_name: '1号仓', address: null },
            ],
          }),
        );
      if (path === '/api/appointments/slots') return Promise.resolve(json({ content: SLOTS }));
      if (path === '/config/get') return Promise.resolve(json({ code: 0, data: noteRequired ? 1 : 0 }));
      if (path === '/api/attachments')
        return Promise.resolve(
          json({
            content: [
              {
                id: 1,
                owner_type: 'appointment',
                owner_id: 7,
                kind: 'draft',
                title: '报关草单',
                is_header: true,
                file_name: draftUploaded ? 'draft.pdf' : null,
                file_size: draftUploaded ? 10 : null,
                content_type: null,
                upload_time: null,
              },
            ],
          }),
        );
      if (path === '/api/appointments/7/submit')
        return Promise.resolve(json({ id: 7, version: 4, status: 'submitted' }));
      if (path === '/api/appointments/7' && method === 'PUT')
        return Promise.resolve(json({ ...GOOD, version: 4 }));
      return Promise.resolve(json({ content: [], totalElements: 0 }));
    }),
  );
  return calls;
}

function renderForm(
  record: Record<string, unknown> | undefined,
  onClose = vi.fn(),
  onChanged = vi.fn(),
  mode: 'staff' | 'partner' = 'staff',
) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CrudServicesProvider value={services}>
        <App>
          <AppointmentForm mode={mode} record={record} onClose={onClose} onChanged={onChanged} />
        </App>
      </CrudServicesProvider>
    </QueryClientProvider>,
  );
  return { onClose, onChanged };
}

const itemOf = (label: string) =>
  within(screen.getByRole('dialog'))
    .getAllByText(label)
    .map((el) => el.closest('.ant-form-item'))
    .find(Boolean) as HTMLElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));

beforeAll(async () => {
  // a large form on a shared machine: validation and the selects take their time
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the appointment form model', () => {
  it('places every editable field of the entity in one group', () => {
    const placed = FORM_SECTIONS.flatMap((s) => [...s.fields]);
    expect([...placed].sort()).toEqual(
      editableFields(appointment)
        .map(([name]) => name)
        .sort(),
    );
    expect(new Set(placed).size).toBe(placed.length);
  });

  it('disables a full slot, except the place the record holds already', () => {
    expect(slotOptions(SLOTS).map((s) => [s.value, s.left, s.disabled])).toEqual([
      [11, 1, false],
      [12, 0, true],
      [13, 2, false],
    ]);
    expect(slotOptions(SLOTS, { slotId: 12, holds: true })[1]).toMatchObject({ left: 1, disabled: false });
    expect(slotOptions(SLOTS, { slotId: 12, holds: false })[1]).toMatchObject({ disabled: true });
  });
});

describe('the appointment form', { timeout: 60_000 }, () => {
  it('refuses two of declaration, filing list and two-step declaration, with 请输入正确的值', async () => {
    const calls = stubServer();
    renderForm({ ...GOOD, task_types: 'declaration,filing' });
    save();
    await within(itemOf('任务单类型')).findByText('报关单、备案清单、两步申报只能选择其中一项');
    await screen.findByText('请输入正确的值');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('refuses "other documents" with another type, and accepts it alone', async () => {
    stubServer();
    renderForm({ ...GOOD, task_types: 'other,storage' });
    save();
    const item = itemOf('任务单类型');
    await within(item).findByText('选择“其他单证”时不能再选择其他类型');
    fireEvent.click(within(item).getByLabelText('仓储作业'));
    await waitFor(() => expect(within(item).queryByText('选择“其他单证”时不能再选择其他类型')).toBeNull());
  });

  it('requires at least one task type', async () => {
    stubServer();
    renderForm({ ...GOOD, task_types: '' });
    save();
    await within(itemOf('任务单类型')).findByText(/任务单类型/, { selector: '.ant-form-item-explain-error' });
  });

  it('refuses the customs trade type "none"', async () => {
    stubServer();
    renderForm({ ...GOOD, cd_trade: 'none' });
    save();
    await within(itemOf('报关贸易类型')).findByText('报关贸易类型不能为“无”');
  });

  it('offers the slots with places left and disables the full ones', async () => {
    stubServer();
    renderForm({ ...GOOD, status: 'rejected', reject_reason: '车牌错误' });
    screen.getByText('该预约被驳回：车牌错误');
    const item = itemOf('预约时间段');
    await within(item).findByText('09:00-10:00（剩余 1）');
    fireEvent.mouseDown(item.querySelector('.ant-select-selector')!);
    const full = await screen.findByText('10:00-11:00（已约满）');
    expect(full.closest('.ant-select-item-option')!.className).toContain('ant-select-item-option-disabled');
    const open = screen.getByText('11:00-12:00（剩余 2）').closest('.ant-select-item-option')!;
    expect(open.className).not.toContain('disabled');
  });

  it('asks for the customs draft file before submitting, then submits: 提交成功', async () => {
    const calls = stubServer(false);
    const { onClose } = renderForm(GOOD);
    await screen.findByText('报关草单');
    fireEvent.click(screen.getByRole('button', { name: '保存并提交' }));
    expect(await screen.findAllByText('请上传报关草单后再提交')).not.toHaveLength(0);
    expect(calls.some((c) => c.url.includes('/submit'))).toBe(false);
    expect(onClose).not.toHaveBeenCalled();

    vi.unstubAllGlobals();
    const again = stubServer(true);
    // (the loading icon may still be leaving: match the label inside the name)
    fireEvent.click(await screen.findByRole('button', { name: /保存并提交/ }));
    await screen.findByText('提交成功');
    expect(again.find((c) => c.url === '/api/appointments/7/submit')).toMatchObject({
      method: 'POST',
      body: { version: 3 },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('presets the partner’s service company when there is only one', async () => {
    stubServer();
    renderForm(undefined, vi.fn(), vi.fn(), 'partner');
    const item = itemOf('所属公司');
    await waitFor(() =>
      expect(item.querySelector('.ant-select-selection-item')?.textContent).toBe('示例报关行'),
    );
  });

  it('leaves the choice to the partner when it has several service companies', async () => {
    const calls = stubServer(false, {
      companies: [
        { id: 1, name: '示例报关行' },
        { id: 2, name: '示例仓储' },
      ],
    });
    renderForm(undefined, vi.fn(), vi.fn(), 'partner');
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/appointments/options'))).toBe(true));
    const item = itemOf('所属公司');
    // a choice to make: the select opens up once the two companies are in
    await waitFor(() => expect(item.querySelector('.ant-select-disabled')).toBeNull());
    fireEvent.mouseDown(item.querySelector('.ant-select-selector')!);
    await screen.findByText('示例仓储');
    expect(item.querySelector('.ant-select-selection-item')).toBeNull();
  });

  it('saves without a note while the setting is off', async () => {
    const calls = stubServer();
    const { note: _note, ...withoutNote } = GOOD;
    renderForm({ ...withoutNote, note: '' });
    fireEvent.change(within(itemOf('车牌号')).getByRole('textbox'), { target: { value: '闽D54321' } });
    save();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(itemOf('备注').querySelector('.ant-form-item-required')).toBeNull();
  });

  it('asks for the note when the global setting makes it required', async () => {
    const calls = stubServer(false, { noteRequired: true });
    renderForm({ ...GOOD, note: '' });
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/config/get'))).toBe(true));
    fireEvent.change(within(itemOf('车牌号')).getByRole('textbox'), { target: { value: '闽D54321' } });
    save();
    await within(itemOf('备注')).findByText('请填写备注：全局设置要求入仓预约填写备注');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
