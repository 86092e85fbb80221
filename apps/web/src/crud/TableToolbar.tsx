import type { Key, ReactNode } from 'react';
import { Button, Checkbox, Dropdown, Popover, Space, Tooltip, Tree } from 'antd';
import type { TreeProps } from 'antd';
import { ColumnHeightOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CRUD_NS } from './locales.ts';

/**
 * The bar above the list's table: the screen's buttons, then reload, density and the column setting
 * (which columns show, in which order: ticked and dragged in a list, 重置 back to the screen's own),
 * as ProTable's toolbar had them.
 */

export type Density = 'large' | 'middle' | 'small';

export interface ToolbarColumn {
  key: string;
  title: ReactNode;
}

/** The columns the user arranged: their order (keys) and those hidden. */
export interface ColumnLayout {
  order: readonly string[];
  hidden: ReadonlySet<string>;
}

export interface TableToolbarProps {
  actions?: ReactNode[];
  onReload: () => void;
  density: Density;
  onDensity: (density: Density) => void;
  columns: readonly ToolbarColumn[];
  layout: ColumnLayout;
  onLayout: (layout: ColumnLayout | undefined) => void;
}

/** Columns in the user's order (those the order does not know, new ones, at the end in their own order). */
export function arranged<T extends { key: string }>(columns: readonly T[], order: readonly string[]): T[] {
  const rank = new Map(order.map((key, i) => [key, i]));
  return columns
    .map((column, i) => ({ column, i }))
    .sort(
      (a, b) =>
        (rank.get(a.column.key) ?? order.length + a.i) - (rank.get(b.column.key) ?? order.length + b.i),
    )
    .map(({ column }) => column);
}

function ColumnSetting({
  columns,
  layout,
  onLayout,
}: Pick<TableToolbarProps, 'columns' | 'layout' | 'onLayout'>) {
  const { t } = useTranslation(CRUD_NS);
  const list = arranged(columns, layout.order);
  const shown = list.filter((c) => !layout.hidden.has(c.key));
  const setHidden = (hidden: Set<string>) => onLayout({ order: list.map((c) => c.key), hidden });

  const onCheck: TreeProps['onCheck'] = (_checked, { node, checked }) => {
    const hidden = new Set(layout.hidden);
    if (checked) hidden.delete(String(node.key));
    else hidden.add(String(node.key));
    setHidden(hidden);
  };
  const onDrop: TreeProps['onDrop'] = ({ node, dragNode, dropPosition }) => {
    const dragged = String(dragNode.key);
    const keys = list.map((c) => c.key).filter((k) => k !== dragged);
    const target = keys.indexOf(String(node.key));
    // antd's dropPosition less the node's own place: -1 above it, 0 onto it or 1 below it (a flat list)
    const place = Number(node.pos.split('-').at(-1));
    keys.splice(dropPosition - place === -1 ? target : target + 1, 0, dragged);
    onLayout({ order: keys, hidden: new Set(layout.hidden) });
  };

  const title = (
    <div className="crud-column-setting-title">
      <Checkbox
        indeterminate={shown.length > 0 && shown.length < list.length}
        checked={shown.length === list.length}
        onChange={(e) => setHidden(e.target.checked ? new Set() : new Set(list.map((c) => c.key)))}
      >
        {t('columnDisplay')}
      </Checkbox>
      <Button type="link" size="small" onClick={() => onLayout(undefined)}>
        {t('columnReset')}
      </Button>
    </div>
  );
  const content = (
    <Tree
      className="crud-column-setting-list"
      checkable
      draggable={{ icon: false }}
      blockNode
      selectable={false}
      checkedKeys={shown.map((c) => c.key)}
      treeData={list.map((c) => ({ key: c.key, title: c.title, isLeaf: true }))}
      onCheck={onCheck}
      onDrop={onDrop}
    />
  );
  return (
    <Popover trigger="click" placement="bottomRight" arrow={false} title={title} content={content}>
      <Tooltip title={t('columnSetting')}>
        <Button type="text" size="small" icon={<SettingOutlined />} aria-label={t('columnSetting')} />
      </Tooltip>
    </Popover>
  );
}

export function TableToolbar({
  actions,
  onReload,
  density,
  onDensity,
  columns,
  layout,
  onLayout,
}: TableToolbarProps) {
  const { t } = useTranslation(CRUD_NS);
  const densities: { key: Density; label: string }[] = [
    { key: 'large', label: t('densityLarge') },
    { key: 'middle', label: t('densityMiddle') },
    { key: 'small', label: t('densitySmall') },
  ];
  return (
    <div className="crud-toolbar">
      <Space wrap className="crud-toolbar-actions">
        {actions}
      </Space>
      <div className="crud-toolbar-options">
        <Tooltip title={t('reload')}>
          <Button
            type="text"
            size="small"
            icon={<ReloadOutlined />}
            aria-label={t('reload')}
            onClick={onReload}
          />
        </Tooltip>
        <Dropdown
          trigger={['click']}
          menu={{
            items: densities,
            selectable: true,
            selectedKeys: [density],
            onClick: ({ key }: { key: Key }) => onDensity(key as Density),
          }}
        >
          <Tooltip title={t('density')}>
            <Button type="text" size="small" icon={<ColumnHeightOutlined />} aria-label={t('density')} />
          </Tooltip>
        </Dropdown>
        <ColumnSetting columns={columns} layout={layout} onLayout={onLayout} />
      </div>
    </div>
  );
}
