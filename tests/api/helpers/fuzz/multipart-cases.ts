import type { SeededRandom } from '../seeded-random.js';
import { tinyPng } from '../multipart.js';
import type { FuzzContext, FuzzRequest } from './fuzz-request.js';

const boundary = '----fuzzboundary7MA4YWxk';

function part(name: string, content: Buffer | string, filename?: string): Buffer {
  const disposition = `form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}`;
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
}

const closing = Buffer.from(`--${boundary}--\r\n`);
const formData = `multipart/form-data; boundary=${boundary}`;

/** A well-formed multipart body with one file part, as a browser's FormData sends it. */
export function csvUpload(route: string, text: string): FuzzRequest {
  return {
    family: 'multipart',
    method: 'POST',
    url: `MES/actions/${route}`,
    payload: Buffer.concat([part('file', text, 'data.csv'), closing]),
    contentType: formData,
    signed: true,
  };
}

const targets = ['MES/actions/importValues?dryRun=true', 'MES/actions/importTags', 'INT/actions/uploadFile'];

/** A body and content type that a broken client, a proxy cutting the upload, or an attacker could send. */
export function multipartCase(context: FuzzContext, random: SeededRandom): FuzzRequest {
  const content = random.pick<Buffer | string>([tinyPng, `tag,timestamp,value\n${context.tagCode},2024-03-01T10:00:00Z,1\n`, 'code,description\nFZ-1,x\n']);
  const whole = Buffer.concat([part('file', content, random.pick(['a.csv', 'a.png', ''])), closing]);
  const mutations: (() => { payload: Buffer | string; contentType: string })[] = [
    () => ({ payload: whole.subarray(0, random.int(0, whole.length - 1)), contentType: formData }),
    () => ({ payload: whole, contentType: 'multipart/form-data; boundary=another-boundary' }),
    () => ({ payload: whole, contentType: 'multipart/form-data' }),
    () => ({ payload: whole, contentType: 'multipart/form-data; boundary=' }),
    () => ({
      payload: whole,
      contentType: random.pick(['multipart/mixed; boundary=x', 'text/csv', 'application/octet-stream', 'application/json', 'text/plain']),
    }),
    () => ({ payload: Buffer.concat([part('comment', 'no file here'), closing]), contentType: formData }),
    () => ({ payload: Buffer.concat([part('other', content, 'a.csv'), closing]), contentType: formData }),
    () => ({ payload: Buffer.concat([part('file', content, 'a.csv'), part('file', content, 'b.csv'), closing]), contentType: formData }),
    () => ({ payload: closing, contentType: formData }),
    () => ({ payload: '', contentType: formData }),
    () => ({ payload: Buffer.from(Array.from({ length: random.int(1, 400) }, () => random.int(0, 255))), contentType: formData }),
    () => ({ payload: whole.toString('latin1').replace(/\r\n/g, '\n'), contentType: formData }),
    () => ({ payload: whole.toString('latin1').replace('Content-Disposition', 'Content-Dispositio\u0000n'), contentType: formData }),
    () => ({
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n`),
        Buffer.alloc(random.int(1, 20_000), 'h'),
        closing,
      ]),
      contentType: formData,
    }),
    () => ({ payload: Buffer.concat([part('file', Buffer.from([0, 0, 0, 0x41, 0]), 'a.csv'), closing]), contentType: formData }),
  ];
  return { family: 'multipart', method: 'POST', url: random.pick(targets), ...random.pick(mutations)(), signed: true };
}
