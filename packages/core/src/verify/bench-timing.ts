/** Timing of the verification benchmarks: median and worst of repeated runs of one piece of work. */
export interface RunTimes {
  median: number;
  worst: number;
}

/** Runs `run` `runs` times (given the run's index) and answers the median and worst time in ms. */
export function measure(runs: number, run: (index: number) => void): RunTimes {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)] ?? 0, worst: times[runs - 1] ?? 0 };
}
