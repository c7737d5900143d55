export type LongFrame = {
  startTime: number;
  duration: number;
  styleAndLayoutStart: number;
  scripts?: Array<{
    invoker: string;
    invokerType: string;
    sourceURL: string;
    startTime: number;
    duration: number;
    forcedStyleAndLayoutDuration: number;
  }>;
};

export type Breakdown = {
  total: number;
  scripts: Record<string, number>;
  forcedLayout: number;
  styleAndLayout: number;
  unattributed: number;
};

export declare function frameBreakdown(
  frames: LongFrame[],
  start: number,
  end: number,
): Breakdown;

export declare function medianBreakdown(breakdowns: Breakdown[]): Breakdown;
