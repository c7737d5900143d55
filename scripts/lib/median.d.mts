export declare function median(xs: number[]): number;
