// The brand check across copies of the package: a project that loads both the ESM and the CommonJS build
// has two sets of error classes; errors thrown by one copy must be recognised by the other, with `is()` and
// with `instanceof`, class by class (a 403 refusal is a ForbiddenError but not an InsufficientCreditsError).
import { beforeAll, describe, expect, it } from '@jest/globals';
import { pathToFileURL } from 'node:url';
import { CJS_ENTRY, ESM_ENTRY, runModule } from '@doc-convert/testing/packages/built';
import { ensureBuilt } from '@doc-convert/testing/packages/packed';

beforeAll(ensureBuilt, 600_000);

const probe = `
  import { createRequire } from 'node:module';
  const esm = await import(${JSON.stringify(pathToFileURL(ESM_ENTRY).href)});
  const cjs = createRequire(import.meta.url)(${JSON.stringify(CJS_ENTRY)});
  let validation;
  try { new cjs.DocConvert({ apiKey: '' }); } catch (e) { validation = e; }
  const refusal = new cjs.PermissionDeniedError({ status: 403, message: '403 Forbidden: no' });
  const fileError = new esm.FileWriteError('Could not write x', { path: 'x' });
  let forged;
  try { esm.parseWebhook('{}', { headers: {}, secret: 'a-secret-of-24-characters' }); } catch (e) { forged = e; }
  const subclass = new (class Custom extends esm.DocConvertError {})('mine');
  console.log(JSON.stringify({
    distinctCopies: esm.ValidationError !== cjs.ValidationError,
    validationIsEsmValidation: esm.ValidationError.is(validation),
    validationInstanceofEsm: validation instanceof esm.ValidationError,
    validationIsEsmBase: esm.DocConvertError.is(validation),
    validationInstanceofEsmBase: validation instanceof esm.DocConvertError,
    validationIsEsmApiError: esm.APIError.is(validation),
    refusalIsForbidden: esm.ForbiddenError.is(refusal),
    refusalIsPermissionDenied: refusal instanceof esm.PermissionDeniedError,
    refusalIsApiError: esm.APIError.is(refusal),
    refusalIsCredits: esm.InsufficientCreditsError.is(refusal),
    refusalInstanceofCredits: refusal instanceof esm.InsufficientCreditsError,
    fileErrorIsCjsFileWriteError: cjs.FileWriteError.is(fileError),
    fileErrorIsCjsConnectionError: cjs.ConnectionError.is(fileError),
    forgedIsCjsWebhookError: cjs.WebhookVerificationError.is(forged),
    forgedInstanceofCjsBase: forged instanceof cjs.DocConvertError,
    fileErrorIsCjsWebhookError: cjs.WebhookVerificationError.is(fileError),
    plainErrorIsBase: esm.DocConvertError.is(new Error('x')),
    lookalikeIsBase: esm.DocConvertError.is({ name: 'DocConvertError', message: 'x' }),
    nullIsBase: esm.DocConvertError.is(null),
    subclassIsBase: cjs.DocConvertError.is(subclass),
    baseInstanceofSubclass: fileError instanceof subclass.constructor,
  }));
`;

describe('DocConvertError.is() and instanceof across the ESM and CommonJS copies', () => {
  it('recognise each class by brand, and nothing else', () => {
    expect(JSON.parse(runModule(probe))).toEqual({
      distinctCopies: true,
      validationIsEsmValidation: true,
      validationInstanceofEsm: true,
      validationIsEsmBase: true,
      validationInstanceofEsmBase: true,
      validationIsEsmApiError: false,
      refusalIsForbidden: true,
      refusalIsPermissionDenied: true,
      refusalIsApiError: true,
      refusalIsCredits: false,
      refusalInstanceofCredits: false,
      fileErrorIsCjsFileWriteError: true,
      fileErrorIsCjsConnectionError: false,
      forgedIsCjsWebhookError: true,
      forgedInstanceofCjsBase: true,
      fileErrorIsCjsWebhookError: false,
      plainErrorIsBase: false,
      lookalikeIsBase: false,
      nullIsBase: false,
      subclassIsBase: true,
      baseInstanceofSubclass: false,
    });
  });
});
