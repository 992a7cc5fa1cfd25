import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, type Registry } from 'prom-client';

/**
 * The process's own figures, read when scraped: event-loop delay, CPU, memory and start time, under the names of
 * prom-client's default metrics. Not `collectDefaultMetrics` itself: its garbage-collection observer and its
 * event-loop monitor cannot be stopped (each test app would leave its own running), and the bench measured the
 * metrics' cost with them far over budget (docs/operations.md, "Metrics"). Answers a stop.
 */
export function watchRuntime(registry: Registry, prefix: string): () => void {
  const registers = [registry];
  // Sampled every 20 ms: the delays worth an alert are longer.
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  const lag = (name: string, help: string, read: () => number, last = false) =>
    new Gauge({
      name: `${prefix}nodejs_eventloop_lag_${name}_seconds`,
      help,
      registers,
      collect() {
        // Nanoseconds; NaN (no sample since the last scrape) reads as 0.
        this.set((read() || 0) / 1e9);
        if (last) delay.reset();
      },
    });
  lag('p50', 'Event-loop delay since the previous scrape, median.', () => delay.percentile(50));
  lag('p90', 'Event-loop delay since the previous scrape, 90th percentile.', () => delay.percentile(90));
  lag('p99', 'Event-loop delay since the previous scrape, 99th percentile.', () => delay.percentile(99));
  // Registered last, so it is collected last and starts the next period once every figure was read.
  lag('max', 'Event-loop delay since the previous scrape, longest.', () => delay.max, true);

  new Counter({
    name: `${prefix}process_cpu_seconds_total`,
    help: 'CPU time used by the process (user and system), in seconds.',
    registers,
    collect() {
      const { user, system } = process.cpuUsage();
      this.reset();
      this.inc((user + system) / 1e6);
    },
  });
  new Gauge({
    name: `${prefix}process_resident_memory_bytes`,
    help: 'Resident memory of the process, in bytes.',
    registers,
    collect() {
      this.set(process.memoryUsage.rss());
    },
  });
  new Gauge({
    name: `${prefix}nodejs_heap_size_used_bytes`,
    help: "V8's heap in use, in bytes.",
    registers,
    collect() {
      const m = process.memoryUsage();
      this.set(m.heapUsed);
      heapTotal.set(m.heapTotal);
      external.set(m.external);
    },
  });
  const heapTotal = new Gauge({
    name: `${prefix}nodejs_heap_size_total_bytes`,
    help: "V8's heap reserved, in bytes.",
    registers,
  });
  const external = new Gauge({
    name: `${prefix}nodejs_external_memory_bytes`,
    help: 'Memory held outside V8 (buffers, the embedded database), in bytes.',
    registers,
  });
  const started = Date.now() / 1000 - process.uptime();
  new Gauge({
    name: `${prefix}process_start_time_seconds`,
    help: 'When the process started, in seconds since the Unix epoch.',
    registers,
    collect() {
      this.set(Math.round(started));
    },
  });
  return () => delay.disable();
}
