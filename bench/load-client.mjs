// One autocannon run in its own process (so the load generator never shares an event loop with the figures it
// reports, nor with the server): `node bench/load-client.mjs '<json options>'` prints one JSON line of results.
// Options: url, connections, duration (s), headers ({}), title.
import autocannon from 'autocannon';

const opts = JSON.parse(process.argv[2] ?? '{}');
const result = await autocannon({
  url: opts.url,
  connections: opts.connections ?? 10,
  duration: opts.duration ?? 8,
  headers: opts.headers ?? {},
  pipelining: 1,
});
process.stdout.write(
  JSON.stringify({
    title: opts.title,
    requestsPerSec: result.requests.average,
    totalRequests: result.requests.total,
    bytesPerSec: result.throughput.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    statuses: { '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    errors: result.errors,
    timeouts: result.timeouts,
  }) + '\n',
);
