import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { LangSelect } from './LangSelect.tsx';
import { getSite } from '../app-context.ts';

/**
 * The sign-in page's frame for the public pages beside it: registration and password retrieval (520 px), and
 * the fee and payment pages (`wide`: room for a table of fees).
 */
export function PublicFrame({
  title,
  subtitle,
  wide,
  children,
}: {
  title: string;
  subtitle?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const site = getSite();
  return (
    <div className="login-page">
      <div className="login-lang">
        <LangSelect />
      </div>
      <main className="login-box" style={wide ? { maxWidth: 880, width: '100%' } : { maxWidth: 520 }}>
        <div className="login-brand">
          {site.logo && <img src={site.logo} alt="" className="login-logo" />}
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
