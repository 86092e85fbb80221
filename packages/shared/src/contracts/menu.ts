/** Menu entry (platform-shell §3.5). */
export interface MenuEntry {
  id: number;
  parentId: string;
  type: string;
  path: string;
  title: string;
  name: string;
  url: string;
  icon: string;
  groupNo: string;
  code: string;
  extend: string;
  bindPath: string;
  authority: string;
  hidden: boolean;
  sort: number;
  children: MenuEntry[];
}
