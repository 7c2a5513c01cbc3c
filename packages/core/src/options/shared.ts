// Options every conversion accepts: the contract's `source`, `sandbox` and `webhook`, plus the base
// conversion fields the contract leaves "not shown", taken from the reference's ConvertForm.
import * as z from 'zod/v4';
import { typeError, withGot } from './issues';
import { crossFieldRule, type CrossFieldRule, type ReportIssue } from './cross-field';
import {
  headerMap,
  holdsControlCharacter,
  httpUrl,
  integerBetween,
  nonEmptyString,
  objectParams,
} from './primitives';
import { quickParser } from './quick';
import type { Assert, SameShape } from '../internal/same-shape';
import {
  WEBHOOK_SECRET_HEADER,
  WEBHOOK_SECRET_PATTERN,
  WEBHOOK_SECRET_RULE,
} from '../internal/webhook-secret';

/** Basic authentication sent when the service loads a URL (source or webhook). */
const basicAuthSchema = z.strictObject(
  { username: z.string().optional(), password: z.string().optional() },
  objectParams('must be an object {username?, password?}'),
);

/** The secret the client sends as the X-Doc-Convert-Secret header of the service's webhook call. */
const webhookSecretSchema = z
  .string({ error: typeError(WEBHOOK_SECRET_RULE) })
  .regex(WEBHOOK_SECRET_PATTERN, { error: WEBHOOK_SECRET_RULE });

const webhookSchema = z.union(
  [
    httpUrl(),
    z
      .strictObject({
        url: httpUrl(),
        method: z
          .string()
          .regex(/^[A-Za-z]+$/, { error: 'must be an HTTP method such as POST or PUT' })
          .optional(),
        auth: basicAuthSchema.optional(),
        headers: headerMap().optional(),
        secret: webhookSecretSchema.optional(),
      })
      .check((ctx) => {
        const { secret, headers } = ctx.value;
        const taken = Object.keys(headers ?? {}).find(
          (name) => name.toLowerCase() === WEBHOOK_SECRET_HEADER.toLowerCase(),
        );
        if (secret !== undefined && taken !== undefined) {
          ctx.issues.push({
            code: 'custom',
            input: headers,
            path: ['headers', taken],
            message: 'is what webhook.secret is sent as: give the secret once, in webhook.secret',
          });
        }
      }),
  ],
  {
    error: typeError('must be an http or https URL or an object {url, method?, auth?, headers?, secret?}'),
  },
);

// What a cookie may hold is what a Cookie header can carry (RFC 6265, 4.1.1 and 5.2): no control character
// (a CR/LF or a NUL would end or split the header), no `;` (it separates cookies) and, in a name, no `=` (it
// ends the name). Chromium refuses the same cookies ("Invalid cookie fields"), and so would any service that
// sets them in a browser: refused here, no credit is spent on them.
const COOKIE_NAME_RULE = 'must not contain ";", "=" or control characters (line breaks, tabs, NUL)';
const COOKIE_VALUE_RULE = 'must not contain ";" or control characters (line breaks, tabs, NUL)';
/** Bytes of a cookie's name and value together that browsers keep (RFC 6265bis, 5.7: longer ones are dropped). */
const COOKIE_MAX_BYTES = 4096;

const cookieSchema = z
  .strictObject(
    {
      name: nonEmptyString().refine((name) => !/[;=]/.test(name) && !holdsControlCharacter(name), {
        error: COOKIE_NAME_RULE,
      }),
      value: z
        .string({ error: typeError('must be a string') })
        .refine((value) => !value.includes(';') && !holdsControlCharacter(value), {
          error: COOKIE_VALUE_RULE,
        }),
      secure: z.boolean().optional(),
      http_only: z.boolean().optional(),
    },
    objectParams('must be an object {name, value, secure?, http_only?}'),
  )
  .check((ctx) => {
    const { name, value } = ctx.value;
    if (typeof name !== 'string' || typeof value !== 'string') return;
    if (utf8Length(name) + utf8Length(value) > COOKIE_MAX_BYTES) {
      ctx.issues.push({
        code: 'custom',
        input: value,
        path: ['value'],
        message: `with the name, must be at most ${COOKIE_MAX_BYTES} bytes (UTF-8): browsers drop a longer cookie`,
      });
    }
  });

