import { AppError, type ApiErrorBody, type FlowProblem } from '@chatmill/sdk';

/**
 * A draft save or a publish refused because of what the validator found: UNPROCESSABLE (422)
 * whose body is the standard error plus every problem (flows.md: "the standard error body may
 * carry an extra `problems` array"), so the editor highlights the nodes and edges they name.
 * The error middleware answers with `toBody()`, so no other part of the core needs to know.
 */
export class FlowProblemsError extends AppError {
  readonly problems: readonly FlowProblem[];

  constructor(message: string, problems: readonly FlowProblem[]) {
    super('UNPROCESSABLE', message);
    this.name = 'FlowProblemsError';
    this.problems = problems;
  }

  override toBody(): ApiErrorBody & { problems: FlowProblem[] } {
    return { ...super.toBody(), problems: [...this.problems] };
  }
}
