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
      description:
        'Address of the API, ending in /v3. Change it only for a compatible or self-hosted server.',
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

  // A missing or wrong key is answered 401 here; the service would otherwise serve it as the free tier.
  test: ICredentialTestRequest = {
    request: {
      baseURL: '={{$credentials.baseUrl.replace(/\\/+$/, "")}}',
      url: '/credits/usage',
      method: 'GET',
    },
  };
}
