// The Doc Convert API credential: the API key, sent as X-API-Key by n8n's generic authentication, and the base
// URL of the API (the public service, or any compatible server such as the local test server).
import type {
  IAuthenticateGeneric,
  Icon,
  ICredentialTestRequest,
  ICredentialType,
  INodeProperties,
} from 'n8n-workflow';

/** An http(s) address with a host, spaces around it allowed (the node trims them): what the Base URL must be. */
const BASE_URL_PATTERN = '^\\s*https?://[^\\s/]\\S*\\s*$';

export class DocConvertApi implements ICredentialType {
  name = 'docConvertApi';

  displayName = 'Doc Convert API';

  icon: Icon = {
    light: 'file:../nodes/DocConvert/docConvert.svg',
    dark: 'file:../nodes/DocConvert/docConvert.dark.svg',
  };

  documentationUrl = 'https://docs.pdfshift.io';

  properties: INodeProperties[] = [
    {
      displayName:
        'Doc Convert calls the PDFShift API (the Document Conversion API v3): use an API key from your PDFShift dashboard, or point the Base URL at a compatible server.',
      name: 'pdfshiftNotice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'API Key',
      name: 'apiKey',
      type: 'string',
      typeOptions: { password: true },
      required: true,
      default: '',
      description: 'The secret API key from your PDFShift dashboard (API Keys)',
    },
    {
      displayName: 'Base URL',
      name: 'baseUrl',
      type: 'string',
      default: 'https://api.pdfshift.io/v3',
      placeholder: 'e.g. https://api.pdfshift.io/v3',
      required: true,
      description:
        'Address of the API: http:// or https://, ending in /v3. Change it only for a compatible or self-hosted server.',
      hint: 'If the test answers only a code such as ENOTFOUND, ECONNREFUSED or ETIMEDOUT, nothing answers at this Base URL: check its host and port.',
    },
    {
      // n8n's credential test cannot refuse a value with words of its own (see `test` below): this notice says
      // it in the form, as long as the Base URL is not an http(s) address (an expression is left to run time).
      displayName:
        'Base URL: must start with http:// or https://, e.g. https://api.pdfshift.io/v3 (an empty one does not mean the public API). Until it does, the test fails and the node refuses to run.',
      name: 'baseUrlNotice',
      type: 'notice',
      default: '',
      displayOptions: {
        hide: { baseUrl: [{ _cnd: { regex: BASE_URL_PATTERN } }, { _cnd: { startsWith: '=' } }] },
      },
    },
  ];

  authenticate: IAuthenticateGeneric = {
    type: 'generic',
    properties: {
      headers: {
        'X-API-Key': '={{$credentials.apiKey}}',
      },
    },
  };

  // A missing or wrong key is answered 401 here; the service would otherwise serve it as the free tier. n8n's
  // tester (CredentialsTester.runRequestTest, n8n 2.41) shows a rule's message for an answer's status and only
  // the system code (ENOTFOUND) when nothing answers, and it has no rule for a value to refuse: rules are
  // `responseCode` and `responseSuccessBody` only, and an expression here cannot fail with words of its own
  // (n8n's legacy evaluator turns an error thrown in it into null). So the messages name the field to look at,
  // the Base URL's hint reads the codes, the notice above refuses a non-http(s) Base URL in the form, and the
  // node refuses it when it runs (transport/client.ts). A test function (testedBy) could say more, but n8n
  // gives it only the deprecated `helpers.request`, which n8n's lint and package scanner refuse.
  test: ICredentialTestRequest = {
    request: {
      baseURL: '={{$credentials.baseUrl.trim().replace(/\\/+$/, "")}}',
      url: '/credits/usage',
      method: 'GET',
    },
    rules: [
      {
        type: 'responseCode',
        properties: {
          value: 401,
          message:
            'API Key: the service refused it (401): the key is invalid or disabled. Copy it again from your Dashboard.',
        },
      },
      {
        type: 'responseCode',
        properties: {
          value: 403,
          message:
            'API Key: the service knows the key but refuses this request (403): the account may be suspended or out of credits.',
        },
      },
      {
        type: 'responseCode',
        properties: {
          value: 404,
          message:
            'Base URL: no Document Conversion API answers there (404). It usually ends in /v3, e.g. https://api.pdfshift.io/v3.',
        },
      },
    ],
  };
}
