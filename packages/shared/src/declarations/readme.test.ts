import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declarationHeadFields } from './head-fields.ts';
import {
  declarationContainerFields,
  declarationDocumentFields,
  declarationGoodsFields,
  declarationLicenceFields,
} from './line-fields.ts';

describe('README.md', () => {
  it('documents every field of the head and of the lines', () => {
    const readme = fs.readFileSync(path.join(import.meta.dirname, 'README.md'), 'utf8');
    const all = [
      declarationHeadFields,
      declarationGoodsFields,
      declarationContainerFields,
      declarationLicenceFields,
      declarationDocumentFields,
    ].flatMap((f) => Object.keys(f));
    expect(all.filter((name) => !readme.includes(`| ${name} |`))).toEqual([]);
  });
});
