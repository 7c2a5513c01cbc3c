// The Doc Convert API credential: the API key, sent as X-API-Key by n8n's generic authentication, and the base
// URL of the API (the public service, or any compatible server such as the local test server).
import type {
  IAuthenticateGeneric,
  Icon,
  ICredentialTestRequest,
  ICredentialType,
  INodeProperties,
} from 'n8n-workflow';

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
      displayName: 'API Key',
      name: 'apiKey',
      type: 'string',
      typeOptions: { password: true },
      required: true,
      default: '',
      description: 'The secret API key from your Dashboard',
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
  // tester shows a rule's message for its status and only the system code (ENOTFOUND) when nothing answers, so
  // the messages name the field to look at. An empty or non-http(s) Base URL is refused when the node runs
  // (transport/client.ts), with the same words.
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
