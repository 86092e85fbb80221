// The cache of list answers is infrastructure beside the actor and display-name caches: it lives with
// their invalidation in plugins/ (plugins/caches.ts), which imports nothing from the engine.
export { ListCache, type ListAnswer } from '../plugins/list-cache.ts';
