// The GitHub Action: one ESM bundle (plus lazy chunks) in action/dist, committed (filled in by the Action issue).
import type { Options } from 'tsup';

export const action: Options[] = [];
