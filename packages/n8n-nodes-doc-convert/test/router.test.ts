// The router (actions/router.ts) runs the chosen operation for every input item, each output item paired with
// its input item.
import { describe, expect, it } from '@jest/globals';
import { useNock } from '@doc-convert/testing/nock';
import { api } from './helpers/answers';
import { createContext, runNode } from './helpers/context';

useNock();

describe('every item runs the operation', () => {
  it('pairs each output item with its input item', async () => {
    const credits = { base: 1, total: 1, used: 0, remaining: 1 };
    api().get('/v3/credits/usage').times(3).reply(200, { success: true, credits });
    const output = await runNode(
      createContext({
        parameters: { resource: 'account', operation: 'getCreditUsage' },
        items: [{ json: { n: 1 } }, { json: { n: 2 } }, { json: { n: 3 } }],
      }),
    );
    expect(output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
  });
});
