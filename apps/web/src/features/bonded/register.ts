import {
  accountBook,
  accountBookGoods,
  accountBookLoss,
  inventoryList,
  passport,
  passportLine,
} from '@app/shared';
import { registerScreen } from '../../menu/registry.ts';

// The account book list: the generic list with the ways into its goods and consumption lines and its actions.
registerScreen({ code: accountBook.resource }, () => import('./screens/AccountBookList.tsx'));
registerScreen({ code: inventoryList.resource }, () => import('./screens/InventoryListList.tsx'));
registerScreen({ code: accountBookGoods.menu!.hidden!.code }, () => import('./screens/GoodsPage.tsx'));
registerScreen({ code: accountBookLoss.menu!.hidden!.code }, () => import('./screens/LossPage.tsx'));
registerScreen({ code: 'invt:edit-page' }, () => import('./screens/InventoryListEditor.tsx'));
// Passports, and the two-step ones (type 7) on their own menu page of the same table.
registerScreen({ code: passport.resource }, () => import('./screens/PassportList.tsx'));
registerScreen({ code: 'sasTwoPassport' }, () => import('./screens/TwoStepPassportList.tsx'));
registerScreen({ code: passportLine.menu!.hidden!.code }, () => import('./screens/PassportLinesPage.tsx'));
