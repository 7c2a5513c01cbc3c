// What the server says about how it renders (which renderer, what it lacks), on stderr, once per process
// however many servers it starts: a test run with dozens of servers says it once.
const announced = new Set<string>();

export function announceOnce(message: string): void {
  if (announced.has(message)) return;
  announced.add(message);
  process.stderr.write(`Doc Convert local server: ${message}\n`);
}
