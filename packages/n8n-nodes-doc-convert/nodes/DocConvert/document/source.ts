// Where the HTML comes from (a URL the service loads, HTML text, or an HTML file in the input item), and how the
// service logs in to a source URL: with a Doc Convert Source Login credential, so the password stays in n8n's
// encrypted credentials and out of the workflow (the way the HTTP Request node takes its authentication).
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import type { DocumentInput } from './request';

const SOURCE_LOGIN_CREDENTIAL = 'docConvertSourceLoginApi';

type SourceKind = 'url' | 'html' | 'binary';

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
    displayName: 'Input Binary Field',
    name: 'binaryPropertyName',
    type: 'string',
    required: true,
    default: 'data',
    hint: 'The name of the input binary field containing the HTML file',
    displayOptions: { show: { source: ['binary'] } },
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
