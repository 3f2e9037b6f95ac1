/**
 * Reads until `holds` is true of what `read` gives, and returns it: for what the server
 * does on its own time (a file removed after a request was cut off, work that started).
 * No deadline of its own: the test's timeout ends a wait that never comes true.
 */
export async function eventually<T>(read: () => Promise<T>, holds: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
