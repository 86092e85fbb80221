import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BASE } from '../../../site/site.ts';
import { HELP_NS } from '../locales.ts';
import type { Block, Inline } from '../model/markdown.ts';

/** Where a guide's screenshots are served (apps/web/public/help/). */
export const helpImage = (file: string) => `${BASE}/help/${file}`;

/** The page's own title is the h1: a guide's title is an h2, its topics h3, their steps h4. */
const HEADING_TAGS = { 1: 'h2', 2: 'h3', 3: 'h4' } as const;

interface Props {
  blocks: readonly Block[];
  /** The address of a heading of this page (kept with the page's query, e.g. the role). */
  anchorHref(id: string): string;
  /** Scrolls to a heading of this page (a link "#id" in the text or a heading's own mark). */
  onAnchor(id: string): void;
}

function InlineNodes({ items, onAnchor, anchorHref }: { items: readonly Inline[] } & Omit<Props, 'blocks'>) {
  return items.map((item, i): ReactNode => {
    switch (item.kind) {
      case 'text':
        return item.text;
      case 'code':
        return <code key={i}>{item.text}</code>;
      case 'strong':
        return (
          <strong key={i}>
            <InlineNodes items={item.children} onAnchor={onAnchor} anchorHref={anchorHref} />
          </strong>
        );
      case 'link': {
        const label = <InlineNodes items={item.children} onAnchor={onAnchor} anchorHref={anchorHref} />;
        const target = item.target;
        if (target.kind === 'page')
          return (
            <Link key={i} to={target.path}>
              {label}
            </Link>
          );
        if (target.kind === 'anchor')
          return (
            <a
              key={i}
              href={anchorHref(target.id)}
              onClick={(e) => {
                e.preventDefault();
                onAnchor(target.id);
              }}
            >
              {label}
            </a>
          );
        return (
          <a key={i} href={target.href} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        );
      }
    }
  });
}

/** A guide's blocks as elements: headings with their anchors, paragraphs, lists, tips and screenshots. */
export function MarkdownBlocks({ blocks, anchorHref, onAnchor }: Props) {
  const { t } = useTranslation(HELP_NS);
  const inline = (items: readonly Inline[]) => (
    <InlineNodes items={items} onAnchor={onAnchor} anchorHref={anchorHref} />
  );
  return blocks.map((block, i) => {
    switch (block.kind) {
      case 'heading': {
        const Tag = HEADING_TAGS[block.level];
        return (
          <Tag key={i} id={block.id} className={`help-heading help-h${block.level}`}>
            {inline(block.children)}
            <a
              className="help-anchor"
              href={anchorHref(block.id)}
              aria-label={t('anchor', { title: block.text })}
              onClick={(e) => {
                e.preventDefault();
                onAnchor(block.id);
              }}
            >
              #
            </a>
          </Tag>
        );
      }
      case 'paragraph':
        return <p key={i}>{inline(block.children)}</p>;
      case 'tip':
        return (
          <aside key={i} className="help-tip">
            {inline(block.children)}
          </aside>
        );
      case 'list': {
        const items = block.items.map((item, j) => <li key={j}>{inline(item)}</li>);
        return block.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
      }
      case 'image':
        return (
          <figure key={i} className="help-figure">
            <img src={helpImage(block.file)} alt={block.alt} loading="lazy" />
            {block.alt && <figcaption>{block.alt}</figcaption>}
          </figure>
        );
    }
  });
}
