// How a failed edit reads in the sample's frame: its message, at its line.

/** An error of the reader's code, at a line of the sample when known. */
export const sampleError = (message: string, line?: number) =>
  Object.assign(new Error(message), { line });

/** "Line 4: message"; an error thrown while rendering finds its line in its stack's blob: frame. */
export function describe(error: Error & { line?: number }): string {
  const line =
    error.line ?? /blob:[^\s)]*:(\d+):\d+/.exec(String(error.stack))?.[1];
  return line ? `Line ${line}: ${error.message}` : error.message;
}
