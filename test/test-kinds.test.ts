// The Jest projects (jest.config.mjs) split the suite by what a test needs, and `npm test` still runs all of
// it: tests live with their package (packages/<name>/test/), every test file is in exactly one project, chosen
// by its name's suffix; the unit project (`npm run test:unit`, the fast inner loop) starts no server, no browser
// and no build, and only the chromium and package projects start Chromium.
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error: the plain ES module Jest reads, without type declarations.
import config, { KINDS, kindOf, testFiles } from '../jest.config.mjs';

interface Project {
  displayName: string;
  testMatch: string[];
  transform: unknown;
}

const ROOT = join(import.meta.dirname, '..');
const projects = (config as { projects: Project[] }).projects;
const files: string[] = testFiles();
const inProject = (name: string) =>
  projects
    .find((project) => project.displayName === name)!
    .testMatch.map((match) => match.replace('<rootDir>/', ''));

/** Starts Chromium: the renderer, the pool's launcher, the demo, or puppeteer's launch/connect (its types and EventEmitter do not). */
const STARTS_CHROMIUM =
  /renderer: 'chromium'|launchChromium\(|createChromiumRenderer\(|runDemo\(|^import (?:puppeteer\b|[^;]*\b(?:launch|connect)\b)[^;]*'puppeteer-core'/m;
/** Listens on a socket, starts the local server, or builds a package or bundle. */
const NEEDS_MORE_THAN_CODE = /startLocalServer\(|createServer\(|\.listen\(|\btsup\b|npm run (build|pack)/;

describe('Jest projects', () => {
  it('are the four kinds, sharing one transform', () => {
    expect(projects.map((project) => project.displayName)).toEqual([
      'unit',
      'integration',
      'chromium',
      'package',
    ]);
    expect(KINDS).toEqual(projects.map((project) => project.displayName));
    for (const project of projects) expect(project.transform).toBe(projects[0]!.transform);
  });

  it('hold every test file, each in exactly one', () => {
    expect(files.length).toBeGreaterThan(80);
    const held = projects.flatMap((project) =>
      project.testMatch.map((match) => match.replace('<rootDir>/', '')),
    );
    expect([...held].sort()).toEqual(files);
    for (const project of projects) expect(inProject(project.displayName).length).toBeGreaterThan(0);
  });

  it('place a file by its suffix, wherever it is', () => {
    expect(kindOf('packages/core/test/options.test.ts')).toBe('unit');
    expect(kindOf('packages/doc-convert-server/test/convert.integration.test.ts')).toBe('integration');
    expect(kindOf('packages/action/test/merge.links.chromium.test.ts')).toBe('chromium');
    expect(kindOf('packages/doc-convert/test/library.package.test.ts')).toBe('package');
    expect(kindOf('test/workflows.test.ts')).toBe('unit');
  });

  it('find the tests of every package in its own test/ folder, and none elsewhere', () => {
    const packages = readdirSync(join(ROOT, 'packages'));
    for (const name of packages)
      expect([name, files.some((file) => file.startsWith(`packages/${name}/test/`))]).toEqual([name, true]);
    expect(files.filter((file) => !/^(packages\/[^/]+\/)?test\//.test(file))).toEqual([]);
  });
});

describe('what each kind may start', () => {
  // This file names what it looks for.
  const text = (file: string) =>
    file === 'test/test-kinds.test.ts' ? '' : readFileSync(join(ROOT, file), 'utf8');

  it('the unit project: no server, no browser, no build', () => {
    const offending = inProject('unit').filter(
      (file) => NEEDS_MORE_THAN_CODE.test(text(file)) || STARTS_CHROMIUM.test(text(file)),
    );
    expect(offending).toEqual([]);
  });

  it('Chromium only in the chromium and package projects', () => {
    const offending = files.filter(
      (file) => STARTS_CHROMIUM.test(text(file)) && !['chromium', 'package'].includes(kindOf(file)),
    );
    expect(offending).toEqual([]);
  });

  it.each([
    ["startLocalServer({ renderer: 'text' })", NEEDS_MORE_THAN_CODE],
    ["http.createServer(handler).listen(0, '127.0.0.1')", NEEDS_MORE_THAN_CODE],
    ["startLocalServer({ renderer: 'chromium' })", STARTS_CHROMIUM],
    ["import puppeteer from 'puppeteer-core';", STARTS_CHROMIUM],
  ])('the checks see %s', (line, check) => {
    expect(check.test(line)).toBe(true);
  });

  it('a type import of puppeteer starts nothing', () => {
    expect(STARTS_CHROMIUM.test("import type { Browser } from 'puppeteer-core';")).toBe(false);
  });
});
