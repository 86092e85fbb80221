import { useEffect, useState } from 'react';
import { App, Button, Card, Col, Empty, Image, Row, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  checkImageFile,
  company,
  COMPANY_IMAGE_KINDS,
  localize,
  SEAL_RULE,
  type CompanyImageKind,
} from '@app/shared';
import { errorText } from '../../../api/error-text.ts';
import { confirmThen } from '../../../crud/confirm.ts';
import { usePermission } from '../../../crud/permission.ts';
import { catalogMessage, currentLang } from '../../../i18n/index.ts';
import { companyImage, removeCompanyImage, uploadCompanyImage } from '../api.ts';
import { ADMIN_NS } from '../locales/index.ts';

const KINDS = Object.keys(COMPANY_IMAGE_KINDS) as CompanyImageKind[];

/** The stored image of one kind as an object URL (revoked when it changes), or null when there is none. */
function useImageUrl(companyId: number, kind: CompanyImageKind, stored: boolean) {
  const image = useQuery({
    queryKey: ['company-image', companyId, kind],
    queryFn: () => companyImage(companyId, kind),
    enabled: stored,
    retry: false,
    gcTime: 0,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!stored || !image.data) return setUrl(null);
    const next = URL.createObjectURL(image.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [image.data, stored]);
  return url;
}

function ImageCard({
  companyId,
  kind,
  initial,
  editable,
}: {
  companyId: number;
  kind: CompanyImageKind;
  initial: string | null;
  editable: boolean;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const app = App.useApp();
  const queries = useQueryClient();
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  const url = useImageUrl(companyId, kind, !!name);
  const label = localize(company.fields[COMPANY_IMAGE_KINDS[kind]]!.label, currentLang());
  const changed = (next: string | null) => {
    setName(next);
    void queries.invalidateQueries({ queryKey: ['company-image', companyId, kind] });
  };
  return (
    <Card size="small" title={label} data-testid={`company-${kind}`}>
      <div className="company-image">
        {url ? (
          <Image src={url} alt={label} height={96} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('companyImage.none')} />
        )}
      </div>
      {editable && (
        <Space>
          <Upload
            accept={Object.keys(SEAL_RULE.types).join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              const problem = checkImageFile(SEAL_RULE, file);
              if (problem) void app.message.error(catalogMessage(problem.key, problem.params));
              return problem ? Upload.LIST_IGNORE : true;
            }}
            customRequest={({ file, onSuccess, onError }) => {
              setBusy(true);
              uploadCompanyImage(companyId, kind, file as File)
                .then((answer) => {
                  changed(answer.name);
                  onSuccess?.(answer);
                })
                .catch((e: Error) => {
                  void app.message.error(errorText(e));
                  onError?.(e);
                })
                .finally(() => setBusy(false));
            }}
          >
            <Button size="small" icon={busy ? <LoadingOutlined /> : <UploadOutlined />} disabled={busy}>
              {t('companyImage.upload')}
            </Button>
          </Upload>
          {name && (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() =>
                confirmThen(app, t('companyImage.removeConfirm', { what: label }), async () => {
                  await removeCompanyImage(companyId, kind);
                  changed(null);
                })
              }
            >
              {t('companyImage.remove')}
            </Button>
          )}
        </Space>
      )}
    </Card>
  );
}

/**
 * A company's seal and signature in its dialog: shown, and in an edit uploaded (checked here by type and
 * size, by content on the server) or removed at once, apart from the dialog's save.
 */
export function CompanyImages({
  companyId,
  names,
  editable,
}: {
  companyId?: number;
  names: Partial<Record<CompanyImageKind, string | null>>;
  editable: boolean;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const canEdit = usePermission(company.permissions.edit) && editable;
  if (!companyId)
    return <Typography.Paragraph type="secondary">{t('companyImage.saveFirst')}</Typography.Paragraph>;
  return (
    <div className="company-images">
      <Row gutter={12}>
        {KINDS.map((kind) => (
          <Col key={kind} xs={24} md={12}>
            <ImageCard companyId={companyId} kind={kind} initial={names[kind] ?? null} editable={canEdit} />
          </Col>
        ))}
      </Row>
      {canEdit && (
        <Typography.Paragraph type="secondary" className="form-hint">
          {t('companyImage.hint')}
        </Typography.Paragraph>
      )}
    </div>
  );
}
