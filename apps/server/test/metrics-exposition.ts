/** One sample line of the Prometheus text format. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  type: string;
  help: string;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const HELP = new RegExp(`^# HELP (${NAME}) (.*)$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(?:,|$)/y;

function parseLabels(text: string, line: string): Record<string, string> {
  const out: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const m = LABEL.exec(text);
    if (!m) throw new Error(`bad labels in: ${line}`);
    out[m[1]!] = m[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  }
  return out;
}

/** The families of an exposition by name; throws on any line that is not `# HELP`, `# TYPE` or a sample of a typed family. */
export function parseExposition(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const family = (name: string) => {
    let f = families.get(name);
    if (!f) families.set(name, (f = { type: '', help: '', samples: [] }));
    return f;
  };
  for (const line of text.split('\n')) {
    if (line === '') continue;
    let m = HELP.exec(line);
    if (m) {
      family(m[1]!).help = m[2]!;
      continue;
    }
    m = TYPE.exec(line);
    if (m) {
      family(m[1]!).type = m[2]!;
      continue;
    }
    m = SAMPLE.exec(line);
    if (!m) throw new Error(`not a Prometheus exposition line: ${line}`);
    const [, name, labels, raw] = m as unknown as [string, string, string | undefined, string];
    const value = raw === '+Inf' ? Infinity : raw === '-Inf' ? -Infinity : Number(raw);
    // prom-client writes NaN as `Nan`: Prometheus reads it as Go's ParseFloat does, whatever its case.
    if (Number.isNaN(value) && !/^nan$/i.test(raw)) throw new Error(`bad value in: ${line}`);
    const base = [name, name.replace(/_(bucket|sum|count)$/, '')].find((n) => families.get(n)?.type);
    if (!base) throw new Error(`sample of an undeclared family: ${line}`);
    family(base).samples.push({ name, labels: labels ? parseLabels(labels, line) : {}, value });
  }
  return families;
}

/** The value of the sample `name` whose labels include `labels`; 0 when there is none yet. */
export function sampleValue(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number {
  const base = name.replace(/_(bucket|sum|count)$/, '');
  const f = families.get(name) ?? families.get(base);
  const s = f?.samples.find((x) => x.name === name && Object.entries(labels).every(([k, v]) => x.labels[k] === v));
  return s?.value ?? 0;
}
