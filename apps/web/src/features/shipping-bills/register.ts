import { shippingBill } from '@app/shared';
import { registerScreen } from '../../menu/registry.ts';

// Shipping bills: the generic list with the declaration picked by search and linked both ways.
registerScreen({ code: shippingBill.resource }, () => import('./screens/ShippingBillList.tsx'));
