import { errorText } from '../../../../api/error-text.ts';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, ConfigProvider, Modal, Result, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { declarationSendable, entityByName, LOCKED_CD_STATUSES } from '@app/shared';
import { usePermissionCodes } from '../../../../crud/permission.ts';
import { useUnsavedTab } from '../../../../layout/unsaved-guards.ts';
import { normalisePath } from '../../../../menu/menu-model.ts';
import type { ScreenProps } from '../../../../menu/registry.ts';
import { copyDeclaration } from '../../api.ts';
import { DECL_NS } from '../../locales/index.ts';
import { DECL_PERM, EDIT_PATH, LIST_PATH } from '../../model/paths.ts';
import { PrintView } from '../print/PrintView.tsx';
import { ReceiptDrawer, ReceiptTag } from '../ReceiptDrawer.tsx';
import { RemindList } from '../RemindList.tsx';
import { SendDialog, type SendTarget } from '../SendDialog.tsx';
import { EditorBody } from './EditorBody.tsx';
import { useDeclarationEditor } from './use-declaration-editor.ts';
import './editor.css';

/** What the address asks for: an id, or a new declaration of one direction. */
const wanted = (params: URLSearchParams) => {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? `id:${id}` : `new:${params.get('ie_flag') === '1' ? '1' : '0'}`;
};

/**
 * The declaration editor (hidden route /declaration/edit?id= or ?ie_flag=): the head like the paper
 * form, goods, containers, licences and documents; save, save and send, copy as a new draft, print and
 * receipts. Unsaved changes are guarded when leaving the page or switching declarations.
 */
