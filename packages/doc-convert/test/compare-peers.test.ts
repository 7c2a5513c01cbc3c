// The libraries comparePdfs() needs are optional peer dependencies: one missing is a sentence naming each
// package to install, before any PDF is opened; with all of them there, nothing is said.
import { describe, expect, it } from '@jest/globals';
import { DocConvertError } from '../src/index';
import { checkPeers } from '../src/compare/peers';

const without =
  (...missing: string[]) =>
  (name: string): string => {
    if (missing.includes(name))
      throw Object.assign(new Error(`Cannot find module '${name}'`), { code: 'MODULE_NOT_FOUND' });
    return `/node_modules/${name}/index.js`;
  };

describe('the optional peers of comparePdfs()', () => {
  it('names every missing one and the command that installs them', () => {
    let error: unknown;
    try {
      checkPeers(without('@napi-rs/canvas', 'pixelmatch'));
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(DocConvertError);
    expect((error as Error).message).toBe(
      'comparePdfs() needs @napi-rs/canvas, pixelmatch, which doc-convert leaves to you (optional peer dependencies): npm install @napi-rs/canvas pixelmatch',
    );
  });

  it('says nothing when all are installed, as in this repository', () => {
    expect(() => checkPeers(without())).not.toThrow();
    expect(() => checkPeers()).not.toThrow();
  });
});
