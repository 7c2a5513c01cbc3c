// Type-checks doc-convert-server's CommonJS entry as a test author sees it (module: nodenext, .cts).
import { startLocalServer, type LocalServer } from 'doc-convert-server';

export const start = (): Promise<LocalServer> => startLocalServer({ renderer: 'text' });
