// The request options a document tool takes, as the core defines them: the shapes of the four conversions'
// schemas (PDF, PNG, JPEG, WebP) side by side, so one tool offers them all and the core's parser, run for the
// chosen format, refuses what that format does not take ("landscape: is a PDF option; PNG conversions do not
// accept it"). The words an agent reads for each option are here (the core's schemas carry none at run time);
// a unit test holds this list to the core's options, so a new option cannot arrive without them.
import type * as z from 'zod/v4';
import {
  jpegOptionsSchema,
  pdfOptionsSchema,
  pngOptionsSchema,
  webpOptionsSchema,
} from '@doc-convert/core/options';

/** The formats a document is rendered as. */
export const DOCUMENT_FORMATS = ['pdf', 'png', 'jpeg', 'webp'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** Every request option of the four conversions, `source` and `sandbox` included, each once. */
export const requestOptionsShape: Readonly<Record<string, z.ZodType>> = {
  ...pdfOptionsSchema.shape,
  ...pngOptionsSchema.shape,
  ...jpegOptionsSchema.shape,
  ...webpOptionsSchema.shape,
};

const PDF = '(PDF only) ';
const IMAGE = '(PNG, JPEG, WebP) ';

/** What each request option means, for the agent, in the service's terms. */
export const REQUEST_OPTION_DESCRIPTIONS: Readonly<Record<string, string>> = {
  source: 'The document: inline HTML, or an http(s) URL the service loads.',
  sandbox:
    'Default true here: no credit is spent and the output carries a watermark. Set false for the real document (it costs credits).',
  webhook:
    'A URL (or {url, method?, auth?, headers?, secret?}): the conversion is queued and the service POSTs the result there; no file is written here.',
  encode: 'Have the service answer in Base64 (decoded here; rarely useful).',
  filename:
    'Store the result at the service for two days and answer its URL instead of the file (7+ letters, digits, "-" or "_", no extension).',
  s3_destination: 'Save the result to your own S3 bucket, e.g. s3://bucket/folder/file.pdf.',
  use_print: 'Render with the print stylesheet (@media print) instead of the screen one.',
  css: 'CSS appended to the document: rules, or a URL of a stylesheet.',
  javascript: 'JavaScript run in the page before the capture: code, or a URL of a script.',
  delay: 'Milliseconds to wait before the capture, 0 to 10000.',
  timeout: 'Seconds after which loading is cut short and the capture made anyway, 0 to 900.',
  wait_for: 'Name of a global function the service waits on until it returns a truthy value.',
  wait_for_network: 'Wait until the network is idle before the capture.',
  ignore_long_polling: 'With wait_for_network: do not wait for long-polling requests.',
  disable_javascript: "Render without running the page's JavaScript.",
  lazy_load_images: 'Scroll the page so lazily loaded images load before the capture.',
  raise_for_status: 'Fail when a URL source answers 4xx or 5xx instead of rendering the error page.',
  auth: 'Basic authentication {username, password} for loading a URL source.',
  http_headers: 'Headers sent when loading a URL source, name to value.',
  cookies: 'Cookies sent when loading a URL source: [{name, value, secure?, http_only?}].',
  is_hipaa: "Keep the conversion's parameters compliant with HIPAA (no stored file, no webhook).",
  is_gdpr: "Keep the conversion's parameters compliant with the GDPR.",
  log_request: "Log the request's parameters at the service (for its support).",
  landscape: `${PDF}Landscape instead of portrait.`,
  format: `${PDF}Page size: Letter, Legal, Tabloid, Ledger, A0 to A5 (default A4), or {width}x{height} with in, cm or mm (height may be auto).`,
  disable_backgrounds: `${PDF}Leave background images out.`,
  remove_blank: `${PDF}Remove the last page when it is blank.`,
  pages: `${PDF}Pages to keep: "3", "1-5", "4,5,6", "1-3,6".`,
  zoom: `${PDF}Scale of the content, 0.1 to 2 (default 1).`,
  margin: `${PDF}Space around the content: a CSS length ("15mm"), or {top, right, bottom, left}.`,
  header: `${PDF}{source, height?, start_at?}: HTML printed at the top of each page; {{page}} and {{total}} are replaced.`,
  footer: `${PDF}{source, height?, start_at?}: HTML printed at the bottom of each page; {{page}} and {{total}} are replaced.`,
  metadata: `${PDF}Document properties, name to text (title, author, subject, keywords...).`,
  protection: `${PDF}{user_password?, owner_password?, no_print?, no_copy?, no_modify?, author?}.`,
  watermark: `${PDF}Text or an image printed across every page: {text? or image?, font_family?, font_size?, font_opacity?, rotate?, offset_x?, offset_y?}.`,
  pdfa: `${PDF}A PDF/A-3b document.`,
  linearize: `${PDF}Linearized for fast web viewing.`,
  viewport: `${IMAGE}Window size in pixels, {width}x{height}, e.g. 1280x1024.`,
  transparent: '(PNG only) A transparent background instead of white.',
  fullpage: `${IMAGE}Capture the whole scrolling page (only one of fullpage, css_selector, clip).`,
  css_selector: `${IMAGE}Capture the elements this selector matches.`,
  clip: `${IMAGE}Capture this region: {x, y, width, height} in pixels.`,
  dpi: `${IMAGE}Pixel density: 1, 2 or 4.`,
  quality: '(JPEG, WebP) Quality, 10 to 100 (default 80).',
};
