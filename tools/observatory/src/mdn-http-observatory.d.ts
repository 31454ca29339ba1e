/** The part of Mozilla's HTTP Observatory (plain JavaScript, no types of its own) that scan-hosts.ts uses. */
declare module '@mdn/mdn-http-observatory' {
  export type ObservatoryTest = { result: string; pass: boolean; scoreModifier: number; scoreDescription?: string } & Record<
    string,
    unknown
  >;
  export function scan(hostname: string): Promise<{ scan: Record<string, unknown>; tests: Record<string, ObservatoryTest> }>;
}