/** Bytes of `text` in UTF-8, counted without making a copy of it. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

const SOURCE_RULE = 'must be a string (inline HTML or a URL)';

// The reference also allows an array of sources, but only for accounts with parallel conversions and
// only together with a webhook; the client keeps one source per request and says so.
const sourceSchema = z
  .string({
    error: (issue) => {
      if (issue.input === undefined) return 'is required (inline HTML or a URL)';
      if (Array.isArray(issue.input)) {
        return `${SOURCE_RULE}; an array of sources (parallel conversions) is not supported, send one request per source`;
      }
      return withGot(SOURCE_RULE, issue.input);
    },
  })
  .refine((value) => value.trim() !== '', { error: 'must not be empty' });

/** `delay`, in milliseconds: 0 to 10000, the service's default 0. */
export const DELAY_MS = { min: 0, max: 10000, default: 0 } as const;
/** `timeout`, in seconds: 0 to 900; the service sets no default. */
export const TIMEOUT_SECONDS = { min: 0, max: 900 } as const;

/** The shared options; both conversion schemas spread this shape into theirs. */
export const sharedOptionsShape = {
  /** Inline HTML or a URL the service loads. */
  source: sourceSchema,
  /** No credits used; the output carries a watermark. */
  sandbox: z.boolean().optional(),
  /** The conversion is queued (202) and the result POSTed here. */
  webhook: webhookSchema.optional(),
  /** Answer with the document Base64-encoded. */
  encode: z.boolean().optional(),
  /** Store the result for two days and answer with its URL instead of the file. */
  filename: z
    .string()
    .regex(/^[A-Za-z0-9_-]{7,}$/, {
      error: 'must be at least 7 characters, only letters, digits, "-" or "_" (no extension)',
    })
    .optional(),
  /** Save the result to your own bucket, e.g. `s3://bucket/path/file.pdf`. */
  s3_destination: nonEmptyString().optional(),
  use_print: z.boolean().optional(),
  /** CSS (rules or a URL) appended to the document. */
  css: nonEmptyString().optional(),
  /** JavaScript (code or a URL) run before the capture. */
  javascript: nonEmptyString().optional(),
  /** Milliseconds to wait before the capture. */
  delay: integerBetween(DELAY_MS.min, DELAY_MS.max).optional(),
  /** Seconds after which page loading is cut short. */
  timeout: integerBetween(TIMEOUT_SECONDS.min, TIMEOUT_SECONDS.max).optional(),
  /** Name of a global function the service waits on until it returns a truthy value. */
  wait_for: nonEmptyString().optional(),
  wait_for_network: z.boolean().optional(),
  ignore_long_polling: z.boolean().optional(),
  disable_javascript: z.boolean().optional(),
  lazy_load_images: z.boolean().optional(),
  raise_for_status: z.boolean().optional(),
  auth: basicAuthSchema.optional(),
  http_headers: headerMap().optional(),
  cookies: z.array(cookieSchema).optional(),
  is_hipaa: z.boolean().optional(),
  is_gdpr: z.boolean().optional(),
  log_request: z.boolean().optional(),
};

interface NetworkWaits {
  wait_for_network?: boolean;
  ignore_long_polling?: boolean;
}

// The reference: ignoring long polling only means something while the service waits for the network.
function longPollingNeedsNetworkWait(value: NetworkWaits, report: ReportIssue): void {
  if (value.ignore_long_polling === true && value.wait_for_network === false) {
    report(
      ['ignore_long_polling'],
      'requires wait_for_network to be true (it is false, so there is nothing to ignore)',
    );
  }
}

/** The cross-field rule of the shared options, for every conversion schema. */
const sharedRule: CrossFieldRule<NetworkWaits> = {
  fields: ['wait_for_network', 'ignore_long_polling'],
  check: longPollingNeedsNetworkWait,
};

/** Root-level wording for input that is not an options object at all. */
const optionsObjectParams = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'invalid_type' ? withGot('options must be an object', issue.input) : undefined,
};

/**
 * A conversion's options: the shared ones plus `only`, under the shared rule plus `rules`. The zod schema and
 * its quick path (quick.ts) are built here from the same shape and rules, so they cannot drift apart.
 */
export function conversionOptions<Only extends z.core.$ZodLooseShape>(
  only: Only,
  // `never`: each rule reads its own fields of the object, whatever its type says of the rest.
  ...rules: readonly CrossFieldRule<never>[]
) {
  const shape = { ...sharedOptionsShape, ...only };
  return {
    schema: z
      .strictObject(shape, optionsObjectParams)
      .check(crossFieldRule(sharedRule), ...rules.map((rule) => crossFieldRule(rule))),
    quick: quickParser(shape, [sharedRule, ...rules]),
  };
}

/** The options shared by every conversion, alone. */
export const sharedOptionsSchema = z
  .strictObject(sharedOptionsShape, optionsObjectParams)
  .check(crossFieldRule(sharedRule));

/** Basic authentication the service sends when it loads a URL (the source, or the webhook). */
export interface BasicAuth {
  /** User name. */
  username?: string;
  /** Password. */
  password?: string;
}

