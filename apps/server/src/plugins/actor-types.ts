// The actor's shape, apart from its lookup (actor.ts) so that the cache of actors (actor-cache.ts) can name
// it without importing the lookup that uses the cache.

/** Who is calling, resolved from the access token once per request. */
export interface Actor {
  userId: number;
  username: string;
  name: string;
  clientId: string;
  /** Signed in through the customer (partner) client. */
  isCustomerClient: boolean;
  tokenId: number;
  companyId: number | null;
  groupId: string | null;
  customerCode: string | null;
  isAdmin: boolean;
  roleIds: number[];
  permissions: Set<string>;
  /** Customer codes a staff user is limited to (empty = no extra limit). */
  viewCustomerCodes: string[];
  /** Warehouse codes a staff user works at (empty = every warehouse of the company). */
  warehouseCodes: string[];
}
