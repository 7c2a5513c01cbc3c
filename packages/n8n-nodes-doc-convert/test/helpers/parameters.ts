// The node parameters the n8n tests start from. Apart from answers.ts, which loads nock: suites that talk to a
// real local server import these without nock's interception of their sockets.
import type { IDataObject } from 'n8n-workflow';

/** Convert to PDF of an HTML text, Binary File output: the parameters a test starts from. */
export const pdfParameters = (extra: IDataObject = {}): IDataObject => ({
  resource: 'conversion',
  operation: 'convertToPdf',
  source: 'html',
  html: '<h1>Hello</h1>',
  output: 'file',
  outputBinaryField: 'data',
  fileName: '',
  sandbox: false,
  options: {},
  ...extra,
});

/** An image conversion (`operation`) of an HTML text, capturing the viewport: the parameters a test starts from. */
export const imageParameters = (operation: string, extra: IDataObject = {}): IDataObject => ({
  ...pdfParameters(),
  operation,
  capture: 'viewport',
  ...extra,
});

/** Template → Generate Document as PDF, Binary File output: the parameters a test starts from. */
export const generateParameters = (extra: IDataObject = {}): IDataObject => ({
  resource: 'template',
  operation: 'generate',
  template: { __rl: true, mode: 'list', value: 'invoice', cachedResultName: 'Invoice' },
  documentFormat: 'pdf',
  dataSource: 'inputItem',
  output: 'file',
  outputBinaryField: 'data',
  fileName: '',
  sandbox: false,
  options: {},
  ...extra,
});
