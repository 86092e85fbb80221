import { useMemo, useState, type Key } from 'react';
import { Alert, App, Button, Modal, Space, Spin, Tree, Typography, type TreeDataNode } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GrantTree, MenuEntry } from '@app/shared';
import { fetchData } from '../../../api/http.ts';
import { errorText } from '../../../crud/confirm.ts';
import type { Row } from '../../../crud/entity-values.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import { ADMIN_NS } from '../locales/index.ts';
import { indexTree, knownIds, toggleGrant } from '../model/grant-tree.ts';

const toNodes = (entries: MenuEntry[]): TreeDataNode[] =>
  entries.map((e) => ({
    key: e.id,
    title: (
      <span className="grant-node" data-code={e.code}>
        {e.title} <Typography.Text type="secondary">{e.code}</Typography.Text>
      </span>
    ),
    children: e.children?.length ? toNodes(e.children) : undefined,
  }));

/** Grants resources to a role: the client's resource tree with checkboxes, saved in one call. */
export function RoleGrantDialog({ role, onClose }: { role: Row; onClose: () => void }) {
  const { t } = useTranslation([ADMIN_NS, CRUD_NS], { nsMode: 'fallback' });
  const { message } = App.useApp();
  const grants = useQuery({
    queryKey: ['role-grants', role.id],
    queryFn: () =>
      fetchData<GrantTree>('/code/oauth2/sys-resource-dto/grantlist', {
        data: { client_id: role.client_id, role_id: role.id },
      }),
    gcTime: 0,
    retry: false,
  });
  const tree = useMemo(() => grants.data?.tree ?? [], [grants.data]);
  const index = useMemo(() => indexTree(tree), [tree]);
  const nodes = useMemo(() => toNodes(tree), [tree]);
  const allKeys = useMemo(
    () => [...index.children.keys()].filter((id) => index.children.get(id)!.length),
    [index],
  );
  const [edited, setEdited] = useState<Set<number>>();
  const checked = edited ?? knownIds(index, grants.data?.checkedIds ?? []);
  const [expanded, setExpanded] = useState<Key[]>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      // grants of entries the tree does not show (disabled resources) are kept as they are
      const hidden = (grants.data?.checkedIds ?? []).filter((id) => !index.children.has(id));
      await fetchData(`/api/roles/${String(role.id)}/resources`, {
        data: { resource_ids: [...new Set([...checked, ...hidden])] },
      });
      void message.success(t('success'));
      onClose();
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('role.grantTitle', { name: role.name })}
      width={720}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('confirm')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: saving, disabled: !grants.data }}
      className="grant-dialog"
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={t('role.grantHint')} />
        <Space>
          <Button size="small" onClick={() => setExpanded(allKeys)}>
            {t('role.expandAll')}
          </Button>
          <Button size="small" onClick={() => setExpanded([])}>
            {t('role.collapseAll')}
          </Button>
        </Space>
        {grants.isError && <Alert type="error" message={errorText(grants.error)} />}
        {grants.isLoading ? (
          <Spin />
        ) : (
          <div className="grant-tree">
            <Tree
              checkable
              checkStrictly
              selectable={false}
              virtual={false}
              treeData={nodes}
              expandedKeys={expanded ?? allKeys}
              onExpand={(keys) => setExpanded(keys)}
              checkedKeys={{ checked: [...checked], halfChecked: [] }}
              onCheck={(_keys, info) =>
                setEdited(toggleGrant(index, checked, Number(info.node.key), info.checked))
              }
            />
          </div>
        )}
      </Space>
    </Modal>
  );
}
