import { describe, expect, it } from 'vitest';
import { LANGS } from '@app/shared';
import { localeProblems } from '../../../test/locale-parity.ts';
import i18n from '../../../i18n/index.ts';
import { dispositionName } from '../api.ts';
import { downloadLocales, DOWNLOADS_NS } from '../locales.ts';
import { isDone, mergeLive, statusTone } from './status.ts';

describe('download task status', () => {
  it('is red when the name holds the word for failed, green for complete', () => {
    expect(statusTone({ sta: -10, sta_name: '导出失败' })).toBe('failed');
    expect(statusTone({ sta: 9, sta_name: 'Export failed' })).toBe('failed');
    expect(statusTone({ sta: 9, sta_name: 'エクスポート失敗' })).toBe('failed');
    expect(statusTone({ sta: 9, sta_name: 'Exportación fallida' })).toBe('failed');
    expect(statusTone({ sta: 2, sta_name: '已完成' })).toBe('complete');
    expect(statusTone({ sta: 9, sta_name: 'Completed' })).toBe('complete');
    expect(statusTone({ sta: 9, sta_name: '完了' })).toBe('complete');
    expect(statusTone({ sta: 1, sta_name: '生成中' })).toBe('pending');
    expect(statusTone({ sta: 0, sta_name: '等待中' })).toBe('pending');
  });

  it('falls back on the status code when the name says neither', () => {
    expect(statusTone({ sta: -10, sta_name: '' })).toBe('failed');
    expect(statusTone({ sta: 2, sta_name: '' })).toBe('complete');
  });

  it('is done at status 2 and progress 100 only', () => {
    expect(isDone({ sta: 2, process: 100 })).toBe(true);
    expect(isDone({ sta: 1, process: 100 })).toBe(false);
    expect(isDone({ sta: 2, process: 99 })).toBe(false);
  });
});

describe('file name of a download', () => {
  it('prefers the UTF-8 name of Content-Disposition', () => {
    expect(
      dispositionName(`attachment; filename="export.xlsx"; filename*=UTF-8''%E6%B1%87%E7%8E%87.xlsx`),
    ).toBe('汇率.xlsx');
    expect(dispositionName('attachment; filename="rates.xlsx"')).toBe('rates.xlsx');
    expect(dispositionName('attachment')).toBeUndefined();
    expect(dispositionName(null)).toBeUndefined();
  });
});

describe('download locales', () => {
  it.each([...LANGS])('%s has the keys and placeholders of zh, none blank', (lang) => {
    expect(localeProblems(downloadLocales, lang)).toEqual([]);
  });

  it('says the spec’s delete texts in zh', () => {
    const t = i18n.getFixedT('zh', DOWNLOADS_NS);
    expect([t('confirmTitle'), t('confirmDelete'), t('deleted'), t('deleteCancelled')]).toEqual([
      '操作提示',
      '确定要删除吗?',
      '删除成功!',
      '取消删除',
    ]);
    expect(t('exportCreated')).toBe('导出任务已创建');
  });
});

describe('a listed task with its latest push', () => {
  const listed = { id: 1, sta: 1, process: 40, sta_name: '生成中', down_url: '' };
  it('takes the push when it is further on or final', () => {
    expect(mergeLive(listed, { id: 1, sta: 1, process: 60 })).toMatchObject({ process: 60 });
    expect(mergeLive(listed, { id: 1, sta: 2, process: 100, down_url: '/download/file/1' })).toMatchObject({
      sta: 2,
      down_url: '/download/file/1',
    });
    expect(mergeLive(listed, { id: 1, sta: -10, process: 40, sta_name: '导出失败' })).toMatchObject({
      sta: -10,
    });
  });
  it('keeps the listed state when it is further on or final (a push missed or read late)', () => {
    expect(mergeLive(listed, { id: 1, sta: 1, process: 20 })).toBe(listed);
    const done = { ...listed, sta: 2, process: 100 };
    expect(mergeLive(done, { id: 1, sta: 1, process: 99 })).toBe(done);
    expect(mergeLive(listed, undefined)).toBe(listed);
  });
});