/** A webhook with more than its URL: the method, authentication and headers of the service's call. */
export interface WebhookOptions {
  /** Absolute http(s) URL the service calls when the conversion is done. */
  url: string;
  /** HTTP method of the call, default `POST`. */
  method?: string;
  /** Basic authentication sent with the call. */
  auth?: BasicAuth;
  /** Headers sent with the call, name → value. */
  headers?: Record<string, string>;
  /**
   * A secret of yours (16 to 256 visible ASCII characters) the client sends as the call's X-Doc-Convert-Secret
   * header, so that your receiver can tell the service's call from anyone else's: `parseWebhook(body, {
   * headers, secret })` checks it. The service signs nothing itself.
   */
  secret?: string;
}

/** Where the result of a queued conversion is sent: an http(s) URL, or a URL with its method, auth and headers. */
export type Webhook = string | WebhookOptions;

/** A cookie sent with the requests that load the source. */
export interface Cookie {
  /** Cookie name (not empty). */
  name: string;
  /** Cookie value. */
  value: string;
  /** Sent over HTTPS only. Default false. */
  secure?: boolean;
  /** Hidden from the page's JavaScript. Default false. */
  http_only?: boolean;
}

/** The options every conversion takes (PDF, PNG, JPEG, WebP). Only `source` is required. */
export interface ConversionOptions {
  /**
   * The document to convert: inline HTML, or an http(s) URL the service loads (it tells them apart itself).
   * One source per request.
   */
  source: string;
  /** No credits used; the output carries a watermark, and the service allows 10 sandbox documents a minute. Default false. */
  sandbox?: boolean;
  /**
   * Queue the conversion: the service answers 202 at once (`kind: 'queued'`) and later POSTs the result (a URL
   * of the stored file, or an `error`) to this webhook.
   */
  webhook?: Webhook;
  /** Answer with the document encoded in Base64 rather than raw. Default false. */
  encode?: boolean;
  /**
   * Store the result for two days and answer with its URL (`kind: 'stored'`) instead of the file. At least 7
   * characters: letters, digits, "-" or "_", no extension.
   */
  filename?: string;
  /** Save the result to your own S3 bucket, a full path such as `s3://bucket/folder/file.pdf`. */
  s3_destination?: string;
  /** Render with the print stylesheet (`@media print`) instead of the screen one. Default false. */
  use_print?: boolean;
  /** CSS appended to the document before the capture: rules, or a URL of a stylesheet. */
  css?: string;
  /** JavaScript run in the document before the capture: code, or a URL of a script. */
  javascript?: string;
  /** Milliseconds to wait before the capture, 0 to 10000. Default 0. */
  delay?: number;
  /** Seconds after which loading the page is cut short and the capture made anyway, 0 to 900. */
  timeout?: number;
  /**
   * Name of a global function the service calls until it returns a truthy value (for up to 30 s) before the
   * capture; the conversion fails if it never does.
   */
  wait_for?: string;
  /** Wait until no network request was made for 500 ms before the capture. Default true. */
  wait_for_network?: boolean;
  /**
   * Do not wait for long-polling requests (websockets, long-running queries) to end. Needs `wait_for_network`
   * to be true. Default false.
   */
  ignore_long_polling?: boolean;
  /** Do not run the document's JavaScript at all. Default false. */
  disable_javascript?: boolean;
  /** Scroll to the bottom first, so that lazily loaded images load. Default false. */
  lazy_load_images?: boolean;
  /** Refuse to convert a URL source that answers outside 2xx. Default false. */
  raise_for_status?: boolean;
  /** Basic authentication sent when the service loads a URL source. */
  auth?: BasicAuth;
  /** HTTP headers sent when the service loads a URL source, name → value. */
  http_headers?: Record<string, string>;
  /** Cookies sent when the service loads the source. */
  cookies?: Cookie[];
  /**
   * Keep the request HIPAA-compliant: features that would store the document on the service's side
   * (`filename`, `webhook` with a managed `s3_destination`) are disabled. Default false.
   */
  is_hipaa?: boolean;
  /** As `is_hipaa`, for GDPR. Default false. */
  is_gdpr?: boolean;
  /** Log the request's parameters on the service's side, for its support to debug with. Default false. */
  log_request?: boolean;
}

type _ConversionOptionsMatch = Assert<SameShape<ConversionOptions, z.input<typeof sharedOptionsSchema>>>;
type _BasicAuthMatch = Assert<SameShape<BasicAuth, z.input<typeof basicAuthSchema>>>;
type _WebhookMatch = Assert<SameShape<Webhook, z.input<typeof webhookSchema>>>;
type _CookieMatch = Assert<SameShape<Cookie, z.input<typeof cookieSchema>>>;
