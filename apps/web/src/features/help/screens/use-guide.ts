import { useCallback, useEffect, useState } from 'react';
import type { Lang } from '@app/shared';
import { loadGuide, type GuideRole } from '../model/guides.ts';
import type { Block } from '../model/markdown.ts';

export type GuideState =
  { status: 'loading' } | { status: 'ok'; blocks: Block[] } | { status: 'failed'; message: string };

/** One guide in one language, loaded when asked for; `retry` loads it again after a failure. */
export function useGuide(lang: Lang, role: GuideRole): GuideState & { retry(): void } {
  const [state, setState] = useState<{ key: string; value: GuideState }>();
  const [attempt, setAttempt] = useState(0);
  const key = `${lang}/${role}/${attempt}`;
  useEffect(() => {
    let live = true;
    loadGuide(lang, role, attempt > 0).then(
      (blocks) => live && setState({ key, value: { status: 'ok', blocks } }),
      (error: unknown) =>
        live &&
        setState({
          key,
          value: { status: 'failed', message: error instanceof Error ? error.message : String(error) },
        }),
    );
    return () => {
      live = false;
    };
  }, [lang, role, attempt, key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const value: GuideState = state?.key === key ? state.value : { status: 'loading' };
  return { ...value, retry };
}
