/**
 * A small saga runner: named steps run in order; when one fails (typed failure or exception), the
 * compensations of the steps already done run in reverse order and the failure is reported with
 * the step's name.
 */
export interface FlowStep<S> {
  name: string;
  run(state: S): Promise<{ ok: true } | { ok: false; error: FlowFailure }>;
  compensate?(state: S): Promise<void>;
}

export interface FlowFailure {
  code: string;
  message: string;
  [detail: string]: unknown;
}

export interface FlowOutcome {
  completed: string[];
  compensated: string[];
  failedStep: string | null;
  error: FlowFailure | null;
}

export async function runFlow<S>(steps: readonly FlowStep<S>[], state: S): Promise<FlowOutcome> {
  const done: FlowStep<S>[] = [];
  for (const step of steps) {
    let failure: FlowFailure | null = null;
    let thrown: unknown = null;
    try {
      const result = await step.run(state);
      if (!result.ok) failure = result.error;
    } catch (error) {
      thrown = error;
    }
    if (failure || thrown) {
      const compensated: string[] = [];
      for (const previous of [...done].reverse()) {
        if (!previous.compensate) continue;
        await previous.compensate(state);
        compensated.push(previous.name);
      }
      if (thrown) throw thrown;
      return { completed: done.map((s) => s.name), compensated, failedStep: step.name, error: failure };
    }
    done.push(step);
  }
  return { completed: done.map((s) => s.name), compensated: [], failedStep: null, error: null };
}
