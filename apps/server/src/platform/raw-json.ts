/**
 * Data already serialised to JSON. Large read-mostly answers (home floors, the category tree) are cached in
 * this form so a cache hit costs no serialisation; the call helper splices it into the envelope as it is.
 */
export class RawJson {
  readonly json: string;
  constructor(json: string) {
    this.json = json;
  }
}

export const toRawJson = (value: unknown): RawJson => new RawJson(JSON.stringify(value));