export default function DeclarationEditor({ route }: ScreenProps) {
  const { t } = useTranslation(DECL_NS);
  const app = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const codes = usePermissionCodes();
  const editor = useDeclarationEditor();
  const { data, dirty } = editor;
  const active = normalisePath(location.pathname) === route.path;
  const [current, setCurrent] = useState<string>();
  const asking = useRef(false);
  const [sending, setSending] = useState<SendTarget>();
  const [receiptsOpen, setReceiptsOpen] = useState(false);
  const [printing, setPrinting] = useState(false);
  const def = entityByName('declarations');
  const visible = def ? new Set(Object.keys(def.fields)) : undefined;
  const id = data.head.id;

  // ---- follow the address: load or start what it asks for, asking first when changes would be lost ----
  const target = active ? wanted(params) : current;
  useEffect(() => {
    if (!target || target === current || asking.current) return;
    const open = () => {
      setCurrent(target);
      if (target.startsWith('id:')) void editor.load(Number(target.slice(3)));
      else editor.reset(target.slice(4));
    };
    if (!dirty || !current) return open();
    asking.current = true;
    app.modal.confirm({
      title: t('msg.unsavedTitle'),
      content: t('msg.unsavedLeave'),
      onOk: open,
      onCancel: () => {
        const [kind, value] = current.split(':');
        navigate(`${EDIT_PATH}?${kind === 'id' ? 'id' : 'ie_flag'}=${value}`, { replace: true });
      },
      afterClose: () => {
        asking.current = false;
      },
    });
  }, [target, current, dirty, editor, app.modal, navigate, t]);

  // ---- closing or refreshing this tab with unsaved changes asks first (the tab bar reads this) ----
  useUnsavedTab(route.path, dirty);

  // ---- a reload or closing the window with unsaved changes asks the browser's question ----
  useEffect(() => {
    if (!dirty) return;
    const guard = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', guard);
    return () => window.removeEventListener('beforeunload', guard);
  }, [dirty]);

  const afterSave = (savedId: number) => {
    setCurrent(`id:${savedId}`);
    if (target !== `id:${savedId}`) navigate(`${EDIT_PATH}?id=${savedId}`, { replace: true });
  };
  const save = async (confirm = false, quiet = false) => {
    const saved = await editor.save(confirm, { quiet });
    if (saved) afterSave(saved.id);
    return saved;
  };
  // one action, one success message: a save made on the way says 保存成功 only when no send follows
  const savedOnTheWay = useRef(false);
  const saveAndSend = async () => {
    const needsSave = dirty || !id;
    const saved = needsSave ? await save(false, true) : { id };
    if (!saved) return;
    savedOnTheWay.current = needsSave;
    if (editor.check('declare'))
      setSending({
        id: saved.id,
        channel_id: data.head.channel_id as number | undefined,
        cd_company_id: data.head.cd_company_id as number | undefined,
      });
    else if (needsSave) void app.message.success(t('msg.saved'));
  };
  const leave = (to: string) => {
    if (!dirty) return navigate(to);
    app.modal.confirm({
      title: t('msg.unsavedTitle'),
      content: t('msg.unsavedLeave'),
      onOk: () => navigate(to),
    });
  };
  const copy = () => {
    if (!id) return;
    const run = async () => {
      try {
        const answer = await copyDeclaration(id);
        void app.message.success(t('msg.copied'));
        navigate(`${EDIT_PATH}?id=${answer.id}`);
      } catch (error) {
        void app.message.error(errorText(error));
      }
    };
    if (!dirty) return void run();
    app.modal.confirm({ title: t('msg.unsavedTitle'), content: t('msg.unsavedLeave'), onOk: run });
  };

  const ie = data.head.ie_flag === '1' ? 'export' : 'import';
  const title = id
    ? t(`title.${ie}`, { no: String(data.head.cd_sn ?? id) })
    : t(ie === 'export' ? 'title.newExport' : 'title.newImport');
  const can = (code: string) => codes.has(code);
  // a declaration with customs (sent, accepted, released, cleared) is not edited; a bounced one is
  const locked = LOCKED_CD_STATUSES.includes(String(data.head.cd_status ?? ''));
  const canSave = !locked && can(id ? DECL_PERM.update : DECL_PERM.add);

  if (editor.loadError)
    return (
      <div className="app-page">
        <Result
          status="error"
          subTitle={t('msg.loadFailed', { message: editor.loadError })}
          extra={[
            <Button
              key="reload"
              onClick={() => {
                if (current?.startsWith('id:')) void editor.load(Number(current.slice(3)));
              }}
            >
              {t('action.reload')}
            </Button>,
            <Button key="back" onClick={() => navigate(LIST_PATH)}>
              {t('action.back')}
            </Button>,
          ]}
        />
      </div>
    );

  return (
    <div className="app-page decl-editor">
      <div className="decl-editor-bar">
        <div>
          <h1 className="page-title">{route.title}</h1>
          <h2 className="decl-editor-title">
            {title} {dirty && <Tag color="orange">*</Tag>}
            <ReceiptTag code={data.head.return_code as string | undefined} />
          </h2>
        </div>
        <Space wrap>
          <Button onClick={() => leave(LIST_PATH)}>{t('action.back')}</Button>
          {id !== undefined && can(DECL_PERM.search) && (
            <Button onClick={() => setReceiptsOpen(true)}>{t('action.receipts')}</Button>
          )}
          {id !== undefined && can(DECL_PERM.print) && (
            <Button disabled={dirty} onClick={() => setPrinting(true)}>
              {t('action.print')}
            </Button>
          )}
          {id !== undefined && can(DECL_PERM.add) && <Button onClick={copy}>{t('action.copy')}</Button>}
          {canSave && can(DECL_PERM.send) && declarationSendable(data.head.cd_status) && (
            <Button loading={editor.saving} onClick={() => void saveAndSend()}>
              {t('action.saveAndSend')}
            </Button>
          )}
          {canSave && (
            <Button type="primary" loading={editor.saving} onClick={() => void save()}>
              {t('action.save')}
            </Button>
          )}
        </Space>
      </div>
      {editor.errors.other.length > 0 && (
        <Alert type="error" showIcon className="decl-other-errors" message={editor.errors.other.join('；')} />
      )}
      {!locked && !!data.warnings?.length && (
        <Alert
          type="warning"
          showIcon
          className="decl-warnings"
          message={t('msg.warnings', { count: data.warnings.length })}
          description={
            <ul className="decl-error-list">
              {data.warnings.map((w) => (
                <li key={`${w.field} ${w.message}`}>{w.message}</li>
              ))}
            </ul>
          }
        />
      )}
      {!editor.loading && !canSave && (
        <Alert
          type={locked ? 'info' : 'warning'}
          showIcon
          className="decl-readonly-notice"
          message={t(locked ? 'msg.lockedNotice' : 'msg.readOnlyNotice')}
        />
      )}
      <Spin spinning={editor.loading}>
        {/* what cannot be saved is not typed into either: the sheet is read-only */}
        <ConfigProvider componentDisabled={!canSave}>
          <div className={canSave ? undefined : 'decl-locked'}>
            <EditorBody editor={editor} visible={visible} />
          </div>
        </ConfigProvider>
      </Spin>
      <Modal
        open={!!editor.reminds}
        title={t('msg.remindTitle')}
        okText={t('action.save')}
        confirmLoading={editor.saving}
        onCancel={editor.cancelReminds}
        onOk={() => void save(true)}
      >
        {editor.reminds && <RemindList hits={editor.reminds} />}
      </Modal>
      <SendDialog
        target={sending}
        onClose={() => setSending(undefined)}
        onCancel={() => {
          if (savedOnTheWay.current) void app.message.success(t('msg.saved'));
        }}
        onSent={() => {
          if (sending) void editor.load(sending.id);
        }}
        onFieldErrors={(errors) => editor.showErrors(errors, { quiet: true })}
      />
      <ReceiptDrawer
        id={receiptsOpen ? id : undefined}
        title={String(data.head.cd_sn ?? '')}
        onClose={() => setReceiptsOpen(false)}
      />
      {printing && id !== undefined && (
        <PrintView id={id} onClose={() => setPrinting(false)} onPrinted={() => void editor.load(id)} />
      )}
    </div>
  );
}
