// Where the document comes from (a URL the service loads, HTML or Markdown text, or an HTML or Markdown file in
// the input item: what an AI Agent node or a Read File node hands on), and how the
// service logs in to a source URL: with a Doc Convert Source Login credential, so the password stays in n8n's
// encrypted credentials and out of the workflow (the way the HTTP Request node takes its authentication).
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import type { DocumentInput } from './request';

const SOURCE_LOGIN_CREDENTIAL = 'docConvertSourceLoginApi';

type SourceKind = 'url' | 'html' | 'binary' | 'markdown' | 'markdownFile';

export const sourceFields: INodeProperties[] = [
  {
    displayName: 'Source',
    name: 'source',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'HTML',
        value: 'html',
        description: 'HTML text, typed here or mapped from an earlier node',
      },
      {
        name: 'HTML File',
        value: 'binary',
        description: 'An HTML file in a binary field of the input item',
      },
      {
        name: 'Markdown',
        value: 'markdown',
        description:
          'Markdown text (GitHub’s, with front matter, code, math and Mermaid diagrams), typed here or mapped from an earlier node such as an AI Agent',
      },
      {
        name: 'Markdown File',
        value: 'markdownFile',
        description: 'A Markdown (.md) file in a binary field of the input item',
      },
      {
        name: 'URL',
        value: 'url',
        description: 'A web page that the service loads',
      },
    ],
    default: 'url',
  },
  {
    displayName: 'URL',
    name: 'url',
    type: 'string',
    required: true,
    default: '',
    placeholder: 'e.g. https://example.com/invoices/42',
    description: 'Address of the page to convert',
    displayOptions: { show: { source: ['url'] } },
  },
  {
    displayName: 'HTML',
    name: 'html',
    type: 'string',
    typeOptions: { rows: 6 },
    required: true,
    default: '',
    description: 'The HTML document to convert. Relative links cannot be resolved: use absolute URLs.',
    displayOptions: { show: { source: ['html'] } },
  },
  {
    displayName: 'Markdown',
    name: 'markdown',
    type: 'string',
    typeOptions: { rows: 8 },
    required: true,
    default: '',
    placeholder: '# Report\n\nWritten in **Markdown**.',
    description:
      'The Markdown to convert. Front matter can set the title and options (format, margin…); relative images cannot be read: use URLs.',
    displayOptions: { show: { source: ['markdown'] } },
  },
  {
    displayName: 'Input Binary Field',
    name: 'binaryPropertyName',
    type: 'string',
    required: true,
    default: 'data',
    hint: 'The name of the input binary field containing the HTML file',
    displayOptions: { show: { source: ['binary'] } },
  },
  {
    displayName: 'Input Binary Field',
    name: 'markdownPropertyName',
    type: 'string',
    required: true,
    default: 'data',
    hint: 'The name of the input binary field containing the Markdown file',
    displayOptions: { show: { source: ['markdownFile'] } },
  },
  {
    displayName: 'Source Authentication',
    name: 'sourceAuthentication',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'None', value: 'none' },
      {
        name: 'Basic Auth',
        value: 'basicAuth',
        description: 'The user and password of a Doc Convert Source Login credential',
      },
    ],
    default: 'none',
    description: 'How the service logs in when it loads the URL',
    displayOptions: { show: { source: ['url'] } },
  },
];

/** The chosen source of one item (`source`), and the login for a URL (`auth`). */
export async function readSource(this: IExecuteFunctions, itemIndex: number): Promise<DocumentInput> {
  const kind = this.getNodeParameter('source', itemIndex) as SourceKind;
  if (kind === 'html') return { fields: { source: this.getNodeParameter('html', itemIndex) as string } };
  // Markdown goes to the core as `markdown`: it is made into the page there, its code loaded on first use.
  if (kind === 'markdown') {
    return { fields: { markdown: { text: this.getNodeParameter('markdown', itemIndex) as string } } };
  }
  if (kind === 'markdownFile') {
    const field = this.getNodeParameter('markdownPropertyName', itemIndex) as string;
    const binary = this.helpers.assertBinaryData(itemIndex, field);
    const text = new TextDecoder().decode(await this.helpers.getBinaryDataBuffer(itemIndex, field));
    const file = binary.fileName?.trim() || undefined;
    return { fields: { markdown: { text, ...(file ? { file } : {}) } }, fileName: binary.fileName };
  }
  if (kind === 'binary') {
    const field = this.getNodeParameter('binaryPropertyName', itemIndex) as string;
    const binary = this.helpers.assertBinaryData(itemIndex, field);
    const bytes = await this.helpers.getBinaryDataBuffer(itemIndex, field);
    return { fields: { source: new TextDecoder().decode(bytes) }, fileName: binary.fileName };
  }
  const source = this.getNodeParameter('url', itemIndex) as string;
  if (this.getNodeParameter('sourceAuthentication', itemIndex, 'none') !== 'basicAuth') {
    return { fields: { source } };
  }
  const login = await this.getCredentials<{ user?: string; password?: string }>(
    SOURCE_LOGIN_CREDENTIAL,
    itemIndex,
  );
  const auth = { username: String(login.user ?? ''), password: String(login.password ?? '') };
  return { fields: { source, auth } };
}
