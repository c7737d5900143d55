export function applyPatches(
  source: string,
  patches: { name: string; search: string; replace: string }[],
): { result: string; failures: { name: string; count: number }[] };
export default function replaceLoader(
  this: {
    getOptions(): {
      patches: { name: string; search: string; replace: string }[];
    };
    resourcePath: string;
  },
  source: string,
): string;
