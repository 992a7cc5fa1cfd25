import os from 'node:os';

/** What the sink writes to: process.stdout, or any Writable (tests). */
export type LogOutput = Pick<NodeJS.WritableStream, 'write' | 'on' | 'once'> & {
  readonly writableLength: number;
  cork(): void;
  uncork(): void;
};

/** Log bytes held for a stdout that does not keep up (a stalled collector); past this, lines are dropped. */
export const LOG_BACKLOG_BYTES = 4 * 1024 * 1024;

/**
 * Where log lines go: stdout, without ever stopping the shop (docs/logging.md). On Linux a pipe on stdout is
 * written asynchronously by Node, so a reader that stops reading cannot block the event loop; what it does not
 * take waits in the stream's buffer up to `maxBacklog` bytes, then lines are dropped and counted until the
 * backlog has halved, and a warning line says how many were lost. Lines of one event-loop turn leave in one
 * write. Nothing here waits on exit: pino's own stdout writer retries a full pipe forever from its exit hook,
 * which is why a shop with a stalled log reader ignored SIGTERM.
 */
export class LogSink {
  private dropped = 0;
  private corked = false;
  private broken = false;

  constructor(
    private readonly out: LogOutput = process.stdout,
    private readonly maxBacklog = LOG_BACKLOG_BYTES,
  ) {
    // A reader that went away (EPIPE) ends logging, not the process.
    out.on('error', () => {
      this.broken = true;
    });
    // Whatever the last turn wrote gets one attempt (no retry, no wait) before the process ends.
    process.once('exit', () => this.uncork());
  }

  write(line: string): boolean {
    if (this.broken) return true;
    const backlog = this.out.writableLength;
    if (this.dropped > 0 ? backlog > this.maxBacklog / 2 : backlog + line.length > this.maxBacklog) {
      this.dropped++;
      return true;
    }
    if (!this.corked) {
      this.corked = true;
      this.out.cork();
      setImmediate(() => this.uncork());
    }
    if (this.dropped > 0) {
      this.out.write(droppedLine(this.dropped));
      this.dropped = 0;
    }
    this.out.write(line);
    return true;
  }

  /** Resolves once what was written has left the process, or after `timeoutMs` (a stalled reader). */
  async drain(timeoutMs: number): Promise<void> {
    this.uncork();
    const deadline = Date.now() + timeoutMs;
    // Polled: 'drain' only fires after a write that was refused, not for a small backlog.
    while (!this.broken && this.out.writableLength > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  private uncork(): void {
    if (!this.corked) return;
    this.corked = false;
    this.out.uncork();
  }
}

const HOSTNAME = os.hostname();

/** Shaped like pino's lines (level 40 = warn) so log queries find it with the others. */
function droppedLine(dropped: number): string {
  const fields = { level: 40, time: Date.now(), pid: process.pid, hostname: HOSTNAME, dropped };
  return `${JSON.stringify({ ...fields, msg: 'log lines dropped: stdout was not read fast enough' })}\n`;
}

let stdoutSink: LogSink | undefined;

/** The process's one sink on stdout (the server's logger and main.ts's stop share it). */
export function logSink(): LogSink {
  stdoutSink ??= new LogSink();
  return stdoutSink;
}
