// How the bin is started (src/settings.ts) and what the registry is told of it (server.json): the flags and the
// environment read and checked, a wrong flag named; server.json in step with package.json and the variables
// the server reads.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { DEFAULT_MAX_BODY_BYTES } from '../src/http';
import { DEFAULT_PORT, ENVIRONMENT, readSettings } from '../src/settings';

const packageDir = join(import.meta.dirname, '..');
const read = (file: string) => JSON.parse(readFileSync(join(packageDir, file), 'utf8'));

describe('readSettings', () => {
  it('serves stdio by default, with the roots from the environment', () => {
    expect(readSettings([], { [ENVIRONMENT.roots]: ['/a', '/b'].join(delimiter) })).toMatchObject({
      http: false,
      roots: ['/a', '/b'],
      token: undefined,
    });
  });

  it('prefers --root to the environment, and reads the HTTP flags', () => {
    const settings = readSettings(
      [
        '--root',
        '/x',
        '--root',
        '/y',
        '--http',
        '--port',
        '9000',
        '--host',
        '127.0.0.2',
        '--allowed-host',
        'box.local',
        '--max-body-bytes',
        '2048',
      ],
      { [ENVIRONMENT.roots]: '/ignored', [ENVIRONMENT.token]: ' t0ken ' },
    );
    expect(settings).toMatchObject({
      roots: ['/x', '/y'],
      http: true,
      port: 9000,
      host: '127.0.0.2',
      allowedHosts: ['box.local'],
      maxBodyBytes: 2048,
      token: 't0ken',
    });
    expect(readSettings(['--http'], {})).toMatchObject({
      port: DEFAULT_PORT,
      host: '127.0.0.1',
      maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
    });
  });

  it('names what is wrong', () => {
    expect(() => readSettings(['--bogus'], {})).toThrow("Unknown option '--bogus'");
    expect(() => readSettings(['--http', '--port', 'eighty'], {})).toThrow(
      '--port must be a whole number of 0 or more (got "eighty")',
    );
    expect(() => readSettings(['--port', '80'], {})).toThrow('--port and --max-body-bytes are for --http');
  });
});

describe('server.json, for the MCP registry', () => {
  const server = read('server.json');
  const manifest = read('package.json');

  it('is the package: its name is mcpName, one version, the npm package by its name, over stdio', () => {
    expect(server.name).toBe(manifest.mcpName);
    expect(server.version).toBe(manifest.version);
    expect(server.description.length).toBeLessThanOrEqual(100);
    expect(server.packages).toEqual([
      expect.objectContaining({
        registryType: 'npm',
        identifier: manifest.name,
        version: manifest.version,
        transport: { type: 'stdio' },
      }),
    ]);
  });

  it('names the variables the server reads, the key as a required secret', () => {
    const variables = server.packages[0].environmentVariables;
    expect(variables.map((variable: { name: string }) => variable.name).sort()).toEqual(
      ['DOC_CONVERT_API_KEY', 'DOC_CONVERT_BASE_URL', ENVIRONMENT.roots].sort(),
    );
    expect(
      variables.find((variable: { name: string }) => variable.name === 'DOC_CONVERT_API_KEY'),
    ).toMatchObject({
      isRequired: true,
      isSecret: true,
    });
  });
});
