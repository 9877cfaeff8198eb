/** Every log line an app writes, at every level: pass `stream` as the app's logStream. */
export function capturedLog() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) }, text: () => lines.join('') };
}
