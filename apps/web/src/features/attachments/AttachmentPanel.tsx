import { useState } from 'react';
import { Alert, App, Button, Input, Space, Table, Tag, Tooltip, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownloadOutlined, LoadingOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { confirmThen } from '../../crud/confirm.ts';
import { BusinessTime } from '../../components/BusinessTime.tsx';
import {
  addAttachmentRow,
  attachmentsKey,
  deleteAttachmentRow,
  downloadAttachment,
  listAttachments,
  removeAttachmentFile,
  uploadAttachmentFile,
  type AttachmentRow,
} from './api.ts';
import { ATTACHMENTS_NS } from './locales.ts';
import { UPLOAD_ACCEPT, uploadFailure, uploadProblem } from './model/upload-rules.ts';

export interface AttachmentPanelProps {
  /** The kind of document the files belong to (`appointment`, `transport-order`, …), as the server registers it. */
  ownerType: string;
  ownerId: number;
  /** Files may be added and removed now (e.g. an appointment in draft or rejected); else download only. */
  editable: boolean;
}

/** A file size in B, KB or MB. */
export function fileSizeText(size: number | null | undefined): string {
  if (size === null || size === undefined) return '';
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(2)} MB`;
}

/**
 * The attachment rows of one document (business-domain §5): header rows (required files, marked, never
 * deleted) and added rows, each with its file. A file is checked in the browser with the shared upload
 * rules before it is sent (the server checks its content again); a row with a file must have it deleted
 * before another is uploaded. Not editable: download only.
 */
export function AttachmentPanel({ ownerType, ownerId, editable }: AttachmentPanelProps) {
  const { t } = useTranslation(ATTACHMENTS_NS);
  const app = App.useApp();
  const queryClient = useQueryClient();
  const key = attachmentsKey(ownerType, ownerId);
  const query = useQuery({ queryKey: key, queryFn: () => listAttachments(ownerType, ownerId), retry: false });
  const [uploading, setUploading] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState(false);
  const [adding, setAdding] = useState(false);
  const rows = query.data?.content ?? [];

  const reload = () => queryClient.invalidateQueries({ queryKey: key });

  const upload = async (row: AttachmentRow, file: File) => {
    setUploading(row.id);
    try {
      await uploadAttachmentFile(row.id, file);
      void app.message.success(t('uploaded'));
    } catch (error) {
      void app.message.error(uploadFailure(error, t('uploadFailed')));
    } finally {
      setUploading(null);
      await reload();
    }
  };

  const add = async () => {
    const text = title.trim();
    if (!text) {
      setTitleError(true);
      return;
    }
    setAdding(true);
    try {
      await addAttachmentRow(ownerType, ownerId, text);
      setTitle('');
      await reload();
    } catch (error) {
      void app.message.error(errorText(error));
    } finally {
      setAdding(false);
    }
  };

  const download = (row: AttachmentRow) =>
    downloadAttachment(row).catch((error: unknown) => void app.message.error(errorText(error)));

  const actions = (row: AttachmentRow) => {
    const buttons = [];
    if (row.file_name)
      buttons.push(
        <Button
          key="download"
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          onClick={() => void download(row)}
        >
          {t('download')}
        </Button>,
      );
    if (editable && row.file_name)
      buttons.push(
        // the upload is hidden while the row holds a file: the user is told to delete it first
        <Tooltip key="delete-file" title={t('deleteFirst')}>
          <Button
            type="link"
            size="small"
            danger
            onClick={() =>
              confirmThen(
                app,
                t('deleteFileAsk', { title: row.title, name: row.file_name }),
                () => removeAttachmentFile(row.id),
                { danger: true, after: () => void reload() },
              )
            }
          >
            {t('deleteFile')}
          </Button>
        </Tooltip>,
      );
    if (editable && !row.file_name)
      buttons.push(
        <Upload
          key="upload"
          accept={UPLOAD_ACCEPT}
          showUploadList={false}
          disabled={uploading !== null}
          beforeUpload={(file) => {
            const problem = uploadProblem(file);
            if (problem) void app.message.error(problem);
            return problem ? Upload.LIST_IGNORE : true;
          }}
          customRequest={({ file, onSuccess }) => {
            void upload(row, file as File).then(() => onSuccess?.(null));
          }}
        >
          <Button
            type="link"
            size="small"
            icon={uploading === row.id ? <LoadingOutlined /> : <UploadOutlined />}
            data-testid={`attachment-upload-${row.id}`}
          >
            {t('upload')}
          </Button>
        </Upload>,
      );
    if (editable && !row.is_header)
      buttons.push(
        <Button
          key="delete-row"
          type="link"
          size="small"
          danger
          onClick={() =>
            confirmThen(app, t('deleteRowAsk', { title: row.title }), () => deleteAttachmentRow(row.id), {
              danger: true,
              after: () => void reload(),
            })
          }
        >
          {t('deleteRow')}
        </Button>,
      );
    return (
      <Space size={0} wrap>
        {buttons}
      </Space>
    );
  };

  const columns: ColumnsType<AttachmentRow> = [
    {
      title: t('title'),
      dataIndex: 'title',
      key: 'title',
      render: (_v, row) => (
        <Space size={4}>
          {row.title}
          {row.is_header && <Tag color="red">{t('header')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('fileName'),
      dataIndex: 'file_name',
      key: 'file_name',
      ellipsis: true,
      render: (_v, row) => row.file_name ?? <Typography.Text type="secondary">{t('noFile')}</Typography.Text>,
    },
    { title: t('size'), key: 'size', width: 100, render: (_v, row) => fileSizeText(row.file_size) },
    {
      title: t('uploadTime'),
      key: 'upload_time',
      width: 170,
      render: (_v, row) => <BusinessTime value={row.upload_time} />,
    },
    { title: t('actions'), key: 'actions', width: editable ? 300 : 110, render: (_v, row) => actions(row) },
  ];

  return (
    <div className="attachment-panel" data-owner={`${ownerType}:${ownerId}`}>
      {query.isError && (
        <Alert type="error" showIcon message={`${t('loadFailed')}: ${errorText(query.error)}`} />
      )}
      <Table<AttachmentRow>
        size="small"
        rowKey="id"
        pagination={false}
        loading={query.isLoading}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: t('empty') }}
      />
      {editable && (
        <>
          <Space.Compact style={{ marginTop: 8, width: '100%', maxWidth: 480 }}>
            <Input
              value={title}
              maxLength={100}
              placeholder={t('addTitle')}
              aria-label={t('addTitle')}
              status={titleError ? 'error' : undefined}
              onChange={(e) => {
                setTitle(e.target.value);
                setTitleError(false);
              }}
              onPressEnter={() => void add()}
            />
            <Button icon={<PlusOutlined />} loading={adding} onClick={() => void add()}>
              {t('addRow')}
            </Button>
          </Space.Compact>
          {titleError && <Typography.Text type="danger">{t('titleRequired')}</Typography.Text>}
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('hint')}
          </Typography.Paragraph>
        </>
      )}
    </div>
  );
}

export default AttachmentPanel;
