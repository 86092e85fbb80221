import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SummaryFigure } from '@app/shared';
import { currentLang } from '../../../i18n/index.ts';
import { formatAmount } from '../../finance/model/finance-model.ts';
import { figureHref, groupFigures, statusName } from '../model/summary-model.ts';
import { SUMMARY_NS } from '../locales.ts';

export interface FigureListProps {
  figures: readonly SummaryFigure[];
  /** Whether the user can open a page; a figure whose page they cannot open shows its number only. */
  canOpen?: (path: string) => boolean;
}

/**
 * A section's figures: each a name and its number, the number a link to the list of exactly those
 * records; a split figure (arrivals by slot, task orders by clerk, receivables by age) as a small
 * labelled list, an amount next to the count where the figure carries one.
 */
export function FigureList({ figures, canOpen = () => true }: FigureListProps) {
  const { t } = useTranslation(SUMMARY_NS);
  const lang = currentLang();
  const figureName = (key: string) => t(`figure.${key}`, { defaultValue: key });
  const partName = (figure: SummaryFigure) => {
    const label = figure.label ?? '';
    if (figure.key === 'declarations_by_status') return statusName(label, lang);
    if (figure.key === 'receivables_ageing') return t(`band.${label}`, { defaultValue: label });
    return label;
  };

  const value = (figure: SummaryFigure, name: string) => {
    const count = String(figure.count);
    const className = figure.count ? 'summary-count' : 'summary-count summary-zero';
    return (
      <span className="summary-value">
        {canOpen(figure.path) ? (
          <Link className={className} to={figureHref(figure)} aria-label={t('figureLink', { name, count })}>
            {count}
          </Link>
        ) : (
          <span className={className} aria-label={t('figureLink', { name, count })}>
            {count}
          </span>
        )}
        {figure.amount !== undefined && <span className="summary-amount">{formatAmount(figure.amount)}</span>}
      </span>
    );
  };

  return (
    <ul className="summary-figures">
      {groupFigures(figures).map((group) => {
        const name = figureName(group.key);
        if (group.kind === 'single')
          return (
            <li key={group.key} className="summary-figure">
              <span className="summary-name">{name}</span>
              {value(group.figure, name)}
            </li>
          );
        return (
          <li key={group.key} className="summary-figure summary-split">
            <span className="summary-name">{name}</span>
            <ul className="summary-parts" aria-label={name}>
              {group.parts.map((part) => {
                const label = partName(part);
                return (
                  <li key={part.label} className="summary-part">
                    <span className="summary-part-label">{label}</span>
                    {value(part, `${name} ${label}`)}
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
