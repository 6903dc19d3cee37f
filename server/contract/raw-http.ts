import { Agent, request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
  text: string;
  /** The body parsed when it is JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
  json: any;
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/**
 * One request exactly as given: the path is not normalized (fetch would turn a "%2E%2E" segment
 * into "..", then drop it), the body is sent as these bytes under any content type.
 */
export function rawRequest(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        agent,
        headers: payload ? { ...headers, 'content-length': String(payload.length) } : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          let json: unknown;
          if (/json/.test(String(res.headers['content-type']))) {
            try {
              json = JSON.parse(text);
            } catch {
              // stays undefined: the test says the body is not JSON
            }
          }
          resolve({ status: res.statusCode!, headers: res.headers, bytes, text, json });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Path segments as a client must send them: every byte percent-encoded, dots too (no "." or ".." segment). */
export const encodeSegment = (s: string) => encodeURIComponent(s).replace(/\./g, '%2E');

/** A multipart/form-data body: fields, then files, each filename as a browser writes it (only ", CR and LF escaped). */
export function multipartBody(
  fields: [string, string][],
  files: { field: string; name: string; type: string; bytes: Uint8Array }[],
) {
  const boundary = `----contract${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of fields)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    const name = f.name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    const type = f.type ? `\r\nContent-Type: ${f.type}` : '';
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${name}"${type}\r\n\r\n`),
      Buffer.from(f.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
