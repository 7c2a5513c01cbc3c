// The package version, sent in the User-Agent. Kept in step with package.json by a test.
/** The package's version, as sent in the User-Agent. */
export const VERSION = '0.1.0';
