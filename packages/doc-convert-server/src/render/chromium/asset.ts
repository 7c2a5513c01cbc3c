// Files a conversion names by URL besides its source (a header or footer's HTML, a watermark's image or PDF),
// fetched by the server itself under the same rule as sources: loopback hosts only, within 30 s. A failure
// is a 400 naming the option.
import { SourceLoadError } from '../renderer';
import { sourceUrl } from './guard';

const ASSET_TIMEOUT_MS = 30_000;

export async function fetchAsset(value: string, field: string): Promise<Uint8Array> {
  const url = sourceUrl(value, field)!;
  let answer: Response;
  try {
    answer = await fetch(url, { signal: AbortSignal.timeout(ASSET_TIMEOUT_MS) });
  } catch (error) {
    throw new SourceLoadError(400, `${url.href} could not be loaded (${(error as Error).message})`, field);
  }
  if (!answer.ok) throw new SourceLoadError(400, `${url.href} answered ${answer.status}`, field);
  return new Uint8Array(await answer.arrayBuffer());
}
