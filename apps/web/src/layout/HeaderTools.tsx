import { errorText } from '../api/error-text.ts';
import { useState, type ReactNode } from 'react';
import { App, Badge, Button, Dropdown, Empty, Modal, Table, Tooltip } from 'antd';
import {
  BugOutlined,
  ColumnHeightOutlined,
  DashboardOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_CLIENT_ID } from '@app/shared';
import { getConfig } from '../api/auth.ts';
import { getToken, useSession } from '../session/session-store.ts';
import { SIZES, useSettings, type UiSize } from '../settings/settings-store.ts';
import { ERROR_LOG_ENABLED, useErrorLog } from './error-log.ts';
import { iframeSource } from './IframeLayer.tsx';
import { inHeader } from '../components/popup-container.ts';

/** An icon button of the header with its tooltip; the label names it for screen readers. */
export function HeaderButton({
  label,
  tooltip = label,
  onClick,
  children,
}: {
  label: string;
  tooltip?: string;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={tooltip} getPopupContainer={inHeader}>
      <button type="button" className="icon-button" aria-label={label} onClick={onClick}>
        {children}
      </button>
    </Tooltip>
  );
}

/** The data-board button: internal client only; opens the dashboard with the access token. */
export function DataBoardButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const clientId = useSession((s) => s.clientId);
  if (!clientId || clientId === CUSTOMER_CLIENT_ID) return null;
  const open = async () => {
    try {
      const url = await getConfig('data_board_url');
      window.open(iframeSource(url, getToken()), '_blank', 'noopener');
    } catch (e) {
      message.error(errorText(e));
    }
  };
  return (
    <HeaderButton label={t('navbar.dataBoard')} onClick={() => void open()}>
      <DashboardOutlined />
    </HeaderButton>
  );
}

export function ErrorLog() {
  const { t } = useTranslation();
  const errors = useErrorLog((s) => s.errors);
  const clear = useErrorLog((s) => s.clear);
  const [open, setOpen] = useState(false);
  if (!ERROR_LOG_ENABLED || !errors.length) return null;
  return (
    <>
      <HeaderButton label={t('errorLog.title')} onClick={() => setOpen(true)}>
        <Badge count={errors.length} size="small">
          <BugOutlined style={{ color: '#f5222d' }} />
        </Badge>
      </HeaderButton>
      <Modal
        open={open}
        title={t('errorLog.title')}
        width={800}
        onCancel={() => setOpen(false)}
        footer={
          <Button
            danger
            onClick={() => {
              clear();
              setOpen(false);
            }}
          >
            {t('errorLog.clear')}
          </Button>
        }
      >
        <Table
          rowKey={(row) => `${row.time}-${row.message}`}
          dataSource={errors}
          pagination={false}
          locale={{ emptyText: <Empty /> }}
          columns={[
            { title: t('errorLog.message'), dataIndex: 'message' },
            { title: t('errorLog.url'), dataIndex: 'url', width: 220, ellipsis: true },
            { title: t('errorLog.time'), dataIndex: 'time', width: 200 },
          ]}
        />
      </Modal>
    </>
  );
}

export function Screenfull() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [full, setFull] = useState(() => !!document.fullscreenElement);
  const toggle = async () => {
    if (!document.fullscreenEnabled) {
      message.warning(t('navbar.fullscreenUnsupported'));
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
      setFull(!!document.fullscreenElement);
    } catch {
      message.warning(t('navbar.fullscreenUnsupported'));
    }
  };
  return (
    <HeaderButton label={t('navbar.fullscreen')} onClick={() => void toggle()}>
      {full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
    </HeaderButton>
  );
}

/** Interface size: Default, Medium, Small, Mini (default Small); "Switch Size Success". */
export function SizeSelect() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const size = useSettings((s) => s.size);
  const setSize = useSettings((s) => s.setSize);
  return (
    <Dropdown
      trigger={['click']}
      getPopupContainer={inHeader}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((key) => ({ key, label: t(`size.${key}`) })),
        onClick: ({ key }) => {
          if (key === size) return;
          setSize(key as UiSize);
          message.success(t('size.switched'));
        },
      }}
    >
      <button type="button" className="icon-button" aria-label={t('navbar.size')}>
        <ColumnHeightOutlined />
      </button>
    </Dropdown>
  );
}

export function SettingsButton() {
  const { t } = useTranslation();
  const show = useSettings((s) => s.showSettings);
  const setDrawerOpen = useSettings((s) => s.setDrawerOpen);
  if (!show) return null;
  return (
    <HeaderButton label={t('settings.title')} onClick={() => setDrawerOpen(true)}>
      <SettingOutlined />
    </HeaderButton>
  );
}
