import { homeOf, SUMMARY_PERM, type Home } from '@app/shared';
import { requestJson } from '../../api/http.ts';
import { heldSections, STAFF_SECTIONS } from './model/summary-model.ts';

/**
 * The home's calls started while the session loads (app/auth-flow.ts), beside the menus, so a home's
 * cards find their first answers on the way instead of asking only once the layout and the home are
 * drawn (several seconds later on a busy machine). Each card takes its own answer (`takePrefetched`),
 * once; an answer nobody took within PREFETCH_KEEP_MS is dropped (never shown old). Lean on purpose: the
 * sign-in flow loads this before antd, so it knows the calls' addresses, not their screens.
 */

export const SUMMARY_URL = '/api/summary';
export const BOARD_URL = `${SUMMARY_URL}/board`;

/** How long a started call waits for its card. */
export const PREFETCH_KEEP_MS = 30_000;

const started = new Map<string, Promise<unknown>>();

/**
 * The calls a home's cards make for a user holding `codes` (the staff home: a card per held section,
 * the income chart with summary:finance, the trend with summary:trend; the partner's: its overview, the
 * week and the open statements; the board: its one call). The screens ask for the same by the same codes.
 */
export function homeCalls(home: Home['key'], codes: ReadonlySet<string>): string[] {
  const held = (code: string) => codes.has(code);
  if (home === 'board') return held(SUMMARY_PERM.board) ? [BOARD_URL] : [];
  if (home === 'partner')
    return held(SUMMARY_PERM.partner)
      ? ['partner', 'week', 'open-statements'].map((c) => `${SUMMARY_URL}/${c}`)
      : [];
  return [
    ...heldSections(STAFF_SECTIONS, codes).map((key) => `${SUMMARY_URL}/${key}`),
    ...(held(SUMMARY_PERM.finance) ? [`${SUMMARY_URL}/income`] : []),
    ...(held(SUMMARY_PERM.trend) ? [`${SUMMARY_URL}/trend`] : []),
  ];
}

/**
 * Starts the calls of the home the user lands on (`landing`: the path the sign-in goes to), when it is
 * one of the homes; nothing for another page.
 */
export function prefetchHome(landing: string, codes: ReadonlySet<string>): void {
  const home = homeOf(codes);
  if (landing !== home.path) return;
  for (const url of homeCalls(home.key, codes)) {
    const answer = requestJson<unknown>(url);
    answer.catch(() => undefined); // its card reads the failure; unread, it is no unhandled rejection
    started.set(url, answer);
    setTimeout(() => {
      if (started.get(url) === answer) started.delete(url);
    }, PREFETCH_KEEP_MS);
  }
}

/** The answer of a call started by `prefetchHome` (once: the next asks the server), else undefined. */
export function takePrefetched(url: string): Promise<unknown> | undefined {
  const answer = started.get(url);
  started.delete(url);
  return answer;
}

/** A summary call: the prefetched answer when there is one, else a request. */
export const summaryAnswer = (url: string): Promise<unknown> =>
  takePrefetched(url) ?? requestJson<unknown>(url);

/** Forgets every started call (signing out, tests). */
export function dropPrefetched(): void {
  started.clear();
}
