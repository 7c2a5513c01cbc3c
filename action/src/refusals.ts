// Which page a refused asset reference belongs to. The asset reader refuses a reference that resolves
// outside the workspace (a page's, or a stylesheet's that the page pulls in) and notes it here; each page is
// inlined inside its own `countRefusals` context, so the note lands on the page being inlined however deep
// the reference was found, and the job summary can show the page's ⚠️ count in its row.
import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage<Set<string>>();

/** Called by the asset reader for each reference it refuses. */
export function noteRefusal(reference: string): void {
  current.getStore()?.add(reference);
}

/** Runs `inline` for one page; resolves with its result and the distinct references refused meanwhile. */
export async function countRefusals<T>(inline: () => Promise<T>): Promise<{ value: T; refused: string[] }> {
  const refused = new Set<string>();
  const value = await current.run(refused, inline);
  return { value, refused: [...refused] };
}
