import { Button, Descriptions, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '../../../components/BusinessTime.tsx';
import { MESSAGES_NS } from '../locales.ts';
import type { InboxMessage } from '../api.ts';

/** One message in full: title, sender, time and the body (line breaks kept). */
export function MessageView({ message, onClose }: { message: InboxMessage | null; onClose(): void }) {
  const { t } = useTranslation(MESSAGES_NS);
  return (
    <Modal
      open={!!message}
      title={message?.title}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
      destroyOnHidden
    >
      {message && (
        <>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('kind')}>
              <Tag color={message.kind === 'announcement' ? 'orange' : 'blue'}>{t(message.kind)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('sender')}>{message.sender_name ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('time')}>
              <BusinessTime value={message.create_time} />
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph className="message-body" style={{ whiteSpace: 'pre-wrap', marginTop: 12 }}>
            {message.body}
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
