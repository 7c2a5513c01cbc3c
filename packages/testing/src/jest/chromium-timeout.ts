// The chromium project's time limit per test and hook: a render, a browser killed and started again, on a
// loaded machine (the other projects keep the root config's 30 s).
import { jest } from '@jest/globals';

jest.setTimeout(60_000);
