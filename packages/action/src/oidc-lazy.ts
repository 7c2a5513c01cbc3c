// A stand-in for @actions/core's OIDC client in the bundle. That client is the only reason @actions/core
// loads @actions/http-client, and with it node:http, node:https, tunnel and a proxy agent, on every start;
// the Action never asks for an ID token, so the bundle (build/tsup.action.ts) gives core this module, which
// loads the real client only if `getIDToken` is ever called.

export class OidcClient {
  static async getIDToken(audience?: string): Promise<string> {
    // @ts-expect-error: not in @actions/core's exports map; the bundler resolves it (build/tsup.action.ts).
    const { OidcClient: Real } = await import('@actions/core/lib/oidc-utils.js');
    return Real.getIDToken(audience);
  }
}
