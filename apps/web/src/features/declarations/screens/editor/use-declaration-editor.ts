import { errorText } from '../../../../api/error-text.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { declarationHeadFields, declarationTotals, type CheckLevel, type DeclarationFull } from '@app/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/http.ts';
import { loadDeclaration, remindHits, saveDeclaration, toWire } from '../../api.ts';
import { DECL_NS } from '../../locales/index.ts';
import {
  emptyErrors,
  errorCount,
  placeErrors,
  type LineTable,
  type PlacedErrors,
} from '../../model/field-errors.ts';
import { clientCheck } from '../../model/client-checks.ts';
import { followRenumbering } from '../../model/goods-lines.ts';
import type { RemindHit } from '@app/shared';
import type { DeclarationData, GoodsLine, Head } from '../../model/types.ts';
import { HEAD_FIELDS } from './head-layout.ts';

/** A new declaration of one direction, with the head's default values (as the server fills them). */
export function blankDeclaration(ieFlag: string): DeclarationData {
  const defaults = Object.fromEntries(
    Object.entries(declarationHeadFields)
      .filter(([, f]) => !f.readonly && f.default !== undefined)
      .map(([name, f]) => [name, f.default]),
  );
  return {
    head: { ...defaults, ie_flag: ieFlag === '1' ? '1' : '0' },
    goods: [],
    containers: [],
    licences: [],
    documents: [],
  };
}

const snapshot = (data: DeclarationData) => JSON.stringify(toWire(data));

/** What a save answers the screen: the stored declaration's id and version. */
export interface Saved {
  id: number;
  version: number;
}

export interface EditorApi {
  data: DeclarationData;
  dirty: boolean;
  loading: boolean;
  loadError?: string;
  errors: PlacedErrors;
  saving: boolean;
  /** Remind-level sensitive words waiting for the user's confirmation. */
  reminds?: RemindHit[];
  summary: ReturnType<typeof declarationTotals>;
  /** Runs the shared checks of a level in the browser; shows and answers whether it passed. */
  check(level: CheckLevel): boolean;
  setHead(changes: Partial<Head>): void;
  setGoods(next: GoodsLine[]): void;
  setLines<K extends Exclude<LineTable, 'goods'>>(table: K, next: DeclarationData[K]): void;
  load(id: number): Promise<void>;
  reset(ieFlag: string): void;
  /**
   * Saves; answers the saved id and version, or undefined when it did not save (errors shown). `quiet`
   * leaves the success message to the action the save is part of (save and send says it once).
   */
  save(confirmReminds?: boolean, options?: { quiet?: boolean }): Promise<Saved | undefined>;
  cancelReminds(): void;
  /** Places errors on their cells; `quiet` when they are already told elsewhere (the send dialog). */
  showErrors(errors: Record<string, string>, options?: { quiet?: boolean }): void;
}

/** The editor's state: the declaration, what was last saved, field errors, and the save call. */
export function useDeclarationEditor(): EditorApi {
  const { t } = useTranslation(DECL_NS);
  const { message } = App.useApp();
  const [data, setData] = useState<DeclarationData>(() => blankDeclaration('0'));
  const [baseline, setBaseline] = useState(() => snapshot(blankDeclaration('0')));
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string>();
  const [errors, setErrors] = useState<PlacedErrors>(emptyErrors);
  const [saving, setSaving] = useState(false);
  const [reminds, setReminds] = useState<RemindHit[]>();
  /** The level of the browser's checks whose errors are shown: they follow each change. */
  const [liveLevel, setLiveLevel] = useState<CheckLevel>();
  const loadSeq = useRef(0);

  const showErrors = useCallback(
    (raw: Record<string, string>, options?: { quiet?: boolean }) => {
      const placed = placeErrors(raw, HEAD_FIELDS);
      setErrors(placed);
      setLiveLevel(undefined);
      if (!options?.quiet) void message.error(t('msg.fieldErrors', { count: errorCount(placed) }));
    },
    [message, t],
  );

  const check = useCallback(
    (level: CheckLevel) => {
      const found = clientCheck(toWire(data), level);
      if (!Object.keys(found).length) return true;
      showErrors(found);
      setLiveLevel(level);
      return false;
    },
    [data, showErrors],
  );

  // once the browser's checks have refused, their messages follow the corrections as they are typed
  useEffect(() => {
    if (liveLevel) setErrors(placeErrors(clientCheck(toWire(data), liveLevel), HEAD_FIELDS));
  }, [data, liveLevel]);

  const load = useCallback(async (id: number) => {
    const seq = ++loadSeq.current;
    setLoading(true);
    setLoadError(undefined);
    try {
      const loaded = await loadDeclaration(id);
      if (seq !== loadSeq.current) return;
      setData(loaded);
      setBaseline(snapshot(loaded));
      setErrors(emptyErrors());
    } catch (error) {
      if (seq === loadSeq.current) setLoadError(errorText(error));
    } finally {
      if (seq === loadSeq.current) setLoading(false);
    }
  }, []);

  const reset = useCallback((ieFlag: string) => {
    loadSeq.current += 1;
    const blank = blankDeclaration(ieFlag);
    setData(blank);
    setBaseline(snapshot(blank));
    setErrors(emptyErrors());
    setLiveLevel(undefined);
    setLoading(false);
    setLoadError(undefined);
  }, []);

  const save = useCallback(
    async (confirmReminds = false, options?: { quiet?: boolean }): Promise<Saved | undefined> => {
      if (!check('save')) return undefined;
      setSaving(true);
      try {
        // the request keeps what the user typed: a failure leaves every field as it was
        const saved = await saveDeclaration(data, confirmReminds);
        const { id, version } = saved.head;
        if (typeof id !== 'number' || typeof version !== 'number') throw new Error('saved without id');
        // the answer is the declaration as stored: shown as it is, no second trip
        loadSeq.current += 1;
        setData(saved);
        setBaseline(snapshot(saved));
        setErrors(emptyErrors());
        setLiveLevel(undefined);
        setReminds(undefined);
        if (!options?.quiet) void message.success(t('msg.saved'));
        return { id, version };
      } catch (error) {
        const hits = remindHits(error);
        if (hits) setReminds(hits);
        else if (error instanceof ApiError && Object.keys(error.errors).length) showErrors(error.errors);
        else void message.error(errorText(error));
        return undefined;
      } finally {
        setSaving(false);
      }
    },
    [check, data, message, showErrors, t],
  );

  const summary = useMemo(() => declarationTotals(toWire(data).goods as DeclarationFull['goods']), [data]);
  return {
    data,
    dirty: snapshot(data) !== baseline,
    loading,
    loadError,
    errors,
    saving,
    reminds,
    summary,
    check,
    setHead: (changes) => setData((d) => ({ ...d, head: { ...d.head, ...changes } })),
    setGoods: (next) =>
      setData((d) => ({ ...d, goods: next, containers: followRenumbering(d.containers, d.goods, next) })),
    setLines: (table, next) => setData((d) => ({ ...d, [table]: next })),
    load,
    reset,
    save,
    cancelReminds: () => setReminds(undefined),
    showErrors,
  };
}
