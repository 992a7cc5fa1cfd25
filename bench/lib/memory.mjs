// Resident memory of the server under test, from /proc (Linux): the process and any processes it started, so a
// database moved to a helper process is still counted. VmHWM is the peak resident size since the process began.
import fs from 'node:fs';

const mb = (kb) => Math.round(kb / 1024);

function status(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
    return { rss: field('VmRSS'), hwm: field('VmHWM') };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

function tree(pid) {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    let tasks;
    try {
      tasks = fs.readdirSync(`/proc/${out[i]}/task`);
    } catch {
      continue; // the process ended
    }
    for (const t of tasks) {
      try {
        const kids = fs.readFileSync(`/proc/${out[i]}/task/${t}/children`, 'utf8').trim();
        if (kids) out.push(...kids.split(/\s+/).map(Number));
      } catch {
        // the task ended
      }
    }
  }
  return out;
}

/** Current and peak resident size (MB) of `pid` and its descendants; `processes` counts them. */
export function memoryOf(pid) {
  const pids = tree(pid);
  let rss = 0;
  let hwm = 0;
  for (const p of pids) {
    const s = status(p);
    rss += s.rss;
    hwm += s.hwm;
  }
  return { rssMb: mb(rss), peakMb: mb(hwm), processes: pids.length };
}

/** Samples the resident size every 200 ms until `stop()`, which answers the highest sample and the final figures. */
export function sampleMemory(pid) {
  let highest = 0;
  const timer = setInterval(() => {
    highest = Math.max(highest, memoryOf(pid).rssMb);
  }, 200);
  timer.unref(); // a failed load must not keep the bench alive
  return {
    stop() {
      clearInterval(timer);
      const now = memoryOf(pid);
      return { highestRssMb: Math.max(highest, now.rssMb), rssMb: now.rssMb, peakMb: now.peakMb };
    },
  };
}

/** CPU time (ms) used so far by `pid`, all its threads (a database in a worker thread included). */
function cpuMs(pid) {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in ticks.
    const rest = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(rest[11]) + Number(rest[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * Waits until `pid` uses under 10 % of a core over half a second (at most `maxMs`): a load that ends leaves requests
 * queued in a slow server, and their work must not run during the next measurement.
 */
export async function waitIdle(pid, maxMs = 30_000) {
  const deadline = Date.now() + maxMs;
  let before = cpuMs(pid);
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuMs(pid);
    if (now - before < 50) return;
    before = now;
  }
}
