/** The customer (partner) client's fixed id. */
export const CUSTOMER_CLIENT_ID = 'customer';
/** The staff (back-office) client's fixed id. */
export const STAFF_CLIENT_ID = 'web';
