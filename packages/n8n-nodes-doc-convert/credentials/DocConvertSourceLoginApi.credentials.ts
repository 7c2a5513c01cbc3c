// The login the service presents when it loads a source URL that needs Basic authentication (an intranet
// report, a staging site). A credential rather than node parameters, so the password is stored encrypted by n8n
// and never in the workflow. The node sends it as the conversion's `auth`; nothing here calls the site, so
// its test (the node's docConvertSourceLoginTest) checks the login's form only.
import type { Icon, ICredentialType, INodeProperties } from 'n8n-workflow';

export class DocConvertSourceLoginApi implements ICredentialType {
  name = 'docConvertSourceLoginApi';

  displayName = 'Doc Convert Source Login API';

  icon: Icon = {
    light: 'file:../nodes/DocConvert/docConvert.svg',
    dark: 'file:../nodes/DocConvert/docConvert.dark.svg',
  };

  documentationUrl = 'https://docs.pdfshift.io';

  properties: INodeProperties[] = [
    {
      displayName: 'User',
      name: 'user',
      type: 'string',
      default: '',
      description: 'User name the service sends to the source URL (HTTP Basic authentication)',
    },
    {
      displayName: 'Password',
      name: 'password',
      type: 'string',
      typeOptions: { password: true },
      default: '',
    },
  ];
}
