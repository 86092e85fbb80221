import { errorText } from '../../../../api/error-text.ts';
import { createPortal } from 'react-dom';
import { App, Button, Result, Space, Spin } from 'antd';
import { CloseOutlined, FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadPdf, loadDeclaration, loadPrintSeal, recordPrinted } from '../../api.ts';
import { DECL_NS } from '../../locales/index.ts';
import { DECL_PERM } from '../../model/paths.ts';
import { usePermission } from '../../../../crud/permission.ts';
import { PrintForm } from './PrintForm.tsx';
import './print.css';

/**
 * The printable declaration over the whole window: the A4 form (print.css hides everything else on
 * paper), a print button that calls window.print() and then records the print on the server, and the
 * server's PDF for download.
 */
export function PrintView({
  id,
  onClose,
  onPrinted,
}: {
  id: number;
  onClose: () => void;
  onPrinted?: () => void;
}) {
  const { t } = useTranslation(DECL_NS);
  const { message } = App.useApp();
  const canPrint = usePermission(DECL_PERM.print);
  const data = useQuery({
    queryKey: ['declaration-print', id],
    queryFn: () => loadDeclaration(id),
    retry: false,
    gcTime: 0,
  });
  // the declaring company's seal, as the server's PDF carries it (none when 打印显示公章 is off)
  const seal = useQuery({
    queryKey: ['declaration-print-seal', id],
    queryFn: () => loadPrintSeal(id),
    retry: false,
    gcTime: 0,
  });

  const print = async () => {
    window.print();
    try {
      await recordPrinted(id);
      void message.success(t('msg.printed'));
      onPrinted?.();
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  const pdf = async () => {
    try {
      await downloadPdf(id, `declaration-${String(data.data?.head.cd_sn ?? id)}.pdf`);
    } catch (error) {
      void message.error(errorText(error));
    }
  };

  return createPortal(
    <div className="decl-print-overlay" role="dialog" aria-label={t('action.print')}>
      <div className="decl-print-toolbar">
        <Space>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            disabled={!data.data || !canPrint}
            onClick={() => void print()}
          >
            {t('action.print')}
          </Button>
          <Button icon={<FilePdfOutlined />} disabled={!data.data} onClick={() => void pdf()}>
            {t('action.pdf')}
          </Button>
          <Button icon={<CloseOutlined />} onClick={onClose} aria-label="close" />
        </Space>
      </div>
      {data.isLoading && <Spin className="decl-print-loading" />}
      {data.isError && <Result status="error" subTitle={data.error.message} />}
      {data.data && !seal.isLoading && <PrintForm data={data.data} seal={seal.data ?? null} />}
    </div>,
    document.body,
  );
}
