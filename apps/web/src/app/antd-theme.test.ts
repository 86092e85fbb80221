import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { antdTheme } from './antd-theme.ts';

describe('antd theme', () => {
  it('turns the animations off when the system asks for less motion, and keeps them otherwise', () => {
    expect(antdTheme('#1890ff', 'small', true).token).toEqual({ colorPrimary: '#1890ff', motion: false });
    expect(antdTheme('#1890ff', 'small', false).token).toEqual({ colorPrimary: '#1890ff', motion: true });
  });

  it('draws Mini with the compact algorithm', () => {
    expect(antdTheme('#11a983', 'mini', false).algorithm).toEqual([
      theme.defaultAlgorithm,
      theme.compactAlgorithm,
    ]);
    expect(antdTheme('#11a983', 'default', false).algorithm).toBe(theme.defaultAlgorithm);
  });
});
