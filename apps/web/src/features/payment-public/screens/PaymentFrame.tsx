import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { LangSelect } from '../../../components/LangSelect.tsx';
import { getSite } from '../../../app-context.ts';

/** The sign-in page's frame for the public fee and payment pages, wide enough for a table of fees. */
export function PaymentFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const site = getSite();
  return (
    <div className="login-page">
      <div className="login-lang">
        <LangSelect />
      </div>
      <main className="login-box" style={{ maxWidth: 880, width: '100%' }}>
        <div className="login-brand">
          <img src={site.logo} alt="" className="login-logo" />
          <Typography.Title level={2} className="login-title">
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{subtitle ?? site.name}</Typography.Text>
        </div>
        {children}
      </main>
    </div>
  );
}
