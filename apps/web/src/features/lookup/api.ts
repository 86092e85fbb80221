import { lookupListEnvelopeSchema, type LookupRecord } from '@app/shared';
import { getVersion } from '../../api/auth.ts';
import { ApiError, requestJson } from '../../api/http.ts';
import { useSession } from '../../session/session-store.ts';
import { LookupCache } from './model/lookup-cache.ts';
import { LOOKUP_CACHE_KEYS, lookupUrl, type CachedLookup, type LookupName } from './model/lookup-lists.ts';

/**
 * Loads lookup lists: from memory, else from the storage cache of the current version, else from the
 * server (whole list: keyword " "), storing it. The version is checked once per page load against
 * the one the session read from /version/index (or read here when the session has none).
 */

let cache: LookupCache | undefined;
const memory = new Map<CachedLookup, LookupRecord[]>();
const pending = new Map<CachedLookup, Promise<LookupRecord[]>>();
let versionChecked: Promise<void> | undefined;

function storageCache(): LookupCache {
  cache ??= new LookupCache(localStorage);
  return cache;
}

function checkVersion(): Promise<void> {
  versionChecked ??= (async () => {
    const version =
      useSession.getState().version ??
      (await getVersion()
        .then((v) => v.version)
        .catch(() => undefined));
    if (version && storageCache().setVersion(version)) memory.clear();
  })();
  return versionChecked;
}

/** Drops empty texts: the port list alone is a megabyte, and storage is about five. */
function compact(records: LookupRecord[]): LookupRecord[] {
  return records.map(
    (r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== '' && v != null)) as LookupRecord,
  );
}

/** Asks the server for a lookup list filtered by keyword (" " lists everything). */
export async function fetchLookup(name: LookupName, keyword: string): Promise<LookupRecord[]> {
  const answer = lookupListEnvelopeSchema.safeParse(
    await requestJson<unknown>(lookupUrl(name), { params: { keyword } }),
  );
  const body = answer.success ? answer.data : undefined;
  if (!body || body.status !== 0 || !body.data) {
    throw new ApiError(body?.message ?? lookupUrl(name), 200, { message: body?.message });
  }
  return body.data;
}

/** A whole cached lookup list. */
export async function loadLookup(name: CachedLookup): Promise<LookupRecord[]> {
  await checkVersion();
  const known = memory.get(name);
  if (known) return known;
  const key = LOOKUP_CACHE_KEYS[name];
  const stored = storageCache().get<LookupRecord[]>(key);
  if (stored) {
    memory.set(name, stored);
    return stored;
  }
  let loading = pending.get(name);
  if (!loading) {
    loading = fetchLookup(name, ' ')
      .then((records) => {
        const list = compact(records);
        storageCache().set(key, list);
        memory.set(name, list);
        return list;
      })
      .finally(() => pending.delete(name));
    pending.set(name, loading);
  }
  return loading;
}

/** Forgets every cached list (after reference data was edited here). */
export function forgetLookups(): void {
  memory.clear();
  storageCache().clear();
}
