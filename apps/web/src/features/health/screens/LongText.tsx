import { Tooltip } from 'antd';

/**
 * A long text (an error, a reason) on one line cut with an ellipsis; the whole text in a tooltip (the
 * table's row can also be opened to read it in full).
 */
export function LongText({ text, empty }: { text: string | null | undefined; empty?: string }) {
  const value = text?.trim();
  if (!value) return empty ? <span className="health-none">{empty}</span> : null;
  return (
    <Tooltip
      placement="topLeft"
      title={<div className="health-tooltip">{value}</div>}
      styles={{ root: { maxWidth: 640 } }}
    >
      <span className="health-long">{value}</span>
    </Tooltip>
  );
}

/** The whole of a long text, shown when its row is opened. */
export function FullText({ text }: { text: string }) {
  return <pre className="health-full">{text}</pre>;
}
