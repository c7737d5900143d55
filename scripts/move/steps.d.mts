export type MoveContext = { library: string; site: string; revision: string };
export type Step = {
  title: string;
  run(context: MoveContext): string | undefined;
};
export const SITE_DIR: string;
export const STEPS: Step[];
export function move(
  context: MoveContext,
  report?: (line: string) => void,
): boolean;
export function line(
  outcome: "passed" | "failed",
  title: string,
  started: number,
  note?: string,
): string;
export function firstLine(error: unknown): string;
