// autocannon ships no type declarations: the part of its API the bench uses (lib/run.js, aggregateResult.js).
declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    min: number
    max: number
    total?: number
    p50: number
    p90: number
    p99: number
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    method?: string
    headers?: Record<string, string>
    body?: string
  }
  interface Result {
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    latency: Histogram
    requests: Histogram & { sent: number }
  }
  function autocannon(options: Options): Promise<Result>
  export = autocannon
}
