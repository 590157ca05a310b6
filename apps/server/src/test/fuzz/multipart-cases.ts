import type { FuzzCase } from './fuzz-cases.ts';
import { HOSTILE_VALUES } from './hostile-values.ts';

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

/** A form with text fields and an optional file part, as a browser would post it. */
function form(fields: Record<string, string>, file?: { name: string; data: Buffer }): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

const garbage = Buffer.from('not a picture at all');
const raw = (label: string, payload: string | Buffer, contentType = multipartType): FuzzCase => ({
  label,
  method: 'POST',
  raw: { payload, contentType },
});

/**
 * Upload calls (multipart): broken forms, and each hostile text in a form field and in the file name. The
 * identity's token is put into the form by the runner ({token} is replaced).
 */
export function multipartCases(): FuzzCase[] {
  const cases: FuzzCase[] = [
    raw('no boundary', 'x', 'multipart/form-data'),
    raw('empty boundary', 'x', 'multipart/form-data; boundary='),
    raw(
      'wrong boundary',
      form({ token: '{token}' }, { name: 'a.png', data: garbage }),
      'multipart/form-data; boundary=other',
    ),
    raw('cut short', form({ token: '{token}' }, { name: 'a.png', data: garbage }).subarray(0, 80)),
    raw('no parts', `--${BOUNDARY}--\r\n`),
    raw('no file', form({ token: '{token}' })),
    raw('garbage file', form({ token: '{token}' }, { name: 'a.png', data: garbage })),
    raw('many fields', form(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, 'x'])))),
    raw(
      'two files',
      Buffer.concat([
        form({ token: '{token}' }, { name: 'a.png', data: garbage }),
        form({}, { name: 'b.png', data: garbage }),
      ]),
    ),
  ];
  for (const hostile of HOSTILE_VALUES) {
    if (typeof hostile.value !== 'string') continue;
    const text = hostile.value.slice(0, 5000);
    cases.push(
      raw(
        `field = ${hostile.label}`,
        form({ token: '{token}', lang: text, website_id: text }, { name: 'a.png', data: garbage }),
      ),
    );
    cases.push(
      raw(
        `file name = ${hostile.label}`,
        form({ token: '{token}' }, { name: text.replace(/["\r\n]/g, ''), data: garbage }),
      ),
    );
  }
  return cases;
}
