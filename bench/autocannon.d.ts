// The package ships no types; this states the part of its API the benchmarks use.
declare module 'autocannon' {
  namespace autocannon {
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p99: number;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      method?: 'GET' | 'POST';
      headers?: Record<string, string>;
      body?: string;
      title?: string;
    }
    interface Result {
      title?: string;
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
    }
    interface Instance extends Promise<Result> {
      stop(): void;
    }
  }
  function autocannon(opts: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
