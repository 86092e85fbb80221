/** Internal users are asked to change a password older than three months (business-domain §6). */
export function olderThanThreeMonths(changedAt: Date, now = new Date()): boolean {
  const limit = new Date(now);
  limit.setMonth(limit.getMonth() - 3);
  return changedAt.getTime() < limit.getTime();
}
