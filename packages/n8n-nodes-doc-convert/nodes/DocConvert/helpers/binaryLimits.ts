// What n8n's binary-data modes can hold, so the node says so before it downloads a file they cannot (the
// answer's Content-Length tells the size first). The limits are n8n's and V8's, read in n8n 2.41's source:
//
// - V8 makes no string longer than 0x1fffffe8 characters ("Cannot create a string longer than 0x1fffffe8
//   characters"). In memory mode (N8N_DEFAULT_BINARY_DATA_MODE=default) n8n keeps a file in the item as Base64
//   text: 4 characters for 3 bytes, so at most 402 653 166 bytes.
// - database mode (queue mode's default) stores a file up to N8N_BINARY_DATA_DATABASE_MAX_FILE_SIZE, 512 MiB by
//   default (BinaryDataConfig.dbMaxFileSize; n8n's FileTooLargeError says so, and reaches the user as it is).
//   But Postgres answers a bytea column as hex text, "\x" and 2 characters a byte (DatabaseManager.getAsBuffer
//   reads it back through the pg driver), so a file over 268 435 443 bytes is stored and can never be read
//   back: the next node, or a webhook's answer, fails or hangs. Queue mode needs Postgres.
// - filesystem and s3 modes stream the file: no limit of n8n's.
//
// The node cannot read n8n's settings (no process.env in a community node); it learns the mode the one way
// n8n offers, by what prepareBinaryData answers: an empty file's ID starts with its mode (`database:…`,
// `filesystem-v2:…`), and memory mode gives none. It asks only when a file is big enough to matter; the empty
// file goes with the execution's other binary data.
import { NodeOperationError, type IExecuteFunctions, type INode } from 'n8n-workflow';

/** V8's longest string, in characters (UTF-16 code units). */
const MAX_STRING_LENGTH = 0x1fffffe8;

interface ModeLimit {
  /** The largest file the mode can hold and give back, in bytes. */
  bytes: number;
  /** The settings to change, said in the message itself: Continue On Fail keeps a message, not a description. */
  wayOut: string;
  /** Why, in n8n's terms. */
  why: string;
}

const MODE_LIMITS: Record<string, ModeLimit> = {
  memory: {
    bytes: Math.floor(MAX_STRING_LENGTH / 4) * 3,
    wayOut:
      'Set N8N_DEFAULT_BINARY_DATA_MODE=filesystem (or s3) for n8n, or choose Output → JSON Result and hand the file’s URL on',
    why: 'Memory mode (N8N_DEFAULT_BINARY_DATA_MODE=default) keeps a file as Base64 text in the item, and no text can be longer than 0x1fffffe8 characters (about 384 MiB of file).',
  },
  database: {
    bytes: Math.floor((MAX_STRING_LENGTH - 2) / 2),
    wayOut:
      'Set N8N_DEFAULT_BINARY_DATA_MODE=s3 (queue mode) or filesystem (a single n8n) for every n8n process, or choose Output → JSON Result and hand the file’s URL on',
    why: 'Database mode would store it, but Postgres gives a file back as hex text, and no text can be longer than 0x1fffffe8 characters (about 256 MiB of file), so the next node could never read it. Raising N8N_BINARY_DATA_DATABASE_MAX_FILE_SIZE (512 MiB by default) does not help: it bounds what database mode stores, and this read-back limit comes first.',
  },
};

/** The smallest of the limits: below it, nothing to check. */
const SMALLEST = Math.min(...Object.values(MODE_LIMITS).map((limit) => limit.bytes));

/** The binary-data mode n8n stores new files in, from what it answers for an empty one. */
async function binaryMode(helpers: Pick<IExecuteFunctions['helpers'], 'prepareBinaryData'>): Promise<string> {
  const probe = await helpers.prepareBinaryData(Buffer.alloc(0), 'doc-convert-mode-check', 'text/plain');
  return probe.id ? probe.id.slice(0, probe.id.indexOf(':')).replace(/-v\d+$/, '') : 'memory';
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
/** Bytes, grouped by thousands: the two sizes of a refusal can round to the same MiB. */
const exactly = (bytes: number) => `${String(bytes).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} bytes`;

/**
 * Refuses a file of `length` bytes (the answer's Content-Length) that n8n's binary-data mode cannot hold, before
 * it is read; nothing is refused when the length is unknown or small.
 */
export async function checkStorable(
  context: { getNode(): INode; helpers: Pick<IExecuteFunctions['helpers'], 'prepareBinaryData'> },
  length: number | undefined,
): Promise<void> {
  if (length === undefined || length <= SMALLEST) return;
  const mode = await binaryMode(context.helpers);
  const limit = MODE_LIMITS[mode];
  if (!limit || length <= limit.bytes) return;
  throw new NodeOperationError(
    context.getNode(),
    `The file is ${exactly(length)} (${mib(length)}), more than n8n's ${mode} binary data mode can hold (${exactly(limit.bytes)}); it was not downloaded. ${limit.wayOut}.`,
    { description: limit.why },
  );
}
