import { accountBook, accountBookGoods, accountBookLoss, inventoryList } from '@app/shared';
import { registerScreen } from '../../menu/registry.ts';

// The account book list: the generic list with the ways into its goods and consumption lines and its actions.
registerScreen({ code: accountBook.resource }, () => import('./screens/AccountBookList.tsx'));
registerScreen({ code: inventoryList.resource }, () => import('./screens/InventoryListList.tsx'));
registerScreen({ code: accountBookGoods.menu!.hidden!.code }, () => import('./screens/GoodsPage.tsx'));
registerScreen({ code: accountBookLoss.menu!.hidden!.code }, () => import('./screens/LossPage.tsx'));
registerScreen({ code: 'invt:edit-page' }, () => import('./screens/InventoryListEditor.tsx'));
