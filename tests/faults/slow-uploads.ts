import { connect, type Socket } from 'node:net';
import type { HeaderMap } from '../../server/test-support/harness.ts';
import { MULTIPART_BOUNDARY, uploadHead } from '../../server/test-support/raw-client.ts';

export interface SlowUploads {
  /** Connections the server still holds open. */
  open(): number;
  /** What the server answered on closed connections, by status line. */
  answers(): Record<string, number>;
  close(): void;
}

/**
 * Opens `n` uploads of a 10 MB file that trickle one byte a second, as a very slow or hostile
 * client would, each with `headers` (a session cookie or none).
 */
export function holdSlowUploads(base: string, n: number, headers: HeaderMap = {}): SlowUploads {
  const url = new URL(base);
  const sockets: Socket[] = [];
  const answers: Record<string, number> = {};
  let open = 0;
  for (let i = 0; i < n; i++) {
    const socket = connect(Number(url.port), url.hostname, () => {
      const extra = Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      socket.write(
        `POST /api/UploadStudyMaterial/1 HTTP/1.1\r\nHost: ${url.host}\r\n${extra}` +
          `Content-Type: multipart/form-data; boundary=${MULTIPART_BOUNDARY}\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n` +
          uploadHead(`slow-${i}.pdf`) +
          '%PDF-1.4\n',
      );
      const trickle = setInterval(() => socket.write(' '), 1000);
      socket.once('close', () => clearInterval(trickle));
    });
    open++;
    let first = '';
    socket.on('data', (d: Buffer) => {
      first ||= d.toString().split('\r\n')[0]!;
    });
    socket.on('error', () => undefined);
    socket.once('close', () => {
      open--;
      const key = first || 'closed without an answer';
      answers[key] = (answers[key] ?? 0) + 1;
    });
    sockets.push(socket);
  }
  return { open: () => open, answers: () => ({ ...answers }), close: () => sockets.forEach((s) => s.destroy()) };
}
