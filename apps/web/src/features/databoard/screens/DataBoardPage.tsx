import { useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { ConfigProvider, Result, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickLang } from '@app/shared';
import { getSite } from '../../../app-context.ts';
import { DATABOARD_NS } from '../locales.ts';
import { boardLayout, clockText, dateText, takenAtText, type Translate } from '../model/board-model.ts';
import type { RefreshTiming } from '../model/refresh-scheduler.ts';
import { BoardKpis, BoardPanels } from './BoardPanels.tsx';
import { useBoard } from './use-board.ts';
import '../databoard.css';

const DARK = {
  algorithm: theme.darkAlgorithm,
  token: { colorBgContainer: '#0b1a36', colorBgElevated: '#10244a', colorBorderSecondary: '#1f3b6e' },
};

/** The screen's size, following its changes. */
function useViewport() {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [size, setSize] = useState(read);
  useEffect(() => {
    const update = () => setSize(read());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

/** The clock in the title bar: its own component, so its ticking redraws nothing else. */
function BoardClock({ label }: { label: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <div className="data-board-clock" aria-label={label}>
      <time className="data-board-clock-time" dateTime={now.toISOString()}>
        {clockText(now)}
      </time>
      <span className="data-board-clock-date">{dateText(now)}</span>
    </div>
  );
}

/**
 * The data board (/datav/jhx; the home of the datav site): the business's figures for a wall
 * screen — dark, full screen, no scrolling, big numbers — refreshed live by `summary_changed` pushes.
 * When the server cannot be reached the last figures stay, marked with the time they were taken.
 */
export function DataBoard({ timing }: { timing?: Partial<RefreshTiming> }) {
  const { t: translate, i18n } = useTranslation(DATABOARD_NS);
  const t: Translate = useCallback((key, params) => translate(key, params), [translate]);
  const lang = pickLang(i18n.language);
  const { status, board, takenAt } = useBoard(timing);
  const { width, height } = useViewport();
  const layout = useMemo(() => boardLayout(width, height), [width, height]);
  const site = getSite();
  const title = site.code === 'datav' && site.name ? site.name : t('title');
  const taken = takenAt ? takenAtText(takenAt) : undefined;

  const vars = {
    '--board-gap': `${layout.gap}px`,
    '--board-header': `${layout.header}px`,
    '--board-kpi': `${layout.kpi}px`,
    '--board-pad': `${layout.pad}px`,
    '--board-head': `${layout.head}px`,
    '--board-font': `${layout.font}px`,
    '--board-title': `${layout.title}px`,
    '--board-kpi-value': `${layout.kpiValue}px`,
    '--board-kpi-label': `${layout.kpiLabel}px`,
  } as CSSProperties;

  let body;
  if (status === 'forbidden') {
    body = (
      <div className="data-board-message">
        <Result status="403" title={t('forbidden')} subTitle={t('forbiddenHint')} />
      </div>
    );
  } else if (board) {
    body = (
      <>
        <BoardKpis board={board} lang={lang} t={t} />
        <BoardPanels board={board} layout={layout} lang={lang} t={t} />
      </>
    );
  } else {
    body = (
      <div className="data-board-message">
        <Spin size="large" />
        <p>{status === 'offline' ? t('offlineNoData') : t('loading')}</p>
      </div>
    );
  }

  return (
    <ConfigProvider theme={DARK}>
      <div className={`data-board app-page is-${status}`} style={vars}>
        <header className="data-board-header">
          <h1 className="data-board-title">{title}</h1>
          <div className="data-board-status">
            {taken && status !== 'forbidden' && (
              <span className="data-board-taken">{t('takenAt', { time: taken })}</span>
            )}
            <span role="status" aria-live="polite" className="data-board-alert-slot">
              {status === 'offline' && (
                <span className="data-board-offline">
                  {taken ? t('offline', { time: taken }) : t('offlineNoData')}
                </span>
              )}
            </span>
          </div>
          <BoardClock label={t('clock')} />
        </header>
        {body}
      </div>
    </ConfigProvider>
  );
}

export default function DataBoardPage() {
  return <DataBoard />;
}
