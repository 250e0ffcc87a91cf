import autocannon from 'autocannon';

export interface HttpFigures {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
}

/** Loads one URL on loopback for a bounded time with autocannon and keeps the figures we report. */
export async function measureHttp(url: string, headers: Record<string, string>, seconds: number): Promise<HttpFigures> {
  const result = await autocannon({ url, headers, connections: 10, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
  };
}
