// Runs one task per item with at most `limit` at a time and answers the results in item order. When a task
// fails, no further item starts; the failure of the earliest item is thrown once the running ones settle.
export async function mapInOrder<T>(
  count: number,
  limit: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results = new Array<T>(count);
  const failures = new Map<number, unknown>();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count && failures.size === 0) {
      const index = next++;
      try {
        results[index] = await task(index);
      } catch (error) {
        failures.set(index, error);
      }
    }
  };
  const workers = Math.max(1, Math.min(Math.floor(limit) || 1, count));
  await Promise.all(Array.from({ length: workers }, worker));
  if (failures.size > 0) {
    const first = Math.min(...failures.keys());
    return Promise.reject(failures.get(first));
  }
  return results;
}
