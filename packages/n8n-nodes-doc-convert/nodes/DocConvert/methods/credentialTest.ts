// The test of the Doc Convert Source Login credential. The login is for the user's own site, which n8n cannot
// know when the credential is saved, so the test checks what can be checked: a user is set, and it has no ":",
// which Basic authentication uses to separate the user from the password.
import type {
  ICredentialsDecrypted,
  ICredentialTestFunctions,
  INodeCredentialTestResult,
} from 'n8n-workflow';

export async function docConvertSourceLoginTest(
  this: ICredentialTestFunctions,
  credential: ICredentialsDecrypted,
): Promise<INodeCredentialTestResult> {
  const user = String(credential.data?.user ?? '');
  if (user.trim() === '') return { status: 'Error', message: 'User: is required' };
  if (user.includes(':')) {
    return {
      status: 'Error',
      message: 'User: must not contain ":" (Basic authentication puts it between the user and the password)',
    };
  }
  return {
    status: 'OK',
    message: 'The login is well formed; the service sends it when it loads a source URL',
  };
}
