// Runs a task for each item in `limit` lanes, and keeps the results in item order. The tasks share whatever
// they close over (here: one client, so one rate limiter paces them all).
//
// A task may free its lane before it ends by calling `release()`: a conversion does once its file has arrived,
// so the lane's next request goes out while the file is flushed and renamed. A lane then waits for its
// previous task before releasing again, so at most two tasks per lane are ever unfinished.

export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number, release: () => void) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  const started: Promise<void>[] = [];
  let next = 0;
  const lane = async (): Promise<void> => {
    let previous: Promise<void> | undefined;
    while (next < items.length) {
      const index = next++;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const running = task(items[index]!, index, release).then((result) => {
        results[index] = result;
      });
      started.push(running);
      await Promise.race([running, released]);
      await previous;
      previous = running;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  await Promise.all(started);
  return results;
}
